import { type Db, openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sqlState } from './helpers';

/**
 * Cash drawers (decision 0072), each rule tried directly in SQL: cash goes into the open drawer
 * of whoever handles it, a drawer is handed over to someone else once and never changes after.
 */
describe.each(testDrivers)('cash drawer rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';
  let other = '';
  let openDay = '';
  let clerk = '';
  let supervisor = '';
  let keyCounter = 0;

  const db = () => database.client.db;
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'written',
      (error: unknown) => sqlState(error) ?? String(error),
    );
  const write = (statement: SQL) => outcome(db().execute(statement));
  const one = async <T extends Record<string, unknown>>(statement: SQL) => {
    const [row] = await queryRows<T>(db(), statement);
    if (!row) throw new Error('no row returned');
    return row;
  };
  const user = async (email: string) =>
    (
      await one<{ id: string }>(
        sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
      )
    ).id;
  const openDrawer = async (holder: string, at = property) =>
    (
      await one<{ id: string }>(
        sql`insert into cash_drawers (property_id, holder_id, float_usd_minor) values (${at}, ${holder}, 5000) returning id`,
      )
    ).id;
  /** Cash received (a journal, its lines and its payment row in one transaction). */
  const takeCash = (
    target: Db,
    {
      drawer,
      receivedBy = clerk,
      method = 'cash',
    }: { drawer: string | null; receivedBy?: string; method?: string },
  ) =>
    outcome(
      target.transaction(async (tx) => {
        const [journal] = await queryRows<{ id: string }>(
          tx,
          sql`insert into journals (property_id, business_date, kind, idempotency_key)
              values (${property}, ${openDay}, 'payment', ${`cash:${++keyCounter}`}) returning id`,
        );
        await tx.execute(sql`
          insert into journal_lines (property_id, journal_id, line_no, account, amount_minor, currency)
          values (${property}, ${journal?.id}, 1, 'cash', 1000, 'USD'),
                 (${property}, ${journal?.id}, 2, 'extras_revenue', -1000, 'USD')`);
        await tx.execute(sql`
          insert into payments (property_id, journal_id, method, amount_minor, currency, received_by, drawer_id)
          values (${property}, ${journal?.id}, ${method}, 1000, 'USD', ${receivedBy}, ${drawer})`);
      }),
    );
  const handOver = (drawer: string, by = supervisor) =>
    write(sql`
      update cash_drawers set handed_over_at = now(), received_by = ${by},
        counted_usd_minor = 6000, counted_egp_minor = 0, expected_usd_minor = 6000, expected_egp_minor = 0
      where id = ${drawer}`);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ id: property } = await one<{ id: string }>(
      sql`select id from properties where slug = 'zamalek'`,
    ));
    ({ open_day: openDay } = await one<{ open_day: string }>(
      sql`select open_day::text from property_ledgers where property_id = ${property}`,
    ));
    ({ id: other } = await one<{ id: string }>(sql`
      insert into properties (slug, time_zone, property_name)
      values ('garden-city', 'Africa/Cairo', 'Garden City Suites') returning id`));
    clerk = await user('cash-clerk@example.com');
    supervisor = await user('cash-supervisor@example.com');
  });
  afterAll(() => database.dispose());

  it("takes cash only into the open drawer of whoever takes it, at the drawer's property", async () => {
    const drawer = await openDrawer(clerk);
    expect(await takeCash(db(), { drawer })).toBe('written');
    expect(await takeCash(db(), { drawer: null })).toBe('ZL008');
    expect(await takeCash(db(), { drawer, receivedBy: supervisor })).toBe('ZL008');
    expect(await takeCash(db(), { drawer, method: 'card' })).toBe('23514');
    const elsewhere = await openDrawer(clerk, other);
    expect(await takeCash(db(), { drawer: elsewhere })).toBe('23503');
    // One open drawer per person and property.
    expect(
      await write(
        sql`insert into cash_drawers (property_id, holder_id) values (${property}, ${clerk})`,
      ),
    ).toBe('23505');
  });

  it('hands a drawer over once, to someone else, and never changes it after', async () => {
    const drawer = await openDrawer(supervisor);
    expect(await handOver(drawer, supervisor)).toBe('23514');
    const [clerkDrawer] = await queryRows<{ id: string }>(
      db(),
      sql`select id from cash_drawers where holder_id = ${clerk} and property_id = ${property}`,
    );
    const id = clerkDrawer?.id ?? '';
    expect(await write(sql`update cash_drawers set handed_over_at = now() where id = ${id}`)).toBe(
      '23514',
    );
    expect(await write(sql`update cash_drawers set float_usd_minor = 0 where id = ${id}`)).toBe(
      'ZL004',
    );
    expect(await handOver(id)).toBe('written');
    expect(await handOver(id)).toBe('ZL009');
    expect(await write(sql`update cash_drawers set note = 'later' where id = ${id}`)).toBe('ZL009');
    expect(await write(sql`delete from cash_drawers where id = ${id}`)).toBe('ZL004');
    expect(await write(sql`truncate cash_drawers cascade`)).toBe('ZL004');
    expect(await takeCash(db(), { drawer: id })).toBe('ZL009');
    // A new drawer opens once the last one is handed over.
    expect(await takeCash(db(), { drawer: await openDrawer(clerk) })).toBe('written');
  });

  it.skipIf(driver !== 'postgres')(
    'cash racing a hand-over: the hand-over waits for it, and cash after it is refused',
    async () => {
      const url = database.url ?? '';
      const first = openPostgres(url, { max: 1 });
      const second = openPostgres(url, { max: 1 });
      try {
        const [open] = await queryRows<{ id: string }>(
          db(),
          sql`select id from cash_drawers where holder_id = ${clerk} and property_id = ${property} and handed_over_at is null`,
        );
        const drawer = open?.id ?? '';
        const results = await Promise.all([
          takeCash(first.db, { drawer }),
          outcome(
            second.db.execute(sql`
              update cash_drawers set handed_over_at = now(), received_by = ${supervisor},
                counted_usd_minor = 0, counted_egp_minor = 0, expected_usd_minor = 0, expected_egp_minor = 0
              where id = ${drawer}`),
          ),
        ]);
        // Either the cash went in before the hand-over, or it came after and was refused.
        expect([
          ['written', 'written'],
          ['ZL009', 'written'],
        ]).toContainEqual(results);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
