ALTER TYPE "public"."journal_kind" ADD VALUE 'cash_count';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'cash_over_short';--> statement-breakpoint
CREATE TABLE "cash_drawers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_usd_minor" bigint DEFAULT 0 NOT NULL,
	"float_egp_minor" bigint DEFAULT 0 NOT NULL,
	"handed_over_at" timestamp with time zone,
	"received_by" uuid,
	"counted_usd_minor" bigint,
	"counted_egp_minor" bigint,
	"expected_usd_minor" bigint,
	"expected_egp_minor" bigint,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "cash_drawers_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "cash_drawers_float" CHECK ("cash_drawers"."float_usd_minor" between 0 and 100000000 AND "cash_drawers"."float_egp_minor" between 0 and 1000000000),
	CONSTRAINT "cash_drawers_hand_over" CHECK (("cash_drawers"."handed_over_at" IS NULL AND "cash_drawers"."received_by" IS NULL AND "cash_drawers"."counted_usd_minor" IS NULL AND "cash_drawers"."counted_egp_minor" IS NULL AND "cash_drawers"."expected_usd_minor" IS NULL AND "cash_drawers"."expected_egp_minor" IS NULL) OR ("cash_drawers"."handed_over_at" IS NOT NULL AND "cash_drawers"."received_by" IS NOT NULL AND "cash_drawers"."received_by" <> "cash_drawers"."holder_id" AND "cash_drawers"."counted_usd_minor" between 0 and 100000000 AND "cash_drawers"."counted_egp_minor" between 0 and 1000000000 AND "cash_drawers"."expected_usd_minor" IS NOT NULL AND "cash_drawers"."expected_egp_minor" IS NOT NULL)),
	CONSTRAINT "cash_drawers_note_length" CHECK (char_length("cash_drawers"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "drawer_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open" ON "cash_drawers" USING btree ("property_id","holder_id") WHERE "cash_drawers"."handed_over_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cash_drawers_handed_over_idx" ON "cash_drawers" USING btree ("property_id","handed_over_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_fk" FOREIGN KEY ("property_id","drawer_id") REFERENCES "public"."cash_drawers"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_drawer_idx" ON "payments" USING btree ("property_id","drawer_id") WHERE "payments"."drawer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_drawer_cash" CHECK ("payments"."drawer_id" IS NULL OR "payments"."method" = 'cash');--> statement-breakpoint
-- Cash goes through a drawer (decision 0072). Refusals, each with its SQLSTATE:
--   ZL008 cash taken without the open drawer of whoever takes it
--   ZL009 a drawer handed over never changes, and takes no more cash

-- Cash payments and refunds name an open drawer of the person who took or paid out the cash. The
-- share lock makes a hand-over wait for cash under way; cash after it finds the drawer closed.
CREATE FUNCTION ledger_cash_in_open_drawer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  handed timestamptz;
  holder uuid;
BEGIN
  IF NEW.method <> 'cash' THEN
    RETURN NEW;
  END IF;
  IF NEW.drawer_id IS NULL THEN
    RAISE EXCEPTION 'cash is taken into a drawer' USING ERRCODE = 'ZL008';
  END IF;
  SELECT d.handed_over_at, d.holder_id INTO handed, holder FROM cash_drawers d
  WHERE d.property_id = NEW.property_id AND d.id = NEW.drawer_id FOR SHARE;
  IF NOT FOUND THEN
    RETURN NEW; -- Not this property's drawer: its foreign key refuses the row.
  END IF;
  IF handed IS NOT NULL THEN
    RAISE EXCEPTION 'drawer % was handed over', NEW.drawer_id USING ERRCODE = 'ZL009';
  END IF;
  IF holder IS DISTINCT FROM NEW.received_by THEN
    RAISE EXCEPTION 'cash goes into the drawer of whoever takes it' USING ERRCODE = 'ZL008';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_with_open_drawer BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_cash_in_open_drawer();
--> statement-breakpoint

-- A drawer is handed over once, and then never changes; it is never deleted.
CREATE FUNCTION cash_drawer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cash drawers are never deleted' USING ERRCODE = 'ZL004';
  END IF;
  IF OLD.handed_over_at IS NOT NULL THEN
    RAISE EXCEPTION 'drawer % was handed over', OLD.id USING ERRCODE = 'ZL009';
  END IF;
  IF (NEW.id, NEW.property_id, NEW.holder_id, NEW.opened_at, NEW.float_usd_minor, NEW.float_egp_minor)
     IS DISTINCT FROM
     (OLD.id, OLD.property_id, OLD.holder_id, OLD.opened_at, OLD.float_usd_minor, OLD.float_egp_minor) THEN
    RAISE EXCEPTION 'a drawer keeps its holder, opening and float' USING ERRCODE = 'ZL004';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_drawers_changes BEFORE UPDATE OR DELETE ON cash_drawers
  FOR EACH ROW EXECUTE FUNCTION cash_drawer_changes();
--> statement-breakpoint
CREATE TRIGGER cash_drawers_no_truncate BEFORE TRUNCATE ON cash_drawers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER cash_drawers_notify AFTER INSERT OR UPDATE ON cash_drawers
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
