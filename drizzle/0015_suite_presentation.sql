CREATE TABLE "suite_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_type" text NOT NULL,
	"storage_key" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suite_photos_size_positive" CHECK ("suite_photos"."width" > 0 AND "suite_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "suite_presentations" (
	"unit_type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"description" text,
	"description_ar" text,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "public_name" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "public_name_ar" text;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD CONSTRAINT "suite_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_presentations" ADD CONSTRAINT "suite_presentations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suite_photos_storage_key_key" ON "suite_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "suite_photos_unit_type_position_idx" ON "suite_photos" USING btree ("unit_type","position");