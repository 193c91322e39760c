ALTER TABLE "property_settings" ADD COLUMN "cancellation_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "house_rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_public_texts" CHECK (char_length("property_settings"."cancellation_policy") <= 2000 AND char_length("property_settings"."house_rules") <= 2000 AND char_length("property_settings"."contact_email") <= 254 AND "property_settings"."whatsapp" ~ '^([0-9]{6,15})?$');