-- Two parties checked in to one room could be written before this rule: say which, rather than
-- choose for the operator whose guests have left.
DO $$
DECLARE
  clash text;
BEGIN
  SELECT string_agg(room, '; ') INTO clash FROM (
    SELECT coalesce(u.name, r.unit_id::text) || ': ' || string_agg(r.booking_reference, ', ') AS room
    FROM reservations r LEFT JOIN units u ON u.id = r.unit_id
    WHERE r.status = 'checked_in' AND r.unit_id IS NOT NULL
    GROUP BY r.unit_id, u.name
    HAVING count(*) > 1
  ) rooms;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'More than one stay is checked in to one room (%). Check out the guests who have left, then start the server again.', clash;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_in_house_per_unit" ON "reservations" USING btree ("unit_id") WHERE "reservations"."status" = 'checked_in';
