CREATE TABLE "room_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"description" text NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"hold_id" uuid,
	CONSTRAINT "room_problems_description_length" CHECK (char_length(btrim("room_problems"."description")) between 1 and 200),
	CONSTRAINT "room_problems_outcome" CHECK ("room_problems"."outcome" in ('out_of_order', 'dismissed')),
	CONSTRAINT "room_problems_closed_with_outcome" CHECK (("room_problems"."closed_at" is null) = ("room_problems"."outcome" is null)),
	CONSTRAINT "room_problems_hold_only_out_of_order" CHECK ("room_problems"."hold_id" is null or "room_problems"."outcome" = 'out_of_order')
);
--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_problems" ADD CONSTRAINT "room_problems_hold_id_unit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."unit_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_problems_one_open_per_unit" ON "room_problems" USING btree ("unit_id") WHERE "room_problems"."closed_at" is null;--> statement-breakpoint
-- A report filed, taken up or dismissed: the housekeeping boards follow live (no text travels,
-- only the row's id).
CREATE TRIGGER room_problems_notify AFTER INSERT OR UPDATE OR DELETE ON "room_problems"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
