ALTER TABLE "reservations" ALTER COLUMN "price_per_night_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "total_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "commission_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "net_revenue_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sales_source" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key_key" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sales_source_key" ON "users" USING btree (lower("sales_source"));--> statement-breakpoint
-- Open WebSockets re-check their session when its user's authority changes: sign-out (a session
-- row deleted), disable (users updated) or a role change. The payload is the user id only; equal
-- payloads in one transaction are delivered once.
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := COALESCE(NEW.id, OLD.id)::text;
  ELSIF TG_OP = 'DELETE' THEN
    changed_user := OLD.user_id::text;
  ELSE
    changed_user := NEW.user_id::text;
  END IF;
  PERFORM pg_notify('auth_changes', changed_user);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();--> statement-breakpoint
CREATE TRIGGER user_roles_auth_notify AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
