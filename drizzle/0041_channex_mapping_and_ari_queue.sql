CREATE TABLE "channex_ari_queue" (
	"property_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"availability" boolean DEFAULT false NOT NULL,
	"restrictions" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigserial NOT NULL,
	CONSTRAINT "channex_ari_queue_property_id_room_type_id_night_pk" PRIMARY KEY("property_id","room_type_id","night"),
	CONSTRAINT "channex_ari_queue_something" CHECK ("channex_ari_queue"."availability" OR "channex_ari_queue"."restrictions")
);
--> statement-breakpoint
CREATE TABLE "channex_connections" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"channex_property_id" text NOT NULL,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"failure_streak" integer DEFAULT 0 NOT NULL,
	"failure_mailed_at" timestamp with time zone,
	"full_sync_on" date,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channex_connections_channex_key" UNIQUE("channex_property_id"),
	CONSTRAINT "channex_connections_id" CHECK ("channex_connections"."channex_property_id" ~ '^[0-9a-f-]{36}$'),
	CONSTRAINT "channex_connections_streak" CHECK ("channex_connections"."failure_streak" >= 0)
);
--> statement-breakpoint
CREATE TABLE "channex_pushes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value_count" integer NOT NULL,
	"night_from" date NOT NULL,
	"night_to" date NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channex_pushes_kind" CHECK ("channex_pushes"."kind" in ('availability', 'restrictions')),
	CONSTRAINT "channex_pushes_outcome" CHECK ("channex_pushes"."outcome" in ('pushed', 'failed', 'rate_limited') AND ("channex_pushes"."outcome" = 'pushed') = ("channex_pushes"."error_code" IS NULL)),
	CONSTRAINT "channex_pushes_nights" CHECK ("channex_pushes"."night_to" >= "channex_pushes"."night_from" AND "channex_pushes"."value_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "channex_rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"channex_rate_plan_id" text NOT NULL,
	"name" text NOT NULL,
	"markup_kind" text DEFAULT 'percent' NOT NULL,
	"markup" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channex_rate_plans_channex_key" UNIQUE("property_id","channex_rate_plan_id"),
	CONSTRAINT "channex_rate_plans_id" CHECK ("channex_rate_plans"."channex_rate_plan_id" ~ '^[0-9a-f-]{36}$'),
	CONSTRAINT "channex_rate_plans_name" CHECK (char_length(btrim("channex_rate_plans"."name")) between 1 and 60),
	CONSTRAINT "channex_rate_plans_markup" CHECK (CASE "channex_rate_plans"."markup_kind" WHEN 'percent' THEN "channex_rate_plans"."markup" between -5000 and 10000
          WHEN 'amount' THEN "channex_rate_plans"."markup" between -100000 and 100000 ELSE false END)
);
--> statement-breakpoint
CREATE TABLE "channex_room_types" (
	"property_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"channex_room_type_id" text NOT NULL,
	CONSTRAINT "channex_room_types_property_id_room_type_id_pk" PRIMARY KEY("property_id","room_type_id"),
	CONSTRAINT "channex_room_types_channex_key" UNIQUE("property_id","channex_room_type_id"),
	CONSTRAINT "channex_room_types_id" CHECK ("channex_room_types"."channex_room_type_id" ~ '^[0-9a-f-]{36}$')
);
--> statement-breakpoint
ALTER TABLE "channex_ari_queue" ADD CONSTRAINT "channex_ari_queue_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."channex_room_types"("property_id","room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_connections" ADD CONSTRAINT "channex_connections_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_connections" ADD CONSTRAINT "channex_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_pushes" ADD CONSTRAINT "channex_pushes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_rate_plans" ADD CONSTRAINT "channex_rate_plans_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."channex_room_types"("property_id","room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_room_types" ADD CONSTRAINT "channex_room_types_connection_fk" FOREIGN KEY ("property_id") REFERENCES "public"."channex_connections"("property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_room_types" ADD CONSTRAINT "channex_room_types_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."room_types"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channex_pushes_property_at_idx" ON "channex_pushes" USING btree ("property_id","at");--> statement-breakpoint
-- What must reach Channex is queued by the database itself (decision 0079): every write that can
-- change a mapped room type's rooms free, rates or stay rules queues its nights, whichever code
-- made it. Nights before yesterday or 500 days or more ahead (in the property's time zone) are not
-- queued: Channex clamps the past to today, and the nightly full sync covers the horizon.
CREATE FUNCTION channex_queue(property uuid, room_type uuid, first_night date, last_night date, what text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  today date;
BEGIN
  IF room_type IS NULL OR NOT EXISTS (
    SELECT 1 FROM channex_room_types m WHERE m.property_id = property AND m.room_type_id = room_type
  ) THEN
    RETURN;
  END IF;
  SELECT (now() AT TIME ZONE p.time_zone)::date INTO today FROM properties p WHERE p.id = property;
  INSERT INTO channex_ari_queue AS q (property_id, room_type_id, night, availability, restrictions)
  SELECT property, room_type, night::date, what IN ('availability', 'both'), what IN ('restrictions', 'both')
  FROM generate_series(
    greatest(coalesce(first_night, today - 1), today - 1),
    least(coalesce(last_night, today + 499), today + 499),
    interval '1 day') AS night
  ON CONFLICT (property_id, room_type_id, night) DO UPDATE SET
    availability = q.availability OR EXCLUDED.availability,
    restrictions = q.restrictions OR EXCLUDED.restrictions,
    queued_at = clock_timestamp(),
    version = nextval(pg_get_serial_sequence('channex_ari_queue', 'version'));
END $$;
--> statement-breakpoint
-- Every mapped room type of a property, over the whole horizon.
CREATE FUNCTION channex_queue_property(property uuid, what text) RETURNS void LANGUAGE sql AS $$
  SELECT channex_queue(m.property_id, m.room_type_id, NULL, NULL, what)
  FROM channex_room_types m WHERE m.property_id = property
$$;
--> statement-breakpoint
-- Stays and holds: the nights they take, freed or taken (unit_occupancy is written for both).
CREATE FUNCTION channex_queue_occupancy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channex_queue(OLD.property_id,
      (SELECT u.room_type_id FROM units u WHERE u.property_id = OLD.property_id AND u.id = OLD.unit_id),
      lower(OLD.during), upper(OLD.during) - 1, 'availability');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channex_queue(NEW.property_id,
      (SELECT u.room_type_id FROM units u WHERE u.property_id = NEW.property_id AND u.id = NEW.unit_id),
      lower(NEW.during), upper(NEW.during) - 1, 'availability');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER unit_occupancy_channex AFTER INSERT OR UPDATE OR DELETE ON unit_occupancy
  FOR EACH ROW EXECUTE FUNCTION channex_queue_occupancy();
--> statement-breakpoint
-- A room put on or taken off sale, moved to another type, or given its own base rate.
CREATE FUNCTION channex_queue_unit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channex_queue(OLD.property_id, OLD.room_type_id, NULL, NULL, 'both');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channex_queue(NEW.property_id, NEW.room_type_id, NULL, NULL, 'both');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER units_channex_insert_delete AFTER INSERT OR DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION channex_queue_unit();
--> statement-breakpoint
CREATE TRIGGER units_channex_update AFTER UPDATE OF status, room_type_id, base_rate_cents ON units
  FOR EACH ROW WHEN ((OLD.status, OLD.room_type_id, OLD.base_rate_cents)
    IS DISTINCT FROM (NEW.status, NEW.room_type_id, NEW.base_rate_cents))
  EXECUTE FUNCTION channex_queue_unit();
--> statement-breakpoint
-- A season's nights, before and after the change.
CREATE FUNCTION channex_queue_season() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM channex_queue(OLD.property_id, OLD.room_type_id, OLD.start_date, OLD.end_date, 'restrictions');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM channex_queue(NEW.property_id, NEW.room_type_id, NEW.start_date, NEW.end_date, 'restrictions');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rate_seasons_channex AFTER INSERT OR UPDATE OR DELETE ON rate_seasons
  FOR EACH ROW EXECUTE FUNCTION channex_queue_season();
--> statement-breakpoint
CREATE FUNCTION channex_queue_room_type_rate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channex_queue(NEW.property_id, NEW.id, NULL, NULL, 'restrictions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER room_types_channex AFTER UPDATE OF base_rate_cents ON room_types
  FOR EACH ROW WHEN (OLD.base_rate_cents IS DISTINCT FROM NEW.base_rate_cents)
  EXECUTE FUNCTION channex_queue_room_type_rate();
--> statement-breakpoint
CREATE FUNCTION channex_queue_weekend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channex_queue_property(NEW.id, 'restrictions');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_channex AFTER UPDATE OF weekend_nights ON properties
  FOR EACH ROW WHEN (OLD.weekend_nights IS DISTINCT FROM NEW.weekend_nights)
  EXECUTE FUNCTION channex_queue_weekend();
--> statement-breakpoint
-- A room type mapped (or mapped anew), a rate plan added or changed, a property connected anew:
-- everything they cover, from scratch.
CREATE FUNCTION channex_queue_mapped_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channex_queue(NEW.property_id, NEW.room_type_id, NULL, NULL,
    CASE TG_TABLE_NAME WHEN 'channex_rate_plans' THEN 'restrictions' ELSE 'both' END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channex_room_types_queue AFTER INSERT OR UPDATE ON channex_room_types
  FOR EACH ROW EXECUTE FUNCTION channex_queue_mapped_type();
--> statement-breakpoint
CREATE TRIGGER channex_rate_plans_queue AFTER INSERT OR UPDATE ON channex_rate_plans
  FOR EACH ROW EXECUTE FUNCTION channex_queue_mapped_type();
--> statement-breakpoint
CREATE FUNCTION channex_queue_connection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channex_queue_property(NEW.property_id, 'both');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER channex_connections_queue AFTER UPDATE OF channex_property_id ON channex_connections
  FOR EACH ROW WHEN (OLD.channex_property_id IS DISTINCT FROM NEW.channex_property_id)
  EXECUTE FUNCTION channex_queue_connection();
