-- No double booking, by construction: two non-cancelled stays of one unit cannot share a night.
-- Stays are half-open [check_in, check_out), so a departure day is free for the next arrival.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist (
    "unit_id" WITH =,
    daterange("check_in_date", "check_out_date", '[)') WITH &&
  ) WHERE ("status" <> 'cancelled');--> statement-breakpoint

-- Live refresh: every committed change to these tables is announced to all server instances.
-- The payload names the entity and row only; it never carries personal data.
CREATE OR REPLACE FUNCTION notify_app_change() RETURNS trigger AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text;
  ELSE
    row_id := NEW.id::text;
  END IF;
  PERFORM pg_notify(
    'app_changes',
    json_build_object('entity', TG_TABLE_NAME, 'id', row_id, 'op', TG_OP)::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE TRIGGER reservations_notify AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
CREATE TRIGGER units_notify AFTER INSERT OR UPDATE OR DELETE ON "units"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
CREATE TRIGGER profiles_notify AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
