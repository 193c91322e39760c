CREATE TABLE "folio_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"label_ar" text DEFAULT '' NOT NULL,
	"account" text NOT NULL,
	"default_amount_minor" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_extras_code_key" UNIQUE("property_id","code"),
	CONSTRAINT "folio_extras_code" CHECK ("folio_extras"."code" ~ '^[a-z0-9_]{1,40}$'),
	CONSTRAINT "folio_extras_labels" CHECK (char_length("folio_extras"."label") between 1 and 60 AND char_length("folio_extras"."label_ar") <= 60),
	CONSTRAINT "folio_extras_account" CHECK ("folio_extras"."account" in ('extras_revenue', 'room_revenue', 'cancellation_revenue')),
	CONSTRAINT "folio_extras_amount" CHECK ("folio_extras"."default_amount_minor" IS NULL OR "folio_extras"."default_amount_minor" between 1 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "folio_extras" ADD CONSTRAINT "folio_extras_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_extras" ADD CONSTRAINT "folio_extras_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What a property's folios take besides the nights (decision 0078). Refusals, with their SQLSTATE:
--   ZL012 an extra keeps its code and property, and is retired rather than removed
CREATE FUNCTION folio_extras_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'extras are retired, never removed' USING ERRCODE = 'ZL012';
  END IF;
  IF (NEW.property_id, NEW.code) IS DISTINCT FROM (OLD.property_id, OLD.code) THEN
    RAISE EXCEPTION 'an extra keeps its code' USING ERRCODE = 'ZL012';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER folio_extras_keep BEFORE UPDATE OR DELETE ON folio_extras
  FOR EACH ROW EXECUTE FUNCTION folio_extras_keep();
--> statement-breakpoint
CREATE TRIGGER folio_extras_notify AFTER INSERT OR UPDATE ON folio_extras
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
-- The usual list, for every property: those there are, and each one added after.
CREATE FUNCTION folio_extras_for_property(property uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO folio_extras (property_id, code, label, label_ar, account, position)
  VALUES
    (property, 'late_checkout', 'Late check-out', 'مغادرة متأخرة', 'extras_revenue', 1),
    (property, 'early_checkin', 'Early check-in', 'وصول مبكر', 'extras_revenue', 2),
    (property, 'extension', 'Extension', 'تمديد الإقامة', 'room_revenue', 3),
    (property, 'laundry', 'Laundry', 'غسيل الملابس', 'extras_revenue', 4),
    (property, 'airport_transfer', 'Airport transfer', 'توصيل من/إلى المطار', 'extras_revenue', 5),
    (property, 'minibar', 'Minibar', 'الميني بار', 'extras_revenue', 6),
    (property, 'damage', 'Damage', 'تلفيات', 'extras_revenue', 7),
    (property, 'lost_key', 'Lost key', 'فقدان المفتاح', 'extras_revenue', 8),
    (property, 'cancellation_fee', 'Cancellation fee', 'رسوم الإلغاء', 'cancellation_revenue', 9),
    (property, 'no_show_fee', 'No-show fee', 'رسوم عدم الحضور', 'cancellation_revenue', 10),
    (property, 'other', 'Other', 'أخرى', 'extras_revenue', 11)
  ON CONFLICT (property_id, code) DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION folio_extras_of_new_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM folio_extras_for_property(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_folio_extras AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION folio_extras_of_new_property();
--> statement-breakpoint
SELECT folio_extras_for_property(id) FROM properties;
