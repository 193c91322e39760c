CREATE TABLE "owner_use_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_id" uuid,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_use_requests_dates" CHECK ("owner_use_requests"."to_date" > "owner_use_requests"."from_date"),
	CONSTRAINT "owner_use_requests_note" CHECK (char_length("owner_use_requests"."note") <= 200),
	CONSTRAINT "owner_use_requests_status" CHECK ("owner_use_requests"."status" in ('pending', 'approved', 'declined', 'withdrawn')),
	CONSTRAINT "owner_use_requests_decided" CHECK (("owner_use_requests"."decided_at" is null) = ("owner_use_requests"."status" = 'pending')),
	CONSTRAINT "owner_use_requests_hold_only_approved" CHECK ("owner_use_requests"."hold_id" is null or "owner_use_requests"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "portal_figures" text[] DEFAULT '{nights,occupancy,share,balance}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "statement_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_landlord_fk" FOREIGN KEY ("property_id","landlord_id") REFERENCES "public"."landlords"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_hold_fk" FOREIGN KEY ("property_id","hold_id") REFERENCES "public"."unit_holds"("property_id","id") ON DELETE SET NULL ("hold_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_use_requests_landlord_idx" ON "owner_use_requests" USING btree ("landlord_id","from_date");--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_property_id_key" UNIQUE("property_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_statement_fk" FOREIGN KEY ("property_id","statement_id") REFERENCES "public"."owner_statements"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_user_key" UNIQUE("property_id","user_id");--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_portal_figures" CHECK ("landlords"."portal_figures" <@ array['nights', 'occupancy', 'room_revenue', 'average_rate', 'share', 'payouts', 'balance']::text[]);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_document" CHECK (num_nonnulls("notifications"."receipt_id", "notifications"."statement_id") <= 1);--> statement-breakpoint
-- One pending request per room and night: a second tap of "Ask" finds the first.
ALTER TABLE "owner_use_requests" ADD CONSTRAINT "owner_use_requests_one_pending"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("from_date", "to_date", '[)') WITH &&)
  WHERE ("status" = 'pending');
--> statement-breakpoint
-- Owner-use requests (decision 0083):
--   ZL019 a request for a room that is not the landlord's, one made already decided, a decided
--         request changed, a request's facts changed, an approval without an owner-use hold of
--         exactly its room and nights, or a request removed
CREATE FUNCTION owner_use_request_rules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold unit_holds;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only with its room (the foreign key's cascade runs one trigger level down).
    IF pg_trigger_depth() = 1 THEN
      RAISE EXCEPTION 'an owner-use request is kept' USING ERRCODE = 'ZL019';
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'pending' OR NEW.hold_id IS NOT NULL THEN
      RAISE EXCEPTION 'an owner-use request starts pending' USING ERRCODE = 'ZL019';
    END IF;
    IF NOT EXISTS (
      SELECT 1 FROM units u
      WHERE u.property_id = NEW.property_id AND u.id = NEW.unit_id AND u.landlord_id = NEW.landlord_id
    ) THEN
      RAISE EXCEPTION 'the room is not the landlord''s' USING ERRCODE = 'ZL019';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.property_id, NEW.landlord_id, NEW.unit_id, NEW.from_date, NEW.to_date, NEW.note,
      NEW.requested_by, NEW.created_at)
     IS DISTINCT FROM
     (OLD.property_id, OLD.landlord_id, OLD.unit_id, OLD.from_date, OLD.to_date, OLD.note,
      OLD.requested_by, OLD.created_at) THEN
    RAISE EXCEPTION 'an owner-use request''s facts are kept' USING ERRCODE = 'ZL019';
  END IF;
  IF OLD.status <> 'pending' THEN
    -- The one change after a decision: the approved hold removed by staff.
    IF OLD.status = 'approved' AND NEW.status = 'approved' AND NEW.hold_id IS NULL
       AND NEW.decided_by IS NOT DISTINCT FROM OLD.decided_by
       AND NEW.decided_at IS NOT DISTINCT FROM OLD.decided_at THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the owner-use request was decided already' USING ERRCODE = 'ZL019';
  END IF;
  IF NEW.status = 'approved' THEN
    SELECT * INTO hold FROM unit_holds h
    WHERE h.property_id = NEW.property_id AND h.id = NEW.hold_id;
    IF hold.id IS NULL OR hold.kind <> 'owner_use' OR hold.unit_id <> NEW.unit_id
       OR hold.from_date <> NEW.from_date OR hold.to_date <> NEW.to_date THEN
      RAISE EXCEPTION 'an approval holds the room for the owner''s nights' USING ERRCODE = 'ZL019';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_use_requests_rules BEFORE INSERT OR UPDATE OR DELETE ON owner_use_requests
  FOR EACH ROW EXECUTE FUNCTION owner_use_request_rules();
--> statement-breakpoint
CREATE TRIGGER owner_use_requests_no_truncate BEFORE TRUNCATE ON owner_use_requests
  FOR EACH STATEMENT EXECUTE FUNCTION owner_rows_keep();
