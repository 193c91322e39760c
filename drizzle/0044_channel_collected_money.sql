-- Money a channel collected from the guest (decision 0081) is posted by the channel's booking
-- revisions under the idempotency key 'ota:<stay>:<revision>', and changes only through them:
--   ZL015 a journal of money a channel collected is not corrected by hand
CREATE FUNCTION ledger_channel_money_not_reversed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM journals
    WHERE property_id = NEW.property_id AND id = NEW.reverses_journal_id
      AND starts_with(idempotency_key, 'ota:')
  ) THEN
    RAISE EXCEPTION 'money a channel collected changes only through the channel''s revisions'
      USING ERRCODE = 'ZL015';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_channel_money_not_reversed BEFORE INSERT ON journals
  FOR EACH ROW WHEN (NEW.reverses_journal_id IS NOT NULL)
  EXECUTE FUNCTION ledger_channel_money_not_reversed();
--> statement-breakpoint
-- ... and is posted with the channel as its method, by nobody at the desk.
CREATE FUNCTION ledger_channel_money_method() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM journals
    WHERE property_id = NEW.property_id AND id = NEW.journal_id
      AND starts_with(idempotency_key, 'ota:')
  ) AND (NEW.method <> 'channel' OR NEW.received_by IS NOT NULL) THEN
    RAISE EXCEPTION 'money a channel collected is received by the channel' USING ERRCODE = 'ZL015';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_channel_money_method BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_channel_money_method();
