CREATE TYPE "public"."hold_kind" AS ENUM('maintenance', 'owner_use', 'other');--> statement-breakpoint
CREATE TABLE "unit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" "hold_kind" NOT NULL,
	"reason" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_holds_dates_ordered" CHECK ("unit_holds"."to_date" > "unit_holds"."from_date")
);
--> statement-breakpoint
CREATE TABLE "unit_occupancy" (
	"unit_id" uuid NOT NULL,
	"during" daterange NOT NULL,
	"reservation_id" uuid,
	"hold_id" uuid,
	CONSTRAINT "unit_occupancy_one_owner" CHECK (num_nonnulls("unit_occupancy"."reservation_id", "unit_occupancy"."hold_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_holds" ADD CONSTRAINT "unit_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_holds_unit_dates_idx" ON "unit_holds" USING btree ("unit_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "unit_holds_dates_idx" ON "unit_holds" USING btree ("from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_occupancy_reservation_key" ON "unit_occupancy" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_occupancy_hold_key" ON "unit_occupancy" USING btree ("hold_id");--> statement-breakpoint
-- hand-written below
-- One guarantee for every occupancy: unit_occupancy holds one row per non-cancelled stay with a
-- unit and one per hold, and a single exclusion constraint refuses any two sharing a night of a
-- unit. The rows are written by the triggers below inside the statement that changes a stay or a
-- hold, so a conflicting write fails there with SQLSTATE 23P01 whichever table it came from, and
-- a write racing an uncommitted one waits for it, exactly as two stays do under
-- reservations_no_overlap (kept: a stay against a stay still fails on it first, by its name).
ALTER TABLE "unit_occupancy" ADD CONSTRAINT "unit_occupancy_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, "during" WITH &&);--> statement-breakpoint
INSERT INTO "unit_occupancy" ("unit_id", "during", "reservation_id")
  SELECT "unit_id", daterange("check_in_date", "check_out_date", '[)'), "id"
  FROM "reservations"
  WHERE "unit_id" IS NOT NULL AND "status" <> 'cancelled';--> statement-breakpoint
-- A stay's row follows its unit, dates and cancellation, and goes with the stay. (No foreign keys
-- from unit_occupancy: these triggers are its only writers, and a key check would lock the stay's
-- row on every insert.)
CREATE OR REPLACE FUNCTION reservations_sync_occupancy() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM unit_occupancy WHERE reservation_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.unit_id IS NOT NULL AND NEW.status <> 'cancelled' THEN
    INSERT INTO unit_occupancy (unit_id, during, reservation_id)
    VALUES (NEW.unit_id, daterange(NEW.check_in_date, NEW.check_out_date, '[)'), NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Only writes that change what a stay occupies call the function (check-in, prices, notes don't).
CREATE TRIGGER reservations_occupancy_insert AFTER INSERT ON "reservations"
  FOR EACH ROW WHEN (NEW.unit_id IS NOT NULL AND NEW.status <> 'cancelled')
  EXECUTE FUNCTION reservations_sync_occupancy();--> statement-breakpoint
CREATE TRIGGER reservations_occupancy_update
  AFTER UPDATE OF "unit_id", "check_in_date", "check_out_date", "status" ON "reservations"
  FOR EACH ROW WHEN (
    OLD.unit_id IS DISTINCT FROM NEW.unit_id
    OR OLD.check_in_date <> NEW.check_in_date
    OR OLD.check_out_date <> NEW.check_out_date
    OR (OLD.status = 'cancelled') <> (NEW.status = 'cancelled')
  )
  EXECUTE FUNCTION reservations_sync_occupancy();--> statement-breakpoint
CREATE TRIGGER reservations_occupancy_delete AFTER DELETE ON "reservations"
  FOR EACH ROW WHEN (OLD.unit_id IS NOT NULL AND OLD.status <> 'cancelled')
  EXECUTE FUNCTION reservations_sync_occupancy();--> statement-breakpoint
-- A hold's row follows its unit and dates, and goes with the hold.
CREATE OR REPLACE FUNCTION unit_holds_sync_occupancy() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM unit_occupancy WHERE hold_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO unit_occupancy (unit_id, during, hold_id)
    VALUES (NEW.unit_id, daterange(NEW.from_date, NEW.to_date, '[)'), NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER unit_holds_occupancy_insert AFTER INSERT ON "unit_holds"
  FOR EACH ROW EXECUTE FUNCTION unit_holds_sync_occupancy();--> statement-breakpoint
CREATE TRIGGER unit_holds_occupancy_update
  AFTER UPDATE OF "unit_id", "from_date", "to_date" ON "unit_holds"
  FOR EACH ROW WHEN (
    OLD.unit_id <> NEW.unit_id
    OR OLD.from_date <> NEW.from_date
    OR OLD.to_date <> NEW.to_date
  )
  EXECUTE FUNCTION unit_holds_sync_occupancy();--> statement-breakpoint
CREATE TRIGGER unit_holds_occupancy_delete AFTER DELETE ON "unit_holds"
  FOR EACH ROW EXECUTE FUNCTION unit_holds_sync_occupancy();--> statement-breakpoint
CREATE TRIGGER unit_holds_notify AFTER INSERT OR UPDATE OR DELETE ON "unit_holds"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
