CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"description" text,
	"description_ar" text,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights_ar" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[],
	"base_rate_cents" integer,
	"base_occupancy" integer,
	"extra_guest_cents" integer DEFAULT 0 NOT NULL,
	"weekly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"monthly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "room_types_code" CHECK (char_length("room_types"."code") between 1 and 60 AND "room_types"."code" = btrim("room_types"."code")),
	CONSTRAINT "room_types_name" CHECK (char_length(btrim("room_types"."name")) between 1 and 80),
	CONSTRAINT "room_types_pricing" CHECK ("room_types"."weekly_discount_percent" between 0 and 100 AND "room_types"."monthly_discount_percent" between 0 and 100 AND ("room_types"."base_occupancy" IS NULL OR "room_types"."base_occupancy" between 1 and 20) AND "room_types"."extra_guest_cents" between 0 and 10000000 AND ("room_types"."base_rate_cents" IS NULL OR "room_types"."base_rate_cents" between 1 and 10000000))
);
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_code_key" ON "room_types" USING btree ("property_id",lower("code"));--> statement-breakpoint
CREATE TRIGGER room_types_notify AFTER INSERT OR UPDATE OR DELETE ON "room_types"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
-- Every room type named anywhere (rooms, seasons, discounts, public words, photos) becomes a row
-- of its property, with its public words and its discounts; names that differ only in case or
-- surrounding spaces are one type, and a room without a type is of the type "Room".
CREATE FUNCTION pg_temp.type_code(name text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT coalesce(nullif(btrim(name), ''), 'Room') $$;--> statement-breakpoint
INSERT INTO "room_types" ("property_id", "code", "name", "name_ar", "description", "description_ar",
  "highlights", "highlights_ar", "amenities", "base_occupancy", "extra_guest_cents",
  "weekly_discount_percent", "monthly_discount_percent", "updated_by", "updated_at")
SELECT named.property_id, named.code, coalesce(shown.name, named.code), shown.name_ar,
  shown.description, shown.description_ar, coalesce(shown.highlights, '{}'),
  coalesce(shown.highlights_ar, '{}'), shown.amenities, priced.base_occupancy,
  coalesce(priced.extra_guest_cents, 0), coalesce(priced.weekly_discount_percent, 0),
  coalesce(priced.monthly_discount_percent, 0), coalesce(priced.updated_by, shown.updated_by),
  greatest(priced.updated_at, shown.updated_at, now())
FROM (
  SELECT property_id, min(code) AS code FROM (
    SELECT property_id, pg_temp.type_code(unit_type) AS code FROM "units"
    UNION ALL SELECT property_id, pg_temp.type_code(unit_type) FROM "rate_seasons"
    UNION ALL SELECT property_id, pg_temp.type_code(unit_type) FROM "unit_type_pricing"
    UNION ALL SELECT property_id, pg_temp.type_code(unit_type) FROM "suite_presentations"
    UNION ALL SELECT property_id, pg_temp.type_code(unit_type) FROM "suite_photos"
  ) typed GROUP BY property_id, lower(code)
) named
LEFT JOIN LATERAL (
  SELECT * FROM "suite_presentations" p
  WHERE p.property_id = named.property_id AND lower(pg_temp.type_code(p.unit_type)) = lower(named.code)
  ORDER BY pg_temp.type_code(p.unit_type) = named.code DESC, p.updated_at DESC LIMIT 1
) shown ON true
LEFT JOIN LATERAL (
  SELECT * FROM "unit_type_pricing" r
  WHERE r.property_id = named.property_id AND lower(pg_temp.type_code(r.unit_type)) = lower(named.code)
  ORDER BY pg_temp.type_code(r.unit_type) = named.code DESC, r.updated_at DESC LIMIT 1
) priced ON true;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "room_type_id" uuid;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD COLUMN "room_type_id" uuid;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD COLUMN "room_type_id" uuid;--> statement-breakpoint
UPDATE "units" x SET "room_type_id" = t.id FROM "room_types" t
  WHERE t.property_id = x.property_id AND lower(t.code) = lower(pg_temp.type_code(x.unit_type));--> statement-breakpoint
UPDATE "rate_seasons" x SET "room_type_id" = t.id FROM "room_types" t
  WHERE t.property_id = x.property_id AND lower(t.code) = lower(pg_temp.type_code(x.unit_type));--> statement-breakpoint
-- A room's own season was of the type it was entered under; it is of the room's type now.
UPDATE "rate_seasons" x SET "room_type_id" = u.room_type_id FROM "units" u
  WHERE u.property_id = x.property_id AND u.id = x.unit_id AND u.room_type_id <> x.room_type_id;--> statement-breakpoint
UPDATE "suite_photos" x SET "room_type_id" = t.id FROM "room_types" t
  WHERE t.property_id = x.property_id AND lower(t.code) = lower(pg_temp.type_code(x.unit_type));--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "room_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_seasons" ALTER COLUMN "room_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suite_photos" ALTER COLUMN "room_type_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "suite_presentations" CASCADE;--> statement-breakpoint
DROP TABLE "unit_type_pricing" CASCADE;--> statement-breakpoint
ALTER TABLE "rate_seasons" DROP CONSTRAINT "rate_seasons_unit_fk";--> statement-breakpoint
DROP INDEX "suite_photos_unit_type_position_idx";--> statement-breakpoint
DROP INDEX "rate_seasons_type_dates_idx";--> statement-breakpoint
ALTER TABLE "rate_seasons" DROP COLUMN "unit_type";--> statement-breakpoint
ALTER TABLE "suite_photos" DROP COLUMN "unit_type";--> statement-breakpoint
ALTER TABLE "units" DROP COLUMN "unit_type";--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_type_id_key" UNIQUE("property_id","room_type_id","id");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."room_types"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."room_types"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_unit_fk" FOREIGN KEY ("property_id","room_type_id","unit_id") REFERENCES "public"."units"("property_id","room_type_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD CONSTRAINT "suite_photos_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."room_types"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suite_photos_room_type_position_idx" ON "suite_photos" USING btree ("property_id","room_type_id","position");--> statement-breakpoint
CREATE INDEX "rate_seasons_type_dates_idx" ON "rate_seasons" USING btree ("property_id","room_type_id","start_date","end_date");
