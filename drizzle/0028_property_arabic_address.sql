ALTER TABLE "properties" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_ar" CHECK (coalesce(char_length("properties"."address_ar"), 1) between 1 and 300);
