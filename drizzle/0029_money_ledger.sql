CREATE TYPE "public"."folio_kind" AS ENUM('guest', 'company');--> statement-breakpoint
CREATE TYPE "public"."journal_kind" AS ENUM('charge', 'room_night', 'fee', 'payment', 'deposit', 'deposit_applied', 'security_deposit', 'security_returned', 'security_kept', 'refund', 'transfer', 'reversal', 'commission', 'commission_paid');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('receivable', 'deposits_held', 'security_deposits', 'room_revenue', 'extras_revenue', 'fee_revenue', 'taxes_payable', 'cash', 'card_terminal', 'bank', 'channel_clearing', 'currency_exchange', 'exchange_difference', 'channel_commission', 'commission_expense', 'commission_payable', 'owner_payable');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'card', 'bank_transfer', 'instapay', 'channel');--> statement-breakpoint
CREATE TABLE "business_days" (
	"property_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_days_property_id_business_date_pk" PRIMARY KEY("property_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" "folio_kind" DEFAULT 'guest' NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folios_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "folios_currency" CHECK ("folios"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "folios_payer_length" CHECK (char_length("folios"."payer") <= 120),
	CONSTRAINT "folios_closed" CHECK (("folios"."closed_at" IS NULL) = ("folios"."closed_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"property_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account" "ledger_account" NOT NULL,
	"folio_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"night" date,
	"code" text,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "journal_lines_property_id_journal_id_line_no_pk" PRIMARY KEY("property_id","journal_id","line_no"),
	CONSTRAINT "journal_lines_amount" CHECK ("journal_lines"."amount_minor" <> 0 AND abs("journal_lines"."amount_minor") <= 100000000000),
	CONSTRAINT "journal_lines_currency" CHECK ("journal_lines"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "journal_lines_line_no" CHECK ("journal_lines"."line_no" between 1 and 1000),
	CONSTRAINT "journal_lines_folio_accounts" CHECK (("journal_lines"."folio_id" IS NOT NULL) = ("journal_lines"."account" in ('receivable', 'deposits_held', 'security_deposits'))),
	CONSTRAINT "journal_lines_text_lengths" CHECK (char_length(coalesce("journal_lines"."code", '')) <= 60 AND char_length("journal_lines"."description") <= 200)
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"kind" "journal_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"reverses_journal_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "journals_idempotency_key" UNIQUE("property_id","idempotency_key"),
	CONSTRAINT "journals_reversed_once" UNIQUE("property_id","reverses_journal_id"),
	CONSTRAINT "journals_reversal" CHECK (("journals"."kind" = 'reversal') = ("journals"."reverses_journal_id" IS NOT NULL)),
	CONSTRAINT "journals_text_lengths" CHECK (char_length("journals"."idempotency_key") between 1 and 200 AND char_length("journals"."memo") <= 500)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"property_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"tendered_minor" bigint,
	"tendered_currency" text,
	"exchange_rate" numeric(12, 6),
	"reference" text,
	"card_last4" text,
	"approval_code" text,
	"received_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "payments_property_id_journal_id_pk" PRIMARY KEY("property_id","journal_id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_minor" > 0 AND "payments"."amount_minor" <= 100000000000),
	CONSTRAINT "payments_currency" CHECK ("payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_tendered" CHECK (("payments"."tendered_minor" IS NULL AND "payments"."tendered_currency" IS NULL AND "payments"."exchange_rate" IS NULL) OR ("payments"."tendered_minor" > 0 AND "payments"."tendered_currency" ~ '^[A-Z]{3}$' AND "payments"."tendered_currency" <> "payments"."currency" AND "payments"."exchange_rate" > 0)),
	CONSTRAINT "payments_card" CHECK (("payments"."method" = 'card') OR ("payments"."card_last4" IS NULL AND "payments"."approval_code" IS NULL)),
	CONSTRAINT "payments_card_last4" CHECK ("payments"."card_last4" IS NULL OR "payments"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payments_text_lengths" CHECK (char_length(coalesce("payments"."reference", '')) <= 100 AND char_length(coalesce("payments"."approval_code", '')) <= 20 AND char_length("payments"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "property_ledgers" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"open_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_journal_fk" FOREIGN KEY ("property_id","journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_folio_fk" FOREIGN KEY ("property_id","folio_id") REFERENCES "public"."folios"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reverses_fk" FOREIGN KEY ("property_id","reverses_journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_journal_fk" FOREIGN KEY ("property_id","journal_id") REFERENCES "public"."journals"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_ledgers" ADD CONSTRAINT "property_ledgers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folios_one_guest_folio" ON "folios" USING btree ("reservation_id") WHERE "folios"."kind" = 'guest';--> statement-breakpoint
CREATE INDEX "journal_lines_folio_idx" ON "journal_lines" USING btree ("property_id","folio_id") WHERE "journal_lines"."folio_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "journals_business_date_idx" ON "journals" USING btree ("property_id","business_date");