-- Live refresh names the property of the row that changed, so each subscriber hears only its own
-- property's changes (and the organisation's: accounts and profiles have none). A property's own
-- row is its property.
CREATE OR REPLACE FUNCTION notify_app_change() RETURNS trigger AS $$
DECLARE
  changed jsonb;
  row_property text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  IF TG_TABLE_NAME = 'properties' THEN
    row_property := changed->>'id';
  ELSE
    row_property := changed->>'property_id';
  END IF;
  PERFORM pg_notify(
    'app_changes',
    json_build_object(
      'entity', TG_TABLE_NAME, 'id', changed->>'id', 'op', TG_OP, 'property', row_property
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
