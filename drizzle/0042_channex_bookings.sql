CREATE TABLE "channex_bookings" (
	"property_id" uuid NOT NULL,
	"channex_booking_id" text NOT NULL,
	"room_index" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_type_id" uuid,
	"ota_name" text NOT NULL,
	"ota_reservation_code" text,
	"payment_collect" text NOT NULL,
	"last_revision_id" text NOT NULL,
	CONSTRAINT "channex_bookings_property_id_channex_booking_id_room_index_pk" PRIMARY KEY("property_id","channex_booking_id","room_index"),
	CONSTRAINT "channex_bookings_reservation_key" UNIQUE("property_id","reservation_id"),
	CONSTRAINT "channex_bookings_room_index" CHECK ("channex_bookings"."room_index" >= 0),
	CONSTRAINT "channex_bookings_collect" CHECK ("channex_bookings"."payment_collect" in ('ota', 'property'))
);
--> statement-breakpoint
CREATE TABLE "channex_repack_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"revision_id" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"from_unit_id" uuid NOT NULL,
	"to_unit_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "channex_repack_moves_units" CHECK ("channex_repack_moves"."from_unit_id" <> "channex_repack_moves"."to_unit_id")
);
--> statement-breakpoint
CREATE TABLE "channex_revisions" (
	"property_id" uuid NOT NULL,
	"revision_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	CONSTRAINT "channex_revisions_property_id_revision_id_pk" PRIMARY KEY("property_id","revision_id"),
	CONSTRAINT "channex_revisions_status" CHECK ("channex_revisions"."status" in ('new', 'modified', 'cancelled')),
	CONSTRAINT "channex_revisions_outcome" CHECK ("channex_revisions"."outcome" in ('placed', 'repacked', 'unassigned', 'updated', 'cancelled', 'unchanged', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "channex_bookings" ADD CONSTRAINT "channex_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_bookings" ADD CONSTRAINT "channex_bookings_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_bookings" ADD CONSTRAINT "channex_bookings_room_type_fk" FOREIGN KEY ("property_id","room_type_id") REFERENCES "public"."room_types"("property_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_bookings" ADD CONSTRAINT "channex_bookings_revision_fk" FOREIGN KEY ("property_id","last_revision_id") REFERENCES "public"."channex_revisions"("property_id","revision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_repack_moves" ADD CONSTRAINT "channex_repack_moves_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_repack_moves" ADD CONSTRAINT "channex_repack_moves_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_repack_moves" ADD CONSTRAINT "channex_repack_moves_revision_fk" FOREIGN KEY ("property_id","revision_id") REFERENCES "public"."channex_revisions"("property_id","revision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channex_revisions" ADD CONSTRAINT "channex_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channex_repack_moves_property_idx" ON "channex_repack_moves" USING btree ("property_id","at");--> statement-breakpoint
CREATE INDEX "channex_revisions_unacked_idx" ON "channex_revisions" USING btree ("property_id") WHERE "channex_revisions"."acked_at" IS NULL;--> statement-breakpoint
-- Bookings from the channel manager (decision 0080). Refusals, with their SQLSTATE:
--   ZL013 a handled revision is never changed or removed; only its acknowledgement is recorded, once
--   ZL014 a channel booking's stay keeps the channel's facts: its guests, contact, dates, price,
--         commission, source and reference change only with a revision, and it is cancelled only
--         by the channel (the revision's transaction says so with `zamalek.channex_write`)
CREATE FUNCTION channex_revisions_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'a handled revision is kept' USING ERRCODE = 'ZL013';
  END IF;
  IF (NEW.property_id, NEW.revision_id, NEW.booking_id, NEW.status, NEW.outcome, NEW.handled_at)
       IS DISTINCT FROM (OLD.property_id, OLD.revision_id, OLD.booking_id, OLD.status, OLD.outcome, OLD.handled_at)
     OR OLD.acked_at IS NOT NULL OR NEW.acked_at IS NULL THEN
    RAISE EXCEPTION 'only the acknowledgement of a revision is recorded, once' USING ERRCODE = 'ZL013';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER channex_revisions_keep BEFORE UPDATE OR DELETE ON channex_revisions
  FOR EACH ROW EXECUTE FUNCTION channex_revisions_keep();
--> statement-breakpoint
CREATE TRIGGER channex_revisions_no_truncate BEFORE TRUNCATE ON channex_revisions
  FOR EACH STATEMENT EXECUTE FUNCTION channex_revisions_keep();
--> statement-breakpoint
CREATE FUNCTION channex_stay_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('zamalek.channex_write', true), '') = 'on' THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM channex_bookings b
                 WHERE b.property_id = OLD.property_id AND b.reservation_id = OLD.id) THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status = 'cancelled' THEN
    RAISE EXCEPTION 'a channel booking is cancelled by its channel' USING ERRCODE = 'ZL014';
  END IF;
  RAISE EXCEPTION 'a channel booking''s guests, dates and price are the channel''s' USING ERRCODE = 'ZL014';
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_channex_fields BEFORE UPDATE OF booking_reference, guest_names, adults,
    children, number_of_guests, contact_email, contact_phone, check_in_date, check_out_date,
    price_per_night_cents, total_price_cents, currency, commission_rate, commission_amount_cents,
    net_revenue_cents, source, channel, status ON reservations
  FOR EACH ROW WHEN ((OLD.booking_reference, OLD.guest_names, OLD.adults, OLD.children,
      OLD.number_of_guests, OLD.contact_email, OLD.contact_phone, OLD.check_in_date,
      OLD.check_out_date, OLD.price_per_night_cents, OLD.total_price_cents, OLD.currency,
      OLD.commission_rate, OLD.commission_amount_cents, OLD.net_revenue_cents, OLD.source,
      OLD.channel, OLD.status = 'cancelled')
    IS DISTINCT FROM (NEW.booking_reference, NEW.guest_names, NEW.adults, NEW.children,
      NEW.number_of_guests, NEW.contact_email, NEW.contact_phone, NEW.check_in_date,
      NEW.check_out_date, NEW.price_per_night_cents, NEW.total_price_cents, NEW.currency,
      NEW.commission_rate, NEW.commission_amount_cents, NEW.net_revenue_cents, NEW.source,
      NEW.channel, NEW.status = 'cancelled'))
  EXECUTE FUNCTION channex_stay_fields();
--> statement-breakpoint
CREATE TRIGGER reservations_channex_delete BEFORE DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION channex_stay_fields();
