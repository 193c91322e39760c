DROP INDEX "reservations_created_at_idx";--> statement-breakpoint
CREATE INDEX "reservations_unit_id_idx" ON "reservations" USING btree ("unit_id","id");--> statement-breakpoint
CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);