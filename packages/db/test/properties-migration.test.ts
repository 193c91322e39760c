import { rmSync } from 'node:fs';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everyRow,
  migrationsUpTo,
  populate0022,
  type Row,
  sortedText,
  without,
} from './migration-history';

/**
 * An installation from before properties, with a row in every table, upgrades in place: its
 * settings become the first property and every business row is that property's, nothing lost.
 */
describe.each(testDrivers)('migration 0023, properties (%s)', (driver) => {
  let database: TestDatabase;
  let folders: string[];
  let before: Map<string, Row[]>;
  let after: Map<string, Row[]>;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { migrated: false });
    folders = [migrationsUpTo(22), migrationsUpTo(24)];
    await database.client.migrate(folders[0]);
    await populate0022(database);
    before = await everyRow(database);
    await database.client.migrate(folders[1]);
    after = await everyRow(database);
  }, 120_000);
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await database.dispose();
  });

  it('held a row in every table before', () => {
    for (const [table, rows] of before) expect(rows.length, table).toBeGreaterThan(0);
  });

  it('turns the settings row into the first property, every value kept', () => {
    const [settings] = before.get('property_settings') ?? [];
    const [property, ...others] = after.get('properties') ?? [];
    expect(others).toEqual([]);
    expect(after.has('property_settings')).toBe(false);
    const { id: _one, ...kept } = settings ?? {};
    expect(property).toMatchObject({ ...kept, slug: 'zamalek', time_zone: 'Africa/Cairo' });
  });

  it("keeps every row of every other table, each now the first property's", () => {
    const propertyId = after.get('properties')?.[0]?.id;
    for (const [table, rows] of before) {
      if (table === 'property_settings') continue;
      const migrated = after.get(table) ?? [];
      expect(sortedText(migrated.map((row) => without(row, 'property_id'))), table).toEqual(
        sortedText(rows),
      );
      for (const row of migrated) {
        if (!('property_id' in row)) continue;
        const organisational =
          (table === 'audit_log' && row.entity === 'user') ||
          (table === 'job_runs' && row.job === 'daily-backup');
        expect(row.property_id, table).toBe(organisational ? null : propertyId);
      }
    }
  });

  it('gives every business table its property column', () => {
    const organisational = ['users', 'profiles', 'sessions', 'rate_limits', 'properties'];
    for (const [table, rows] of after) {
      if (organisational.includes(table)) continue;
      expect(
        rows.every((row) => 'property_id' in row),
        table,
      ).toBe(true);
    }
  });
});
