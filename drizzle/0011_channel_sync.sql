CREATE TYPE "public"."channel_kind" AS ENUM('booking_com', 'airbnb', 'other');--> statement-breakpoint
CREATE TABLE "channel_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "channel_events" (
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"reservation_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_events_feed_id_uid_pk" PRIMARY KEY("feed_id","uid")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"channel" "channel_kind" NOT NULL,
	"url" text NOT NULL,
	"interval_minutes" integer,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_feeds_interval" CHECK ("channel_feeds"."interval_minutes" IS NULL OR "channel_feeds"."interval_minutes" between 5 and 1440),
	CONSTRAINT "channel_feeds_url_length" CHECK (char_length("channel_feeds"."url") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "unit_export_tokens" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"token_sha256" text NOT NULL,
	"rotated_by" uuid,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "channel_sync_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ADD CONSTRAINT "unit_export_tokens_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_export_tokens" ADD CONSTRAINT "unit_export_tokens_rotated_by_users_id_fk" FOREIGN KEY ("rotated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_conflicts_open_key" ON "channel_conflicts" USING btree ("feed_id","uid","from_date","to_date") WHERE "channel_conflicts"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "channel_conflicts_feed_idx" ON "channel_conflicts" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "channel_events_reservation_idx" ON "channel_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "channel_feeds_unit_idx" ON "channel_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_export_tokens_sha256_key" ON "unit_export_tokens" USING btree ("token_sha256");--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_channel_sync_minutes" CHECK ("property_settings"."channel_sync_minutes" between 5 and 1440);--> statement-breakpoint
-- hand-written below
COMMENT ON COLUMN "channel_feeds"."url" IS 'Secret: the channel''s only access control. Shown to admins only, never logged';--> statement-breakpoint
COMMENT ON COLUMN "unit_export_tokens"."token" IS 'Secret: 256 random bits, base64url; looked up by token_sha256';
