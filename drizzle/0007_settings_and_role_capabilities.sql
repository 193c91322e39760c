CREATE TABLE "property_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"no_show_cutoff" text DEFAULT '12:00' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_settings_single_row" CHECK ("property_settings"."id" = 1),
	CONSTRAINT "property_settings_no_show_cutoff" CHECK ("property_settings"."no_show_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "role_capabilities" (
	"role" "app_role" NOT NULL,
	"capability" text NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_capabilities_role_capability_pk" PRIMARY KEY("role","capability")
);
--> statement-breakpoint
ALTER TABLE "property_settings" ADD CONSTRAINT "property_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_capabilities" ADD CONSTRAINT "role_capabilities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "property_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER property_settings_notify AFTER INSERT OR UPDATE ON "property_settings"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();--> statement-breakpoint
-- A role's permissions changed: the Settings page refreshes on every instance (app_changes, the
-- role as id), and every user holding the role has their open sockets re-checked (auth_changes,
-- the user id only), so a grant or withdrawal applies to streaming subscriptions at once.
CREATE OR REPLACE FUNCTION notify_role_capability_change() RETURNS trigger AS $$
DECLARE
  changed_role app_role;
  holder record;
BEGIN
  changed_role := COALESCE(NEW.role, OLD.role);
  PERFORM pg_notify(
    'app_changes',
    json_build_object('entity', TG_TABLE_NAME, 'id', changed_role::text, 'op', TG_OP)::text
  );
  FOR holder IN SELECT user_id FROM user_roles WHERE role = changed_role LOOP
    PERFORM pg_notify('auth_changes', holder.user_id::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER role_capabilities_notify AFTER INSERT OR UPDATE OR DELETE ON "role_capabilities"
  FOR EACH ROW EXECUTE FUNCTION notify_role_capability_change();
