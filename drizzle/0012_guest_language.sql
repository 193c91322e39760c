ALTER TABLE "reservations" ADD COLUMN "guest_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- hand-written below
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_language_check" CHECK ("guest_language" IN ('en', 'ar'));
