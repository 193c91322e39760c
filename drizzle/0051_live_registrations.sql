-- Registrations and their ID photos are live (decision 0086): the desk's open reservation and the
-- Registrations page refresh when a guest registers, signs or adds a photo from the link. The
-- notice names the row and its property only.
CREATE TRIGGER guest_registrations_notify AFTER INSERT OR UPDATE OR DELETE ON guest_registrations
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER registration_id_photos_notify AFTER INSERT OR DELETE ON registration_id_photos
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
