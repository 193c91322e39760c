CREATE TYPE "public"."property_status" AS ENUM('open', 'coming_soon');--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" "property_status" DEFAULT 'open' NOT NULL,
	"time_zone" text NOT NULL,
	"no_show_cutoff" text DEFAULT '12:00' NOT NULL,
	"property_name" text NOT NULL,
	"property_name_ar" text,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '12:00' NOT NULL,
	"pre_arrival_instructions" text DEFAULT '' NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"house_rules" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"digest_hour" integer DEFAULT 7 NOT NULL,
	"channel_sync_minutes" integer DEFAULT 15 NOT NULL,
	"weekend_nights" integer[] DEFAULT '{4,5}'::integer[] NOT NULL,
	"egp_per_usd" numeric(10, 4),
	"egp_rate_on" date,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug" CHECK ("properties"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("properties"."slug") <= 40),
	CONSTRAINT "properties_time_zone" CHECK (char_length("properties"."time_zone") between 1 and 64),
	CONSTRAINT "properties_no_show_cutoff" CHECK ("properties"."no_show_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "properties_check_in_time" CHECK ("properties"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "properties_check_out_time" CHECK ("properties"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "properties_public_texts" CHECK (char_length("properties"."cancellation_policy") <= 2000 AND char_length("properties"."house_rules") <= 2000 AND char_length("properties"."contact_email") <= 254 AND "properties"."whatsapp" ~ '^([0-9]{6,15})?$'),
	CONSTRAINT "properties_pricing" CHECK ("properties"."weekend_nights" <@ '{0,1,2,3,4,5,6}'::integer[] AND ("properties"."egp_per_usd" IS NULL OR "properties"."egp_per_usd" > 0)),
	CONSTRAINT "properties_digest_hour" CHECK ("properties"."digest_hour" between 0 and 23),
	CONSTRAINT "properties_channel_sync_minutes" CHECK ("properties"."channel_sync_minutes" between 5 and 1440),
	CONSTRAINT "properties_text_lengths" CHECK (char_length("properties"."property_name") between 1 and 100 AND coalesce(char_length("properties"."property_name_ar"), 1) between 1 and 100 AND char_length("properties"."address") <= 300 AND char_length("properties"."phone") <= 40 AND char_length("properties"."pre_arrival_instructions") <= 2000)
);
--> statement-breakpoint
-- hand-written below
-- The installation's settings row becomes its first property, with every value it held. Its
-- time zone is the one the server was configured with before properties (PROPERTY_TIMEZONE,
-- Africa/Cairo by default); an installation elsewhere corrects it on Settings.
INSERT INTO "properties" (
  "slug", "time_zone", "no_show_cutoff", "property_name", "address", "phone", "check_in_time",
  "check_out_time", "pre_arrival_instructions", "cancellation_policy", "house_rules",
  "contact_email", "whatsapp", "digest_hour", "channel_sync_minutes", "weekend_nights",
  "egp_per_usd", "egp_rate_on", "updated_by", "updated_at"
)
SELECT 'zamalek', 'Africa/Cairo', "no_show_cutoff", "property_name", "address", "phone",
  "check_in_time", "check_out_time", "pre_arrival_instructions", "cancellation_policy",
  "house_rules", "contact_email", "whatsapp", "digest_hour", "channel_sync_minutes",
  "weekend_nights", "egp_per_usd", "egp_rate_on", "updated_by", "updated_at"
FROM "property_settings";--> statement-breakpoint
DROP TABLE "property_settings" CASCADE;--> statement-breakpoint
CREATE TRIGGER properties_notify AFTER INSERT OR UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
-- Every existing business row belongs to that property; then the column is required.
ALTER TABLE "channel_conflicts" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_events" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "price_charges" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "role_capabilities" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "room_problems" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "suite_presentations" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "unit_occupancy" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "unit_type_pricing" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "property_id" uuid;--> statement-breakpoint
UPDATE "channel_conflicts" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "channel_events" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "channel_feeds" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "documents" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "notifications" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "price_charges" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "rate_seasons" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "reservations" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "role_capabilities" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "room_problems" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "suite_photos" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "suite_presentations" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "unit_export_tokens" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "unit_holds" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "unit_occupancy" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "unit_type_pricing" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "units" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "user_roles" SET "property_id" = (SELECT "id" FROM "properties");--> statement-breakpoint
UPDATE "audit_log" SET "property_id" = (SELECT "id" FROM "properties") WHERE "entity" <> 'user';--> statement-breakpoint
UPDATE "job_runs" SET "property_id" = (SELECT "id" FROM "properties") WHERE "job" <> 'daily-backup';--> statement-breakpoint
ALTER TABLE "channel_conflicts" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_events" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_feeds" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_charges" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_seasons" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "role_capabilities" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_problems" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suite_photos" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suite_presentations" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_holds" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_occupancy" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_type_pricing" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_conflicts" DROP CONSTRAINT "channel_conflicts_feed_id_channel_feeds_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_events" DROP CONSTRAINT "channel_events_feed_id_channel_feeds_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_events" DROP CONSTRAINT "channel_events_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "channel_feeds" DROP CONSTRAINT "channel_feeds_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_seasons" DROP CONSTRAINT "rate_seasons_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "room_problems" DROP CONSTRAINT "room_problems_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "room_problems" DROP CONSTRAINT "room_problems_hold_id_unit_holds_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_export_tokens" DROP CONSTRAINT "unit_export_tokens_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_holds" DROP CONSTRAINT "unit_holds_unit_id_units_id_fk";
--> statement-breakpoint
DROP INDEX "rate_seasons_type_dates_idx";--> statement-breakpoint
DROP INDEX "suite_photos_unit_type_position_idx";--> statement-breakpoint
DROP INDEX "unit_type_pricing_unit_type_key";--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_run_key_pk";--> statement-breakpoint
ALTER TABLE "role_capabilities" DROP CONSTRAINT "role_capabilities_role_capability_pk";--> statement-breakpoint


ALTER TABLE "suite_presentations" DROP CONSTRAINT "suite_presentations_pkey";--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_pkey";--> statement-breakpoint
ALTER TABLE "role_capabilities" ADD CONSTRAINT "role_capabilities_property_id_role_capability_pk" PRIMARY KEY("property_id","role","capability");--> statement-breakpoint
ALTER TABLE "suite_presentations" ADD CONSTRAINT "suite_presentations_property_id_unit_type_pk" PRIMARY KEY("property_id","unit_type");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_property_id_pk" PRIMARY KEY("user_id","property_id");--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_property_id_key" UNIQUE("property_id","id");--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_key" UNIQUE NULLS NOT DISTINCT("job","property_id","run_key");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_key" UNIQUE("property_id","id");--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_property_id_key" UNIQUE("property_id","id");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_key" UNIQUE("property_id","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_key" ON "properties" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_feed_fk" FOREIGN KEY ("property_id","feed_id") REFERENCES "public"."channel_feeds"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_feed_fk" FOREIGN KEY ("property_id","feed_id") REFERENCES "public"."channel_feeds"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE SET NULL ("reservation_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_charges" ADD CONSTRAINT "price_charges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE SET NULL ("unit_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_capabilities" ADD CONSTRAINT "role_capabilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_hold_fk" FOREIGN KEY ("property_id","hold_id") REFERENCES "public"."unit_holds"("property_id","id") ON DELETE SET NULL ("hold_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD CONSTRAINT "suite_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suite_presentations" ADD CONSTRAINT "suite_presentations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ADD CONSTRAINT "unit_export_tokens_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ADD CONSTRAINT "unit_export_tokens_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type_pricing" ADD CONSTRAINT "unit_type_pricing_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_property_idx" ON "user_roles" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rate_seasons_type_dates_idx" ON "rate_seasons" USING btree ("property_id","unit_type","start_date","end_date");--> statement-breakpoint
CREATE INDEX "suite_photos_unit_type_position_idx" ON "suite_photos" USING btree ("property_id","unit_type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_type_pricing_unit_type_key" ON "unit_type_pricing" USING btree ("property_id","unit_type");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_property" CHECK (("audit_log"."property_id" IS NULL) = ("audit_log"."entity" = 'user'));--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_property" CHECK (("job_runs"."property_id" IS NULL) = ("job_runs"."job" = 'daily-backup'));--> statement-breakpoint
-- The occupancy rows carry their property, copied by their only writers.
CREATE OR REPLACE FUNCTION reservations_sync_occupancy() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM unit_occupancy WHERE reservation_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.unit_id IS NOT NULL AND NEW.status <> 'cancelled' THEN
    INSERT INTO unit_occupancy (property_id, unit_id, during, reservation_id)
    VALUES (NEW.property_id, NEW.unit_id, daterange(NEW.check_in_date, NEW.check_out_date, '[)'), NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION unit_holds_sync_occupancy() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM unit_occupancy WHERE hold_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO unit_occupancy (property_id, unit_id, during, hold_id)
    VALUES (NEW.property_id, NEW.unit_id, daterange(NEW.from_date, NEW.to_date, '[)'), NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A role's permissions at a property changed: its holders there have their sockets re-checked.
CREATE OR REPLACE FUNCTION notify_role_capability_change() RETURNS trigger AS $$
DECLARE
  changed_role app_role;
  changed_property uuid;
  holder record;
BEGIN
  changed_role := COALESCE(NEW.role, OLD.role);
  changed_property := COALESCE(NEW.property_id, OLD.property_id);
  PERFORM pg_notify(
    'app_changes',
    json_build_object('entity', TG_TABLE_NAME, 'id', changed_role::text, 'op', TG_OP)::text
  );
  FOR holder IN
    SELECT user_id FROM user_roles WHERE role = changed_role AND property_id = changed_property
  LOOP
    PERFORM pg_notify('auth_changes', holder.user_id::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
