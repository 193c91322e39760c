-- Disabling or enabling an account refreshes User Management on every instance.
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
