CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "property_name" text DEFAULT 'Zamalek Suites' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "check_out_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "pre_arrival_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "digest_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_check_in_time" CHECK ("property_settings"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_check_out_time" CHECK ("property_settings"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_digest_hour" CHECK ("property_settings"."digest_hour" between 0 and 23);--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_text_lengths" CHECK (char_length("property_settings"."property_name") between 1 and 100 AND char_length("property_settings"."address") <= 300 AND char_length("property_settings"."phone") <= 40 AND char_length("property_settings"."pre_arrival_instructions") <= 2000);--> statement-breakpoint
-- The job queue (pg-boss) keeps its own tables in the "pgboss" schema and creates and migrates
-- them itself at start-up, under its own advisory lock; job_runs is this application's record of
-- what a scheduled job has done once (a stay's pre-arrival mail, a day's digest).
COMMENT ON TABLE "job_runs" IS 'Once-only work of scheduled jobs: pre-arrival mail per stay, digest per day';
