DROP INDEX "reservations_created_at_idx";--> statement-breakpoint
DROP INDEX "reservations_check_in_idx";--> statement-breakpoint
DROP INDEX "reservations_check_out_idx";--> statement-breakpoint
DROP INDEX "reservations_first_guest_idx";--> statement-breakpoint
DROP INDEX "reservations_status_idx";--> statement-breakpoint
CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("property_id","check_in_date");--> statement-breakpoint
CREATE INDEX "reservations_check_out_idx" ON "reservations" USING btree ("property_id","check_out_date");--> statement-breakpoint
CREATE INDEX "reservations_first_guest_idx" ON "reservations" USING btree ("property_id",("guest_names"[1]));--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("property_id","status");