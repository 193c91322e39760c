ALTER TYPE "public"."journal_kind" ADD VALUE 'owner_share';--> statement-breakpoint
ALTER TYPE "public"."journal_kind" ADD VALUE 'owner_payout';--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'owner_share';--> statement-breakpoint
CREATE TABLE "landlords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlords_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "landlords_name" CHECK (char_length(btrim("landlords"."name")) between 1 and 120),
	CONSTRAINT "landlords_email" CHECK ("landlords"."email" IS NULL OR char_length("landlords"."email") <= 254),
	CONSTRAINT "landlords_language" CHECK ("landlords"."language" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "owner_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"share_bp" integer NOT NULL,
	"basis" text NOT NULL,
	"management_fee_bp" integer DEFAULT 0 NOT NULL,
	"recognition" text DEFAULT 'night' NOT NULL,
	"owner_pays" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_agreements_from_key" UNIQUE("landlord_id","effective_from"),
	CONSTRAINT "owner_agreements_share" CHECK ("owner_agreements"."share_bp" between 0 and 10000),
	CONSTRAINT "owner_agreements_fee" CHECK ("owner_agreements"."management_fee_bp" between 0 and "owner_agreements"."share_bp"),
	CONSTRAINT "owner_agreements_basis" CHECK ("owner_agreements"."basis" in ('gross', 'net')),
	CONSTRAINT "owner_agreements_recognition" CHECK ("owner_agreements"."recognition" in ('night', 'check_in', 'check_out')),
	CONSTRAINT "owner_agreements_owner_pays" CHECK ("owner_agreements"."owner_pays" <@ array['maintenance', 'utilities', 'cleaning', 'furnishing', 'other']::text[])
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"month" date NOT NULL,
	"number" integer NOT NULL,
	"ledger_cutoff" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"share_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"journal_id" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statements_month_key" UNIQUE("landlord_id","month"),
	CONSTRAINT "owner_statements_number_key" UNIQUE("landlord_id","number"),
	CONSTRAINT "owner_statements_month" CHECK (extract(day from "owner_statements"."month") = 1),
	CONSTRAINT "owner_statements_number" CHECK ("owner_statements"."number" >= 1),
	CONSTRAINT "owner_statements_currency" CHECK ("owner_statements"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_agreements" ADD CONSTRAINT "owner_agreements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_agreements" ADD CONSTRAINT "owner_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_agreements" ADD CONSTRAINT "owner_agreements_landlord_fk" FOREIGN KEY ("property_id","landlord_id") REFERENCES "public"."landlords"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_landlord_fk" FOREIGN KEY ("property_id","landlord_id") REFERENCES "public"."landlords"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_journal_fk" FOREIGN KEY ("property_id","journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_landlord_fk" FOREIGN KEY ("property_id","landlord_id") REFERENCES "public"."landlords"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Landlords' agreements and statements (decision 0082). Refusals, each with its SQLSTATE:
--   ZL016 an agreement or statement is changed or removed, an agreement starts inside a period
--         already issued, or a statement is issued out of order or before its month is closed
--   ZL017 an owner line names no landlord of the property, or a payout pays a landlord more than
--         they are owed
CREATE FUNCTION owner_rows_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% are kept as they were written', TG_TABLE_NAME USING ERRCODE = 'ZL016';
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_agreements_keep BEFORE UPDATE OR DELETE ON owner_agreements
  FOR EACH ROW EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE TRIGGER owner_agreements_no_truncate BEFORE TRUNCATE ON owner_agreements
  FOR EACH STATEMENT EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE TRIGGER owner_statements_keep BEFORE UPDATE OR DELETE ON owner_statements
  FOR EACH ROW EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE TRIGGER owner_statements_no_truncate BEFORE TRUNCATE ON owner_statements
  FOR EACH STATEMENT EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE FUNCTION owner_agreement_after_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('landlord:' || NEW.landlord_id, 0));
  IF EXISTS (
    SELECT 1 FROM owner_statements
    WHERE landlord_id = NEW.landlord_id
      AND NEW.effective_from < (month + interval '1 month')::date
  ) THEN
    RAISE EXCEPTION 'an agreement never starts inside a period already issued'
      USING ERRCODE = 'ZL016';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_agreements_after_issued BEFORE INSERT ON owner_agreements
  FOR EACH ROW EXECUTE FUNCTION owner_agreement_after_issued();
--> statement-breakpoint
CREATE FUNCTION owner_statement_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  latest owner_statements;
  open_day date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('landlord:' || NEW.landlord_id, 0));
  SELECT l.open_day INTO open_day FROM property_ledgers l WHERE l.property_id = NEW.property_id;
  IF open_day IS NULL OR open_day < (NEW.month + interval '1 month')::date THEN
    RAISE EXCEPTION 'a month is issued once its business days are closed' USING ERRCODE = 'ZL016';
  END IF;
  SELECT * INTO latest FROM owner_statements
  WHERE landlord_id = NEW.landlord_id ORDER BY month DESC LIMIT 1;
  IF latest.id IS NULL THEN
    IF NEW.number <> 1 THEN
      RAISE EXCEPTION 'a landlord''s first statement is number 1' USING ERRCODE = 'ZL016';
    END IF;
  ELSIF NEW.month <> (latest.month + interval '1 month')::date OR NEW.number <> latest.number + 1
     OR NEW.ledger_cutoff < latest.ledger_cutoff THEN
    RAISE EXCEPTION 'statements are issued month after month' USING ERRCODE = 'ZL016';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_statements_in_order BEFORE INSERT ON owner_statements
  FOR EACH ROW EXECUTE FUNCTION owner_statement_in_order();
--> statement-breakpoint
CREATE FUNCTION ledger_owner_owed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owed bigint;
  kind journal_kind;
BEGIN
  IF NEW.code IS NULL OR NOT EXISTS (
    SELECT 1 FROM landlords WHERE property_id = NEW.property_id AND id::text = NEW.code
  ) THEN
    RAISE EXCEPTION 'an owner line names a landlord of its property' USING ERRCODE = 'ZL017';
  END IF;
  SELECT j.kind INTO kind FROM journals j WHERE j.property_id = NEW.property_id AND j.id = NEW.journal_id;
  IF kind IS DISTINCT FROM 'owner_payout' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('owner:' || NEW.property_id || ':' || NEW.code, 0));
  SELECT -coalesce(sum(amount_minor), 0) INTO owed FROM journal_lines
  WHERE property_id = NEW.property_id AND account = 'owner_payable' AND code = NEW.code
    AND currency = NEW.currency;
  IF owed < 0 THEN
    RAISE EXCEPTION 'a landlord paid beyond what they are owed' USING ERRCODE = 'ZL017';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_owner_owed AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.account = 'owner_payable')
  EXECUTE FUNCTION ledger_owner_owed();
--> statement-breakpoint
CREATE INDEX journal_lines_owner_payable_idx ON journal_lines (property_id, code, currency)
  INCLUDE (amount_minor) WHERE account = 'owner_payable';
--> statement-breakpoint
-- A correction of a night keeps the room it was charged in (owner statements read it).
CREATE OR REPLACE FUNCTION ledger_reversal_mirrors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1
    FROM (SELECT * FROM journal_lines
          WHERE property_id = NEW.property_id AND journal_id = NEW.reverses_journal_id) original
    FULL JOIN (SELECT * FROM journal_lines
               WHERE property_id = NEW.property_id AND journal_id = NEW.id) reversal
      ON reversal.line_no = original.line_no
    WHERE original.line_no IS NULL OR reversal.line_no IS NULL
       OR reversal.account <> original.account
       OR reversal.folio_id IS DISTINCT FROM original.folio_id
       OR reversal.currency <> original.currency
       OR reversal.amount_minor <> -original.amount_minor
       OR reversal.night IS DISTINCT FROM original.night
       OR reversal.code IS DISTINCT FROM original.code
       OR reversal.unit_id IS DISTINCT FROM original.unit_id
  ) THEN
    RAISE EXCEPTION 'reversal % does not mirror journal %', NEW.id, NEW.reverses_journal_id
      USING ERRCODE = 'ZL005';
  END IF;
  RETURN NULL;
END $$;
