-- What the reservation list's search reads (search_text, behind its trigram index), kept by the
-- database for every writer: the reference, the guest names folded to plain letters (Müller is
-- found as "muller" and, the German way, as "mueller"), the contact e-mail and the phone's digits.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    replace(lower(coalesce(value, '')), 'ß', 'ss'),
    'àáâãäåāăąçćĉčďđèéêëēĕėęěğĝģĥìíîïĩīĭįıĵķĺļľłñńņňòóôõöøōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž',
    'aaaaaaaaaccccddeeeeeeeeeggghiiiiiiiiijkllllnnnnooooooooorrrssssttuuuuuuuuuuwyyyzzz'
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold_german(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_fold(
    replace(replace(replace(replace(lower(coalesce(value, '')), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservations_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  names text := array_to_string(NEW.guest_names, ' ');
BEGIN
  NEW.search_text := concat_ws(' ',
    lower(NEW.booking_reference),
    search_fold(names),
    CASE WHEN search_fold_german(names) <> search_fold(names) THEN search_fold_german(names) END,
    lower(NEW.contact_email),
    nullif(regexp_replace(coalesce(NEW.contact_phone, ''), '[^0-9]', '', 'g'), '')
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reservations_search_text
  BEFORE INSERT OR UPDATE OF booking_reference, guest_names, contact_email, contact_phone
  ON reservations FOR EACH ROW EXECUTE FUNCTION reservations_search_text();--> statement-breakpoint
UPDATE reservations SET guest_names = guest_names;
