DROP INDEX "unit_holds_dates_idx";--> statement-breakpoint
CREATE INDEX "reservations_stay_range_idx" ON "reservations" USING gist (daterange("check_in_date", "check_out_date", '[)'));--> statement-breakpoint
CREATE INDEX "unit_holds_range_idx" ON "unit_holds" USING gist (daterange("from_date", "to_date", '[)'));