DROP INDEX "reservations_check_in_idx";--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("property_id","check_in_date","id");