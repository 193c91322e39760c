-- A sales source's commission is owed until paid, and never paid beyond what it earned
-- (decision 0076). Refusals, each with its SQLSTATE:
--   ZL011 a commission line names no source, or a payout pays a source more than it is owed
--
-- Checked when the transaction commits (a payout's journal is written line by line), under a lock
-- per property and source, so two payouts at once are counted one after the other. A correction
-- of a night already paid for may leave the source owing it back; only payouts are held to it.
CREATE FUNCTION ledger_commission_owed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owed bigint;
  kind journal_kind;
BEGIN
  IF NEW.code IS NULL THEN
    RAISE EXCEPTION 'a commission line names its source' USING ERRCODE = 'ZL011';
  END IF;
  SELECT j.kind INTO kind FROM journals j WHERE j.property_id = NEW.property_id AND j.id = NEW.journal_id;
  IF kind IS DISTINCT FROM 'commission_paid' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('commission:' || NEW.property_id || ':' || NEW.code, 0));
  SELECT -coalesce(sum(amount_minor), 0) INTO owed FROM journal_lines
  WHERE property_id = NEW.property_id AND account = 'commission_payable' AND code = NEW.code
    AND currency = NEW.currency;
  IF owed < 0 THEN
    RAISE EXCEPTION 'commission paid to % beyond what it is owed', NEW.code USING ERRCODE = 'ZL011';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_commission_owed AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.account = 'commission_payable')
  EXECUTE FUNCTION ledger_commission_owed();
--> statement-breakpoint
CREATE INDEX journal_lines_commission_payable_idx ON journal_lines (property_id, code, currency)
  INCLUDE (amount_minor) WHERE account = 'commission_payable';
