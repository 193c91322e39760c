ALTER TYPE "public"."journal_kind" ADD VALUE 'owner_expense';--> statement-breakpoint
CREATE TABLE "owner_expenses" (
	"property_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"unit_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"receipt_key" text NOT NULL,
	"receipt_mime" text NOT NULL,
	"receipt_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_expenses_property_id_journal_id_pk" PRIMARY KEY("property_id","journal_id"),
	CONSTRAINT "owner_expenses_kind" CHECK ("owner_expenses"."kind" in ('maintenance', 'utilities', 'cleaning', 'furnishing', 'other')),
	CONSTRAINT "owner_expenses_description" CHECK (char_length(btrim("owner_expenses"."description")) between 1 and 200),
	CONSTRAINT "owner_expenses_receipt" CHECK ("owner_expenses"."receipt_bytes" > 0 AND char_length("owner_expenses"."receipt_mime") <= 100)
);
--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_journal_fk" FOREIGN KEY ("property_id","journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_landlord_fk" FOREIGN KEY ("property_id","landlord_id") REFERENCES "public"."landlords"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_unit_fk" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."units"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_expenses_receipt_key" ON "owner_expenses" USING btree ("receipt_key");--> statement-breakpoint
-- A landlord's expenses (decision 0082) are kept as written, and only of a kind they pay:
--   ZL018 an expense of a kind the landlord's terms on its day leave to the operator, or not
--         posted as an owner expense
CREATE TRIGGER owner_expenses_keep BEFORE UPDATE OR DELETE ON owner_expenses
  FOR EACH ROW EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE TRIGGER owner_expenses_no_truncate BEFORE TRUNCATE ON owner_expenses
  FOR EACH STATEMENT EXECUTE FUNCTION owner_rows_keep();
--> statement-breakpoint
CREATE FUNCTION owner_expense_paid_by_landlord() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  posted journals;
  pays text[];
BEGIN
  SELECT * INTO posted FROM journals WHERE property_id = NEW.property_id AND id = NEW.journal_id;
  IF posted.kind IS DISTINCT FROM 'owner_expense' THEN
    RAISE EXCEPTION 'an expense is posted as an owner expense' USING ERRCODE = 'ZL018';
  END IF;
  SELECT a.owner_pays INTO pays FROM owner_agreements a
  WHERE a.landlord_id = NEW.landlord_id AND a.effective_from <= posted.business_date
  ORDER BY a.effective_from DESC LIMIT 1;
  IF pays IS NULL OR NOT NEW.kind = ANY (pays) THEN
    RAISE EXCEPTION 'the landlord does not pay % expenses', NEW.kind USING ERRCODE = 'ZL018';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER owner_expenses_paid_by_landlord BEFORE INSERT ON owner_expenses
  FOR EACH ROW EXECUTE FUNCTION owner_expense_paid_by_landlord();
