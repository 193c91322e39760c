CREATE TABLE "expected_arrivals" (
	"property_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"arrival_time" text NOT NULL,
	"given_via" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expected_arrivals_property_id_reservation_id_pk" PRIMARY KEY("property_id","reservation_id"),
	CONSTRAINT "expected_arrivals_time" CHECK ("expected_arrivals"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "expected_arrivals_via" CHECK ("expected_arrivals"."given_via" in ('desk', 'link'))
);
--> statement-breakpoint
CREATE TABLE "registration_id_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_id_photos_size" CHECK ("registration_id_photos"."size_bytes" between 1 and 10485760),
	CONSTRAINT "registration_id_photos_sha256" CHECK ("registration_id_photos"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "registration_id_photos_via" CHECK ("registration_id_photos"."uploaded_via" in ('desk', 'link'))
);
--> statement-breakpoint
CREATE TABLE "registration_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'registration' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_links_token_hash" CHECK ("registration_links"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "registration_links_purpose" CHECK ("registration_links"."purpose" = 'registration'),
	CONSTRAINT "registration_links_attempts" CHECK ("registration_links"."failed_attempts" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "registration_link_for" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registration_list_fields" text[] DEFAULT '{full_name,nationality,date_of_birth,id_type,id_number,id_expiry,residence_country,room,arrival,departure,booking_reference}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "expected_arrivals" ADD CONSTRAINT "expected_arrivals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_arrivals" ADD CONSTRAINT "expected_arrivals_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_id_photos" ADD CONSTRAINT "registration_id_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_id_photos" ADD CONSTRAINT "registration_id_photos_registration_fk" FOREIGN KEY ("property_id","registration_id") REFERENCES "public"."guest_registrations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_reservation_fk" FOREIGN KEY ("property_id","reservation_id") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_id_photos_storage_key" ON "registration_id_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "registration_id_photos_registration_idx" ON "registration_id_photos" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_links_token_hash_key" ON "registration_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_links_live_key" ON "registration_links" USING btree ("reservation_id") WHERE "registration_links"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_registration_link_fk" FOREIGN KEY ("property_id","registration_link_for") REFERENCES "public"."reservations"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_registration_list_fields" CHECK (cardinality("properties"."registration_list_fields") between 1 and 20 AND "properties"."registration_list_fields" <@ '{full_name,nationality,date_of_birth,id_type,id_number,id_expiry,residence_country,room,arrival,departure,booking_reference,signed_at}'::text[]);--> statement-breakpoint
-- Registration links and ID photos (decision 0086):
--   ZL021 a link's secret, stay, purpose or expiry changed, a revoked link brought back, its
--         wrong-name count changed other than by one more; a link removed other than with its
--         stay; a fifth photo of one guest's ID; a photo changed, or removed from a signed
--         registration other than by erasure or with its registration
CREATE FUNCTION registration_link_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() = 1 THEN
      RAISE EXCEPTION 'a registration link goes only with its stay' USING ERRCODE = 'ZL021';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.property_id, NEW.reservation_id, NEW.token_hash, NEW.purpose, NEW.expires_at, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.property_id, OLD.reservation_id, OLD.token_hash, OLD.purpose, OLD.expires_at, OLD.created_at)
     OR (OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
     OR NEW.failed_attempts NOT IN (OLD.failed_attempts, OLD.failed_attempts + 1) THEN
    RAISE EXCEPTION 'a registration link only counts wrong names and is revoked' USING ERRCODE = 'ZL021';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER registration_links_rules BEFORE UPDATE OR DELETE ON registration_links
  FOR EACH ROW EXECUTE FUNCTION registration_link_rules();
--> statement-breakpoint
CREATE FUNCTION registration_id_photo_rules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  signed timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'an ID photo is kept as it was taken' USING ERRCODE = 'ZL021';
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() = 1 AND coalesce(current_setting('zamalek.erasing', true), '') <> 'on' THEN
      SELECT g.signed_at INTO signed FROM guest_registrations g
      WHERE g.property_id = OLD.property_id AND g.id = OLD.registration_id;
      IF signed IS NOT NULL THEN
        RAISE EXCEPTION 'a signed registration keeps its ID photos' USING ERRCODE = 'ZL021';
      END IF;
    END IF;
    RETURN OLD;
  END IF;
  -- The registration's row is locked first: two uploads at once count each other.
  PERFORM 1 FROM guest_registrations g
  WHERE g.property_id = NEW.property_id AND g.id = NEW.registration_id FOR UPDATE;
  SELECT count(*) INTO taken FROM registration_id_photos p
  WHERE p.property_id = NEW.property_id AND p.registration_id = NEW.registration_id;
  IF taken >= 4 THEN
    RAISE EXCEPTION 'a guest''s ID has at most four photos' USING ERRCODE = 'ZL021';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER registration_id_photos_rules BEFORE INSERT OR UPDATE OR DELETE ON registration_id_photos
  FOR EACH ROW EXECUTE FUNCTION registration_id_photo_rules();
