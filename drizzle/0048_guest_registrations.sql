CREATE TABLE "guest_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"guest_no" integer NOT NULL,
	"adult" boolean DEFAULT true NOT NULL,
	"full_name" text NOT NULL,
	"nationality" text,
	"date_of_birth" date,
	"id_type" text,
	"id_number" text,
	"id_expiry" date,
	"residence_country" text,
	"rules_version" integer,
	"signature_key" text,
	"signed_at" timestamp with time zone,
	"signed_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_registrations_guest_key" UNIQUE("reservation_id","guest_no"),
	CONSTRAINT "guest_registrations_property_id_key" UNIQUE("property_id","id"),
	CONSTRAINT "guest_registrations_guest_no" CHECK ("guest_registrations"."guest_no" between 1 and 50),
	CONSTRAINT "guest_registrations_full_name" CHECK (char_length(btrim("guest_registrations"."full_name")) between 1 and 120),
	CONSTRAINT "guest_registrations_id_type" CHECK ("guest_registrations"."id_type" is null or "guest_registrations"."id_type" in ('passport', 'national_id', 'residence_permit', 'driving_licence')),
	CONSTRAINT "guest_registrations_texts" CHECK (coalesce(char_length("guest_registrations"."nationality"), 0) <= 60 AND coalesce(char_length("guest_registrations"."id_number"), 0) <= 40 AND coalesce(char_length("guest_registrations"."residence_country"), 0) <= 60),
	CONSTRAINT "guest_registrations_signed" CHECK (num_nonnulls("guest_registrations"."rules_version", "guest_registrations"."signature_key", "guest_registrations"."signed_at", "guest_registrations"."signed_via") in (0, 4)),
	CONSTRAINT "guest_registrations_signed_via" CHECK ("guest_registrations"."signed_via" is null or "guest_registrations"."signed_via" in ('desk', 'link'))
);
--> statement-breakpoint
CREATE TABLE "house_rules_versions" (
	"property_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_ar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rules_versions_property_id_version_pk" PRIMARY KEY("property_id","version"),
	CONSTRAINT "house_rules_versions_version" CHECK ("house_rules_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "house_rules_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registration_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_rules_fk" FOREIGN KEY ("property_id","rules_version") REFERENCES "public"."house_rules_versions"("property_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rules_versions" ADD CONSTRAINT "house_rules_versions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_registrations_signature_key" ON "guest_registrations" USING btree ("signature_key");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_house_rules_ar" CHECK (char_length("properties"."house_rules_ar") <= 2000);--> statement-breakpoint
-- Guest registrations and the house rules they sign (decision 0085):
--   ZL020 a house rules version changed or removed; a registration for a guest the stay does
--         not have; one signed incomplete, or under a version that is not the property's latest;
--         a signed registration changed; a signed one removed other than by erasure or with its stay
CREATE FUNCTION house_rules_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'house rules versions are kept as they were written' USING ERRCODE = 'ZL020';
END $$;
--> statement-breakpoint
CREATE TRIGGER house_rules_versions_keep BEFORE UPDATE OR DELETE ON house_rules_versions
  FOR EACH ROW EXECUTE FUNCTION house_rules_keep();
--> statement-breakpoint
CREATE TRIGGER house_rules_versions_no_truncate BEFORE TRUNCATE ON house_rules_versions
  FOR EACH STATEMENT EXECUTE FUNCTION house_rules_keep();
--> statement-breakpoint
CREATE FUNCTION house_rules_new_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The property's row is locked by its own write: two changes at once get two versions.
  INSERT INTO house_rules_versions (property_id, version, text_en, text_ar)
  SELECT NEW.id, coalesce(max(v.version), 0) + 1, NEW.house_rules, NEW.house_rules_ar
  FROM house_rules_versions v WHERE v.property_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_house_rules_first AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION house_rules_new_version();
--> statement-breakpoint
CREATE TRIGGER properties_house_rules_changed AFTER UPDATE OF house_rules, house_rules_ar ON properties
  FOR EACH ROW
  WHEN (OLD.house_rules IS DISTINCT FROM NEW.house_rules OR OLD.house_rules_ar IS DISTINCT FROM NEW.house_rules_ar)
  EXECUTE FUNCTION house_rules_new_version();
--> statement-breakpoint
INSERT INTO house_rules_versions (property_id, version, text_en, text_ar)
SELECT id, 1, house_rules, house_rules_ar FROM properties;
--> statement-breakpoint
CREATE FUNCTION guest_registration_rules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  guests integer;
  latest integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.signed_at IS NOT NULL AND pg_trigger_depth() = 1
       AND coalesce(current_setting('zamalek.erasing', true), '') <> 'on' THEN
      RAISE EXCEPTION 'a signed registration is removed only by erasure' USING ERRCODE = 'ZL020';
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.signed_at IS NOT NULL THEN
    IF (NEW.property_id, NEW.reservation_id, NEW.guest_no, NEW.adult, NEW.full_name, NEW.nationality,
        NEW.date_of_birth, NEW.id_type, NEW.id_number, NEW.id_expiry, NEW.residence_country,
        NEW.rules_version, NEW.signature_key, NEW.signed_at, NEW.signed_via)
       IS DISTINCT FROM
       (OLD.property_id, OLD.reservation_id, OLD.guest_no, OLD.adult, OLD.full_name, OLD.nationality,
        OLD.date_of_birth, OLD.id_type, OLD.id_number, OLD.id_expiry, OLD.residence_country,
        OLD.rules_version, OLD.signature_key, OLD.signed_at, OLD.signed_via) THEN
      RAISE EXCEPTION 'a signed registration is kept as signed' USING ERRCODE = 'ZL020';
    END IF;
    RETURN NEW;
  END IF;
  SELECT r.number_of_guests INTO guests FROM reservations r
  WHERE r.property_id = NEW.property_id AND r.id = NEW.reservation_id;
  IF guests IS NULL OR NEW.guest_no > guests THEN
    RAISE EXCEPTION 'the stay has no guest %', NEW.guest_no USING ERRCODE = 'ZL020';
  END IF;
  IF NEW.signed_at IS NOT NULL THEN
    IF NEW.date_of_birth IS NULL OR (NEW.adult AND (NEW.nationality IS NULL
        OR NEW.id_type IS NULL OR NEW.id_number IS NULL OR NEW.id_expiry IS NULL
        OR NEW.residence_country IS NULL)) THEN
      RAISE EXCEPTION 'only a complete registration is signed' USING ERRCODE = 'ZL020';
    END IF;
    SELECT max(v.version) INTO latest FROM house_rules_versions v WHERE v.property_id = NEW.property_id;
    IF NEW.rules_version IS DISTINCT FROM latest THEN
      RAISE EXCEPTION 'a guest signs the house rules in force' USING ERRCODE = 'ZL020';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER guest_registrations_rules BEFORE INSERT OR UPDATE OR DELETE ON guest_registrations
  FOR EACH ROW EXECUTE FUNCTION guest_registration_rules();
