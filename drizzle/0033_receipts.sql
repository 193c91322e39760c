CREATE TABLE "receipt_series" (
	"property_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_series_property_id_series_pk" PRIMARY KEY("property_id","series"),
	CONSTRAINT "receipt_series_series" CHECK ("receipt_series"."series" in ('receipt', 'refund')),
	CONSTRAINT "receipt_series_last_number" CHECK ("receipt_series"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"series" text NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	"journal_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"document" jsonb NOT NULL,
	CONSTRAINT "receipts_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "receipts_number_key" UNIQUE("property_id","series","number"),
	CONSTRAINT "receipts_journal_key" UNIQUE("property_id","journal_id"),
	CONSTRAINT "receipts_series" CHECK ("receipts"."series" in ('receipt', 'refund')),
	CONSTRAINT "receipts_language" CHECK ("receipts"."language" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_series" ADD CONSTRAINT "receipt_series_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_journal_fk" FOREIGN KEY ("property_id","journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tax_number" CHECK ("properties"."tax_number" ~ '^[0-9A-Za-z-]{0,30}$');--> statement-breakpoint
-- Receipts (decision 0073): the database numbers them, without gaps, and never changes them.
--   ZL010 receipts are never changed or removed

-- The series' next number, whatever number the insert named: the upsert locks the series' row, so
-- receipts of one series are numbered one at a time, and a rolled-back one gives its number back.
CREATE FUNCTION receipts_next_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO receipt_series AS s (property_id, series, last_number)
  VALUES (NEW.property_id, NEW.series, 1)
  ON CONFLICT (property_id, series) DO UPDATE SET last_number = s.last_number + 1
  RETURNING last_number INTO NEW.number;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_number BEFORE INSERT ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_next_number();
--> statement-breakpoint
CREATE FUNCTION receipts_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'ZL010';
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_append_only BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_append_only();
--> statement-breakpoint
CREATE TRIGGER receipts_no_truncate BEFORE TRUNCATE ON receipts
  FOR EACH STATEMENT EXECUTE FUNCTION receipts_append_only();
--> statement-breakpoint
-- The counter moves only by numbering a receipt (the trigger above).
CREATE FUNCTION receipt_series_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.last_number <> 1 THEN
      RAISE EXCEPTION 'a series starts at number 1' USING ERRCODE = 'ZL010';
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.last_number <> OLD.last_number + 1
     OR (NEW.property_id, NEW.series) IS DISTINCT FROM (OLD.property_id, OLD.series) THEN
    RAISE EXCEPTION 'receipt numbers only move on by one' USING ERRCODE = 'ZL010';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipt_series_moves BEFORE INSERT OR UPDATE OR DELETE ON receipt_series
  FOR EACH ROW EXECUTE FUNCTION receipt_series_moves();
