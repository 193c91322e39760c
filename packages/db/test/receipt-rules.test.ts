import { openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStay, insertUnit, queryRows, sqlState } from './helpers';

/**
 * Receipts (decision 0073), tried directly in SQL: the database numbers each series of each
 * property without gaps, whatever number an insert names, and never changes a receipt.
 */
describe.each(testDrivers)('receipt rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';
  let stay = '';
  let journalCounter = 0;

  const db = () => database.client.db;
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'written',
      (error: unknown) => sqlState(error) ?? String(error),
    );
  const write = (statement: SQL) => outcome(db().execute(statement));
  const newJournal = async () => {
    journalCounter += 1;
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`with j as (
            insert into journals (property_id, business_date, kind, idempotency_key)
            select ${property}, open_day, 'payment', ${`receipt:${journalCounter}`}
            from property_ledgers where property_id = ${property} returning id, property_id)
          , l as (
            insert into journal_lines (property_id, journal_id, line_no, account, amount_minor, currency)
            select property_id, id, n, (case n when 1 then 'bank' else 'extras_revenue' end)::ledger_account,
                   case n when 1 then 100 else -100 end, 'USD'
            from j, generate_series(1, 2) n returning journal_id)
          select id from j`,
    );
    if (!row) throw new Error('no journal');
    return row.id;
  };
  const receipt = (journal: string, named = 77, series = 'receipt') =>
    sql`insert into receipts (property_id, series, number, journal_id, reservation_id, language, document)
        values (${property}, ${series}, ${named}, ${journal}, ${stay}, 'en', '{}'::jsonb)
        returning number`;
  const numbers = async (series = 'receipt') =>
    (
      await queryRows<{ number: number }>(
        db(),
        sql`select number from receipts where property_id = ${property} and series = ${series} order by number`,
      )
    ).map((row) => row.number);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`select id from properties where slug = 'zamalek'`,
    );
    property = row?.id ?? '';
    const unit = await insertUnit(db(), 'RC-1');
    const [created] = await insertStay(db(), unit, '2027-02-01', '2027-02-03');
    stay = created?.id ?? '';
  });
  afterAll(() => database.dispose());

  it('numbers each series from 1 without gaps, whatever number the insert names', async () => {
    expect(await write(receipt(await newJournal(), 77))).toBe('written');
    expect(await write(receipt(await newJournal(), 1))).toBe('written');
    expect(await write(receipt(await newJournal(), 1, 'refund'))).toBe('written');
    expect(await numbers()).toEqual([1, 2]);
    expect(await numbers('refund')).toEqual([1]);
    // A receipt rolled back gives its number back.
    const journal = await newJournal();
    expect(
      await outcome(
        db().transaction(async (tx) => {
          await tx.execute(receipt(journal));
          throw new Error('rolled back');
        }),
      ),
    ).toBe('Error: rolled back');
    expect(await write(receipt(journal))).toBe('written');
    expect(await numbers()).toEqual([1, 2, 3]);
    // One receipt per entry.
    expect(await write(receipt(journal))).toBe('23505');
    expect(await numbers()).toEqual([1, 2, 3]);
  });

  it('never changes or removes a receipt, nor moves a series but by numbering one', async () => {
    expect(await write(sql`update receipts set number = 9 where number = 1`)).toBe('ZL010');
    expect(await write(sql`update receipts set document = '{"x":1}'::jsonb`)).toBe('ZL010');
    expect(await write(sql`delete from receipts`)).toBe('ZL010');
    expect(await write(sql`truncate receipts cascade`)).toBe('ZL010');
    expect(await write(sql`update receipt_series set last_number = last_number + 5`)).toBe('ZL010');
    expect(await write(sql`delete from receipt_series`)).toBe('ZL010');
    expect(
      await write(sql`
        insert into receipt_series (property_id, series, last_number)
        values (${property}, 'refund', 40) on conflict (property_id, series) do nothing`),
    ).toBe('ZL010');
    expect(await numbers()).toEqual([1, 2, 3]);
  });

  it("mails a receipt only from the receipt's own property", async () => {
    const [issued] = await queryRows<{ id: string }>(
      db(),
      sql`select id from receipts where property_id = ${property} limit 1`,
    );
    const [other] = await queryRows<{ id: string }>(
      db(),
      sql`insert into properties (slug, time_zone, property_name)
          values ('receipt-mail-elsewhere', 'Africa/Cairo', 'Elsewhere') returning id`,
    );
    const mail = (from: string) =>
      sql`insert into notifications (property_id, kind, recipient, subject, text_body, html_body, receipt_id)
          values (${from}, 'receipt', 'guest@example.com', 'Receipt', '', '', ${issued?.id ?? ''})`;
    expect(await write(mail(other?.id ?? ''))).toBe('23503');
    expect(await write(mail(property))).toBe('written');
    // A receipt that was mailed stays, as every receipt does.
    expect(await write(sql`delete from receipts where id = ${issued?.id ?? ''}`)).toBe('ZL010');
  });

  it('invoices a folio once, and names the journal of every other document', async () => {
    const [folio] = await queryRows<{ id: string }>(
      db(),
      sql`insert into folios (property_id, reservation_id) values (${property}, ${stay}) returning id`,
    );
    const document = (series: string, subject: { journal?: string; folio?: string }) =>
      sql`insert into receipts (property_id, series, journal_id, folio_id, reservation_id, language, document)
          values (${property}, ${series}, ${subject.journal ?? null}, ${subject.folio ?? null}, ${stay}, 'en', '{}'::jsonb)`;
    const folioId = folio?.id ?? '';
    expect(await write(document('invoice', {}))).toBe('23514');
    expect(await write(document('invoice', { folio: folioId, journal: await newJournal() }))).toBe(
      '23514',
    );
    expect(await write(document('receipt', { folio: folioId, journal: await newJournal() }))).toBe(
      '23514',
    );
    expect(await write(document('credit_note', { folio: folioId }))).toBe('23514');
    expect(await write(document('invoice', { folio: folioId }))).toBe('written');
    expect(await write(document('invoice', { folio: folioId }))).toBe('23505');
    expect(await write(document('credit_note', { journal: await newJournal() }))).toBe('written');
    expect(await numbers('invoice')).toEqual([1]);
    expect(await numbers('credit_note')).toEqual([1]);
  });

  it.skipIf(driver !== 'postgres')(
    'numbers receipts issued at once one after the other, without a gap or a repeat',
    async () => {
      const url = database.url ?? '';
      const clients = Array.from({ length: 4 }, () => openPostgres(url, { max: 1 }));
      try {
        const journals = await Promise.all(clients.map(() => newJournal()));
        const written = await Promise.all(
          clients.map((client, index) =>
            outcome(client.db.execute(receipt(journals[index] ?? ''))),
          ),
        );
        expect(written).toEqual(['written', 'written', 'written', 'written']);
        expect(await numbers()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      } finally {
        await Promise.all(clients.map((client) => client.close()));
      }
    },
  );
});
