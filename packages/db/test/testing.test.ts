import { units } from '@zamalek/db/schema';
import { createTestDatabase, roomTypeIdFor, testDrivers } from '@zamalek/db/testing';
import { withAdminConnection } from '@zamalek/db/testing-postgres';
import { describe, expect, it } from 'vitest';
import { FIRST_PROPERTY } from './helpers';

describe('test database harness', () => {
  it('always offers PGlite, and PostgreSQL exactly when TEST_DATABASE_URL is set', () => {
    expect(testDrivers).toEqual(
      process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'],
    );
  });

  it.each(testDrivers)('gives %s databases that are isolated from each other', async (driver) => {
    const [a, b] = await Promise.all([createTestDatabase(driver), createTestDatabase(driver)]);
    try {
      expect(a.driver).toBe(driver);
      expect(a.client.driver).toBe(driver);
      await a.client.db.insert(units).values({
        name: 'Z-101',
        propertyId: FIRST_PROPERTY,
        roomTypeId: await roomTypeIdFor(a.client.db),
      });
      expect(await b.client.db.select().from(units)).toEqual([]);
      expect(await a.client.db.select({ name: units.name }).from(units)).toEqual([
        { name: 'Z-101' },
      ]);
      if (driver === 'pglite') expect(a.url).toBeNull();
      else expect(a.url).not.toBe(b.url);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('drops a PostgreSQL database on dispose', async () => {
    const database = await createTestDatabase('postgres');
    const name = new URL(database.url ?? '').pathname.slice(1);
    const exists = () =>
      withAdminConnection(process.env.TEST_DATABASE_URL ?? '', async (admin) => {
        const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
        return rows.length === 1;
      });
    expect(await exists()).toBe(true);
    await database.dispose();
    expect(await exists()).toBe(false);
  });
});
