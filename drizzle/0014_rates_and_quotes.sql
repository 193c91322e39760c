CREATE TABLE "price_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"percent" numeric(5, 2),
	"amount_cents" integer,
	"min_per_night_cents" integer,
	"max_per_night_cents" integer,
	"included" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_charges_kind" CHECK ("price_charges"."kind" in ('tax', 'fee')),
	CONSTRAINT "price_charges_basis" CHECK (("price_charges"."basis" = 'percent' AND "price_charges"."percent" between 0 and 100 AND "price_charges"."amount_cents" IS NULL) OR ("price_charges"."basis" in ('per_night', 'per_stay') AND "price_charges"."amount_cents" between 0 and 10000000 AND "price_charges"."percent" IS NULL AND "price_charges"."min_per_night_cents" IS NULL AND "price_charges"."max_per_night_cents" IS NULL)),
	CONSTRAINT "price_charges_limits" CHECK (coalesce("price_charges"."min_per_night_cents", 0) >= 0 AND coalesce("price_charges"."max_per_night_cents", 0) <= 10000000 AND ("price_charges"."min_per_night_cents" IS NULL OR "price_charges"."max_per_night_cents" IS NULL OR "price_charges"."max_per_night_cents" >= "price_charges"."min_per_night_cents")),
	CONSTRAINT "price_charges_name" CHECK (char_length("price_charges"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "rate_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit_type" text NOT NULL,
	"unit_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_cents" integer NOT NULL,
	"weekend_cents" integer,
	"min_stay" integer,
	"max_stay" integer,
	"closed_to_arrival" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"closed_to_departure" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_seasons_dates" CHECK ("rate_seasons"."end_date" >= "rate_seasons"."start_date"),
	CONSTRAINT "rate_seasons_rates" CHECK ("rate_seasons"."nightly_cents" > 0 AND "rate_seasons"."nightly_cents" <= 10000000 AND ("rate_seasons"."weekend_cents" IS NULL OR ("rate_seasons"."weekend_cents" > 0 AND "rate_seasons"."weekend_cents" <= 10000000))),
	CONSTRAINT "rate_seasons_stay_limits" CHECK (("rate_seasons"."min_stay" IS NULL OR "rate_seasons"."min_stay" between 1 and 365) AND ("rate_seasons"."max_stay" IS NULL OR "rate_seasons"."max_stay" between 1 and 365) AND ("rate_seasons"."min_stay" IS NULL OR "rate_seasons"."max_stay" IS NULL OR "rate_seasons"."max_stay" >= "rate_seasons"."min_stay")),
	CONSTRAINT "rate_seasons_weekdays" CHECK ("rate_seasons"."closed_to_arrival" <@ '{0,1,2,3,4,5,6}'::integer[] AND "rate_seasons"."closed_to_departure" <@ '{0,1,2,3,4,5,6}'::integer[]),
	CONSTRAINT "rate_seasons_name" CHECK (char_length("rate_seasons"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "unit_type_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_type" text NOT NULL,
	"weekly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"monthly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"base_occupancy" integer,
	"extra_guest_cents" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_type_pricing_values" CHECK ("unit_type_pricing"."weekly_discount_percent" between 0 and 100 AND "unit_type_pricing"."monthly_discount_percent" between 0 and 100 AND ("unit_type_pricing"."base_occupancy" IS NULL OR "unit_type_pricing"."base_occupancy" between 1 and 20) AND "unit_type_pricing"."extra_guest_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "weekend_nights" integer[] DEFAULT '{4,5}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "egp_per_usd" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "property_settings" ADD COLUMN "egp_rate_on" date;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "price_quote" jsonb;--> statement-breakpoint
ALTER TABLE "price_charges" ADD CONSTRAINT "price_charges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type_pricing" ADD CONSTRAINT "unit_type_pricing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_seasons_type_dates_idx" ON "rate_seasons" USING btree ("unit_type","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_type_pricing_unit_type_key" ON "unit_type_pricing" USING btree ("unit_type");--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_pricing" CHECK ("property_settings"."weekend_nights" <@ '{0,1,2,3,4,5,6}'::integer[] AND ("property_settings"."egp_per_usd" IS NULL OR "property_settings"."egp_per_usd" > 0));--> statement-breakpoint
-- hand-written below
-- Open rate calendars, settings pages and booking wizards refresh when prices change.
CREATE TRIGGER rate_seasons_notify AFTER INSERT OR UPDATE OR DELETE ON "rate_seasons"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
CREATE TRIGGER unit_type_pricing_notify AFTER INSERT OR UPDATE OR DELETE ON "unit_type_pricing"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
CREATE TRIGGER price_charges_notify AFTER INSERT OR UPDATE OR DELETE ON "price_charges"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
