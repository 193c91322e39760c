import { type Db, openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sqlState } from './helpers';

/**
 * Sales sources' commission (decision 0076), tried directly in SQL: every commission line names
 * its source, and a payout never pays a source more than it is owed — not even two at once.
 */
describe.each(testDrivers)('commission rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';
  let openDay = '';
  let keyCounter = 0;

  const db = () => database.client.db;
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'written',
      (error: unknown) => sqlState(error) ?? String(error),
    );
  /** A journal of `kind` moving `amount` between the source's commission and `against`. */
  const post = (
    target: Db,
    {
      kind,
      amount,
      source = 'Karim Travel',
      against = kind === 'commission_paid' ? 'bank' : 'commission_expense',
    }: { kind: string; amount: number; source?: string | null; against?: string },
  ) =>
    outcome(
      target.transaction(async (tx) => {
        const [journal] = await queryRows<{ id: string }>(
          tx,
          sql`insert into journals (property_id, business_date, kind, idempotency_key)
              values (${property}, ${openDay}, ${kind}::journal_kind, ${`commission:${++keyCounter}`})
              returning id`,
        );
        await tx.execute(sql`
          insert into journal_lines (property_id, journal_id, line_no, account, amount_minor, currency, code)
          values (${property}, ${journal?.id}, 1, 'commission_payable', ${amount}, 'USD', ${source}),
                 (${property}, ${journal?.id}, 2, ${against}::ledger_account, ${-amount}, 'USD', ${source})`);
      }),
    );
  const earn = (amount: number, source?: string | null) =>
    post(db(), { kind: 'room_night', amount: -amount, source });
  const pay = (amount: number, target = db()) => post(target, { kind: 'commission_paid', amount });
  const owed = async () => {
    const [row] = await queryRows<{ owed: number }>(
      db(),
      sql`select coalesce(-sum(amount_minor), 0)::int as owed from journal_lines
          where property_id = ${property} and account = 'commission_payable' and code = 'Karim Travel'`,
    );
    return row?.owed;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [row] = await queryRows<{ id: string; open_day: string }>(
      db(),
      sql`select p.id, l.open_day::text from properties p join property_ledgers l on l.property_id = p.id
          where p.slug = 'zamalek'`,
    );
    property = row?.id ?? '';
    openDay = row?.open_day ?? '';
  });
  afterAll(() => database.dispose());

  it('names the source of every commission line', async () => {
    expect(await earn(1_000, null)).toBe('ZL011');
    expect(await earn(3_000)).toBe('written');
    expect(await owed()).toBe(3_000);
  });

  it('pays a source what it is owed and never more; a correction may leave it owing back', async () => {
    expect(await pay(3_001)).toBe('ZL011');
    expect(await pay(1_000)).toBe('written');
    expect(await pay(2_000)).toBe('written');
    expect(await pay(1)).toBe('ZL011');
    expect(await owed()).toBe(0);
    // A night corrected after it was paid for: the source owes it back until it earns it again.
    expect(await post(db(), { kind: 'room_night', amount: 500 })).toBe('written');
    expect(await owed()).toBe(-500);
    expect(await pay(1)).toBe('ZL011');
    expect(await earn(2_500)).toBe('written');
    expect(await owed()).toBe(2_000);
  });

  it.skipIf(driver !== 'postgres')(
    'pays one of two payouts at once that together pay more than is owed',
    async () => {
      const clients = [0, 1].map(() => openPostgres(database.url ?? '', { max: 1 }));
      try {
        const results = await Promise.all(clients.map((client) => pay(1_500, client.db)));
        expect(results.sort()).toEqual(['ZL011', 'written']);
        expect(await owed()).toBe(500);
      } finally {
        await Promise.all(clients.map((client) => client.close()));
      }
    },
  );
});
