CREATE TYPE "public"."room_status" AS ENUM('clean', 'dirty', 'inspected', 'out_of_order');--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "room_status" "room_status" DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "room_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "room_status_by" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_room_status_by_users_id_fk" FOREIGN KEY ("room_status_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Rooms whose guests checked out today (the property's day, read in Africa/Cairo like 0006) are
-- dirty; every other room starts clean. Nobody is recorded as having set it. The units table's
-- NOTIFY trigger (0002) already announces every change of a room's status.
UPDATE "units" SET "room_status" = 'dirty'
WHERE EXISTS (
  SELECT 1 FROM "reservations" r
  WHERE r."unit_id" = "units"."id"
    AND r."status" = 'checked_out'
    AND r."check_out_date" = (now() AT TIME ZONE 'Africa/Cairo')::date
);
