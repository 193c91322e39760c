-- The ledger's rules, kept by the database whichever statement writes (decision 0070). Each
-- refusal has its own SQLSTATE, which the server turns into a domain error:
--   ZL001 the folio is closed          ZL002 not the open business day
--   ZL003 a journal does not balance   ZL004 the ledger is append-only
--   ZL005 a reversal is not one        ZL006 a folio closes only at a zero balance
--   ZL007 business days close in order

-- 1. Append-only: journals, their lines, payments and closed days are never changed or removed.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % is never %d', TG_TABLE_NAME, lower(TG_OP)
    USING ERRCODE = 'ZL004';
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_append_only BEFORE UPDATE OR DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER business_days_append_only BEFORE UPDATE OR DELETE ON business_days
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journals_no_truncate BEFORE TRUNCATE ON journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint

-- 2. Every journal has lines, and they sum to zero in each currency, when its transaction commits.
CREATE FUNCTION ledger_journal_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off_currency text;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM journal_lines
    WHERE property_id = NEW.property_id AND journal_id = NEW.id
  ) THEN
    RAISE EXCEPTION 'journal % has no lines', NEW.id USING ERRCODE = 'ZL003';
  END IF;
  SELECT currency INTO off_currency FROM journal_lines
  WHERE property_id = NEW.property_id AND journal_id = NEW.id
  GROUP BY currency HAVING sum(amount_minor) <> 0
  LIMIT 1;
  IF off_currency IS NOT NULL THEN
    RAISE EXCEPTION 'journal % does not balance in %', NEW.id, off_currency USING ERRCODE = 'ZL003';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journals_balance AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_balances();
--> statement-breakpoint

-- Lines and payment details join only a journal of their own transaction (stamped with its start,
-- `now()`): a line added later to an old journal would change it after its check ran.
CREATE FUNCTION ledger_journal_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.created_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_stamp BEFORE INSERT ON journals
  FOR EACH ROW EXECUTE FUNCTION ledger_journal_stamp();
--> statement-breakpoint
CREATE FUNCTION ledger_joins_new_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM journals
    WHERE property_id = NEW.property_id AND id = NEW.journal_id AND created_at = now()
  ) THEN
    RAISE EXCEPTION '% are posted with their journal, never added later', TG_TABLE_NAME
      USING ERRCODE = 'ZL004';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_with_journal BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_joins_new_journal();
--> statement-breakpoint
CREATE TRIGGER payments_with_journal BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_joins_new_journal();
--> statement-breakpoint

-- 3. A reversal cancels one journal that is not itself a reversal (the unique key
-- journals_reversed_once allows one per journal), with exactly the negated lines.
CREATE FUNCTION ledger_reversal_target() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM journals
    WHERE property_id = NEW.property_id AND id = NEW.reverses_journal_id AND kind = 'reversal'
  ) THEN
    RAISE EXCEPTION 'a reversal is never reversed' USING ERRCODE = 'ZL005';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_reversal_target BEFORE INSERT ON journals
  FOR EACH ROW WHEN (NEW.reverses_journal_id IS NOT NULL)
  EXECUTE FUNCTION ledger_reversal_target();
--> statement-breakpoint
CREATE FUNCTION ledger_reversal_mirrors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1
    FROM (SELECT * FROM journal_lines
          WHERE property_id = NEW.property_id AND journal_id = NEW.reverses_journal_id) original
    FULL JOIN (SELECT * FROM journal_lines
               WHERE property_id = NEW.property_id AND journal_id = NEW.id) reversal
      ON reversal.line_no = original.line_no
    WHERE original.line_no IS NULL OR reversal.line_no IS NULL
       OR reversal.account <> original.account
       OR reversal.folio_id IS DISTINCT FROM original.folio_id
       OR reversal.currency <> original.currency
       OR reversal.amount_minor <> -original.amount_minor
       OR reversal.night IS DISTINCT FROM original.night
       OR reversal.code IS DISTINCT FROM original.code
  ) THEN
    RAISE EXCEPTION 'reversal % does not mirror journal %', NEW.id, NEW.reverses_journal_id
      USING ERRCODE = 'ZL005';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journals_reversal_mirrors AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.reverses_journal_id IS NOT NULL)
  EXECUTE FUNCTION ledger_reversal_mirrors();
--> statement-breakpoint

-- 4a. Journals post on the property's open business day. The share lock on its ledger row makes a
-- day close wait for postings under way, and postings after it see the next day.
CREATE FUNCTION ledger_open_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_day date;
BEGIN
  SELECT l.open_day INTO open_day FROM property_ledgers l
  WHERE l.property_id = NEW.property_id FOR SHARE;
  IF open_day IS DISTINCT FROM NEW.business_date THEN
    RAISE EXCEPTION 'business day % is not open at this property (open: %)',
      NEW.business_date, open_day USING ERRCODE = 'ZL002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_open_day BEFORE INSERT ON journals
  FOR EACH ROW EXECUTE FUNCTION ledger_open_day();
--> statement-breakpoint

-- 4b. Closing a day is inserting its business_days row: it must be the open day, which moves on
-- by one. The open day moves no other way.
CREATE FUNCTION ledger_close_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
BEGIN
  PERFORM set_config('ledger.closing_day', 'on', true);
  UPDATE property_ledgers SET open_day = open_day + 1
  WHERE property_id = NEW.property_id AND open_day = NEW.business_date;
  moved := FOUND;
  PERFORM set_config('ledger.closing_day', 'off', true);
  IF NOT moved THEN
    RAISE EXCEPTION 'only the open business day closes, one day at a time' USING ERRCODE = 'ZL007';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_days_close BEFORE INSERT ON business_days
  FOR EACH ROW EXECUTE FUNCTION ledger_close_day();
--> statement-breakpoint
CREATE FUNCTION ledger_open_day_moves_by_closing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.property_id <> OLD.property_id
     OR coalesce(current_setting('ledger.closing_day', true), 'off') <> 'on'
     OR NEW.open_day <> OLD.open_day + 1 THEN
    RAISE EXCEPTION 'the open business day moves only by closing it' USING ERRCODE = 'ZL007';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER property_ledgers_moves BEFORE UPDATE OR DELETE ON property_ledgers
  FOR EACH ROW EXECUTE FUNCTION ledger_open_day_moves_by_closing();
--> statement-breakpoint

-- Every property has its ledger from the day it is added: its open day is its own today.
CREATE FUNCTION ledger_for_new_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_ledgers (property_id, open_day)
  VALUES (NEW.id, (now() AT TIME ZONE NEW.time_zone)::date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_ledger AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION ledger_for_new_property();
--> statement-breakpoint
INSERT INTO property_ledgers (property_id, open_day)
SELECT id, (now() AT TIME ZONE time_zone)::date FROM properties;
--> statement-breakpoint

-- 4c. Nothing posts to a closed folio. The share lock makes a close wait for postings under way.
CREATE FUNCTION ledger_folio_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed timestamptz;
  folio_currency text;
BEGIN
  SELECT f.closed_at, f.currency INTO closed, folio_currency FROM folios f
  WHERE f.property_id = NEW.property_id AND f.id = NEW.folio_id FOR SHARE;
  IF NOT FOUND THEN
    RETURN NEW; -- Not this property's folio: its foreign key refuses the line.
  END IF;
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION 'folio % is closed', NEW.folio_id USING ERRCODE = 'ZL001';
  END IF;
  IF folio_currency IS DISTINCT FROM NEW.currency THEN
    RAISE EXCEPTION 'folio % is kept in %', NEW.folio_id, folio_currency USING ERRCODE = 'ZL003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_folio_open BEFORE INSERT ON journal_lines
  FOR EACH ROW WHEN (NEW.folio_id IS NOT NULL)
  EXECUTE FUNCTION ledger_folio_open();
--> statement-breakpoint

-- 6. A folio only closes, at a zero balance, and never reopens; nothing else about it changes.
CREATE FUNCTION ledger_folio_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'folios are never deleted' USING ERRCODE = 'ZL004';
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'folio % is closed', OLD.id USING ERRCODE = 'ZL001';
  END IF;
  IF (NEW.id, NEW.property_id, NEW.reservation_id, NEW.kind, NEW.currency, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.property_id, OLD.reservation_id, OLD.kind, OLD.currency, OLD.created_at) THEN
    RAISE EXCEPTION 'a folio keeps its stay, kind and currency' USING ERRCODE = 'ZL004';
  END IF;
  IF NEW.closed_at IS NOT NULL AND EXISTS (
    SELECT 1 FROM journal_lines
    WHERE property_id = OLD.property_id AND folio_id = OLD.id
    GROUP BY account HAVING sum(amount_minor) <> 0
  ) THEN
    RAISE EXCEPTION 'folio % has a balance', OLD.id USING ERRCODE = 'ZL006';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER folios_changes BEFORE UPDATE OR DELETE ON folios
  FOR EACH ROW EXECUTE FUNCTION ledger_folio_changes();
--> statement-breakpoint

-- 7. A folio's balance is derived from its lines, never stored.
CREATE VIEW folio_balances AS
SELECT f.property_id, f.id AS folio_id, f.currency,
  coalesce(sum(l.amount_minor) FILTER (WHERE l.account = 'receivable'), 0)::bigint AS balance_minor,
  coalesce(-sum(l.amount_minor) FILTER (WHERE l.account = 'deposits_held'), 0)::bigint AS deposits_minor,
  coalesce(-sum(l.amount_minor) FILTER (WHERE l.account = 'security_deposits'), 0)::bigint AS security_minor
FROM folios f
LEFT JOIN journal_lines l ON l.property_id = f.property_id AND l.folio_id = f.id
GROUP BY f.property_id, f.id, f.currency;
--> statement-breakpoint

-- Live refresh: other screens showing a stay's folio hear of a posting or a close.
CREATE TRIGGER journals_notify AFTER INSERT ON journals
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER folios_notify AFTER INSERT OR UPDATE ON folios
  FOR EACH ROW EXECUTE FUNCTION notify_app_change();
