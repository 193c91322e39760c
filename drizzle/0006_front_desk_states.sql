ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_out_by" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: before this migration nobody recorded arrivals, and the old rules showed stays under way
-- as In-House and past stays as Checked-Out. Keep that picture (dates read in the demo's and the
-- default property's zone, Africa/Cairo): past stays were checked in at 15:00 on arrival day and out
-- at 12:00 on departure day; stays under way (arrived before today) are in house. Today's arrivals
-- stay confirmed: they are Due In. Nobody is recorded as having done it (checked_*_by stays null).
UPDATE "reservations" SET
  "status" = 'checked_out',
  "checked_in_at" = ("check_in_date" + time '15:00') AT TIME ZONE 'Africa/Cairo',
  "checked_out_at" = ("check_out_date" + time '12:00') AT TIME ZONE 'Africa/Cairo'
WHERE "status" = 'confirmed' AND "check_out_date" <= (now() AT TIME ZONE 'Africa/Cairo')::date;--> statement-breakpoint
UPDATE "reservations" SET
  "status" = 'checked_in',
  "checked_in_at" = ("check_in_date" + time '15:00') AT TIME ZONE 'Africa/Cairo'
WHERE "status" = 'confirmed' AND "check_in_date" < (now() AT TIME ZONE 'Africa/Cairo')::date;--> statement-breakpoint
UPDATE "reservations" SET "checked_in_at" = ("check_in_date" + time '15:00') AT TIME ZONE 'Africa/Cairo'
WHERE "status" IN ('checked_in', 'checked_out') AND "checked_in_at" IS NULL;--> statement-breakpoint
UPDATE "reservations" SET "checked_out_at" = ("check_out_date" + time '12:00') AT TIME ZONE 'Africa/Cairo'
WHERE "status" = 'checked_out' AND "checked_out_at" IS NULL;
