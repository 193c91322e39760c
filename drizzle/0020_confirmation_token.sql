ALTER TABLE "reservations" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_confirmation_token_key" ON "reservations" USING btree ("confirmation_token");