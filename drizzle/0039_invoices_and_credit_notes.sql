ALTER TABLE "receipt_series" DROP CONSTRAINT "receipt_series_series";--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_series";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "journal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "folio_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_folio_fk" FOREIGN KEY ("property_id","folio_id") REFERENCES "public"."folios"("property_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_folio_key" UNIQUE("property_id","folio_id");--> statement-breakpoint
ALTER TABLE "receipt_series" ADD CONSTRAINT "receipt_series_series" CHECK ("receipt_series"."series" in ('receipt', 'refund', 'invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_subject" CHECK (CASE WHEN "receipts"."series" = 'invoice' THEN "receipts"."folio_id" IS NOT NULL AND "receipts"."journal_id" IS NULL
          ELSE "receipts"."journal_id" IS NOT NULL AND "receipts"."folio_id" IS NULL END);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_series" CHECK ("receipts"."series" in ('receipt', 'refund', 'invoice', 'credit_note'));