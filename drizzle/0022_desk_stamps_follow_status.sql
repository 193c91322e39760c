-- The desk stamps follow the status (the stay lifecycle): stays from before the stamps existed,
-- or set in house by an older edit form, get the time of their last change as their stamp (who
-- did it stays unknown); expected and cancelled stays lose stamps an older edit form left.
UPDATE "reservations" SET "checked_in_at" = coalesce("checked_in_at", "updated_at")
  WHERE "status" IN ('checked_in', 'checked_out');--> statement-breakpoint
UPDATE "reservations" SET "checked_out_at" = greatest(coalesce("checked_out_at", "updated_at"), "checked_in_at")
  WHERE "status" = 'checked_out';--> statement-breakpoint
UPDATE "reservations" SET "checked_out_at" = NULL, "checked_out_by" = NULL
  WHERE "status" = 'checked_in' AND "checked_out_at" IS NOT NULL;--> statement-breakpoint
UPDATE "reservations" SET "checked_in_at" = NULL, "checked_in_by" = NULL, "checked_out_at" = NULL, "checked_out_by" = NULL
  WHERE "status" IN ('confirmed', 'cancelled')
    AND ("checked_in_at" IS NOT NULL OR "checked_out_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_desk_stamps" CHECK (CASE "reservations"."status"
        WHEN 'checked_in' THEN "reservations"."checked_in_at" IS NOT NULL AND "reservations"."checked_out_at" IS NULL
        WHEN 'checked_out' THEN "reservations"."checked_in_at" IS NOT NULL AND "reservations"."checked_out_at" IS NOT NULL
          AND "reservations"."checked_out_at" >= "reservations"."checked_in_at"
        ELSE "reservations"."checked_in_at" IS NULL AND "reservations"."checked_out_at" IS NULL
      END);
