import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sqlState } from './helpers';

/**
 * A property's extras (decision 0078), tried directly in SQL: every property starts with the usual
 * list, an extra keeps its code and is retired rather than removed, and only well-formed extras
 * that earn revenue are written.
 */
describe.each(testDrivers)('folio extras rules (%s)', (driver) => {
  let database: TestDatabase;
  let property = '';

  const db = () => database.client.db;
  const write = (statement: SQL) =>
    db()
      .execute(statement)
      .then(
        () => 'written',
        (error: unknown) => sqlState(error) ?? String(error),
      );
  const codes = async (at: string) =>
    (
      await queryRows<{ code: string }>(
        db(),
        sql`select code from folio_extras where property_id = ${at} order by position`,
      )
    ).map((row) => row.code);
  const extra = (code: string, account = 'extras_revenue', label = 'Baby cot') =>
    sql`insert into folio_extras (property_id, code, label, account)
        values (${property}, ${code}, ${label}, ${account}::ledger_account)`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`select id from properties where slug = 'zamalek'`,
    );
    property = row?.id ?? '';
  });
  afterAll(() => database.dispose());

  it('gives every property, the new ones too, the usual list', async () => {
    expect((await codes(property)).slice(0, 3)).toEqual([
      'late_checkout',
      'early_checkin',
      'extension',
    ]);
    const [added] = await queryRows<{ id: string }>(
      db(),
      sql`insert into properties (slug, time_zone, property_name)
          values ('extras-new', 'Africa/Cairo', 'New building') returning id`,
    );
    expect(await codes(added?.id ?? '')).toEqual(await codes(property));
  });

  it('writes only well-formed extras that earn revenue, one per code', async () => {
    expect(await write(extra('baby_cot'))).toBe('written');
    expect(await write(extra('baby_cot'))).toBe('23505');
    expect(await write(extra('Baby Cot'))).toBe('23514');
    expect(await write(extra('cot_cash', 'cash'))).toBe('23514');
    expect(await write(extra('cot_blank', 'extras_revenue', ''))).toBe('23514');
    expect(
      await write(sql`update folio_extras set default_amount_minor = 0 where code = 'baby_cot'`),
    ).toBe('23514');
  });

  it('keeps an extra’s code, and retires it rather than removing it', async () => {
    expect(await write(sql`update folio_extras set code = 'cot' where code = 'baby_cot'`)).toBe(
      'ZL012',
    );
    expect(await write(sql`delete from folio_extras where code = 'baby_cot'`)).toBe('ZL012');
    expect(
      await write(
        sql`update folio_extras set active = false, label = 'Cot' where code = 'baby_cot'`,
      ),
    ).toBe('written');
  });
});
