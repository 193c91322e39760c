import { rmSync } from 'node:fs';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './helpers';
import {
  everyRow,
  migrationsUpTo,
  populate0022,
  type Row,
  sortedText,
  without,
} from './migration-history';

const SECOND = '00000000-0000-4000-8000-00000000b000';

/** Rows a room-type text could be written in by 0024, beyond the populated ones: every odd case. */
const AWKWARD_TYPES = `
insert into properties (id, slug, time_zone, property_name) values
  ('${SECOND}', 'garden-city', 'Africa/Cairo', 'Garden City Suites');
insert into units (id, property_id, name, unit_type) values
  ('00000000-0000-4000-8000-000000000103', (select id from properties where slug = 'zamalek'), 'Z-103', ' studio '),
  ('00000000-0000-4000-8000-000000000104', (select id from properties where slug = 'zamalek'), 'Z-104', null),
  ('00000000-0000-4000-8000-000000000105', (select id from properties where slug = 'zamalek'), 'Z-105', 'Loft'),
  ('00000000-0000-4000-8000-00000000b101', '${SECOND}', 'G-11', 'Studio');
insert into rate_seasons (property_id, name, unit_type, unit_id, start_date, end_date, nightly_cents) values
  ((select id from properties where slug = 'zamalek'), 'Opening', 'Penthouse', null, '2027-01-01', '2027-01-31', 30000),
  ((select id from properties where slug = 'zamalek'), 'Moved room', 'Loft', '00000000-0000-4000-8000-000000000102', '2027-02-01', '2027-02-10', 9900);
`;

/** The room type each unit, season and photo points at after the migration, by its row's id. */
async function typeCodes(database: TestDatabase, table: 'units' | 'rate_seasons' | 'suite_photos') {
  return queryRows<{ id: string; code: string; same_property: boolean }>(
    database.client.db,
    sql`select x.id::text as id, t.code, t.property_id::text = x.property_id::text as same_property
        from ${sql.identifier(table)} x join room_types t on t.id = x.room_type_id order by x.id`,
  );
}

/**
 * An installation whose room types are text upgrades in place: every type named anywhere becomes
 * a row of its property with its public words and discounts, every room, season and photo points
 * at its type by id, and nothing else changes.
 */
describe.each(testDrivers)('migration 0025, room types (%s)', (driver) => {
  let database: TestDatabase;
  let folders: string[];
  let before: Map<string, Row[]>;
  let after: Map<string, Row[]>;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { migrated: false });
    folders = [migrationsUpTo(22), migrationsUpTo(24), migrationsUpTo(25)];
    await database.client.migrate(folders[0]);
    await populate0022(database);
    await database.client.migrate(folders[1]);
    for (const statement of AWKWARD_TYPES.split(/;\s*\n/).filter((text) => text.trim())) {
      await database.client.db.execute(sql.raw(statement));
    }
    before = await everyRow(database);
    await database.client.migrate(folders[2]);
    after = await everyRow(database);
  }, 120_000);
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await database.dispose();
  });

  it('makes a row of every type named anywhere, per property, its words and discounts kept', () => {
    const types = after.get('room_types') ?? [];
    const zamalek = before.get('properties')?.find((row) => row.slug === 'zamalek')?.id;
    const ofProperty = (id: unknown) =>
      types
        .filter((row) => row.property_id === id)
        .map((row) => row.code)
        .sort();
    expect(ofProperty(zamalek)).toEqual(['Loft', 'Penthouse', 'Room', 'Studio']);
    expect(ofProperty(SECOND)).toEqual(['Studio']);
    const studio = types.find((row) => row.property_id === zamalek && row.code === 'Studio');
    expect(studio).toMatchObject({
      name: 'Garden Studio',
      name_ar: 'ستوديو الحديقة',
      highlights: ['Quiet'],
      amenities: ['wifi'],
      weekly_discount_percent: 7.5,
      monthly_discount_percent: 20,
      base_occupancy: 2,
      extra_guest_cents: 1500,
    });
    const unpresented = types.find((row) => row.property_id === SECOND);
    expect(unpresented).toMatchObject({ name: 'Studio', amenities: null, extra_guest_cents: 0 });
    expect(after.has('suite_presentations')).toBe(false);
    expect(after.has('unit_type_pricing')).toBe(false);
  });

  it('points every room, season and photo at its type by id, in its own property', async () => {
    const units = await typeCodes(database, 'units');
    expect(units.every((row) => row.same_property)).toBe(true);
    expect(Object.fromEntries(units.map((row) => [row.id.slice(-4), row.code]))).toEqual({
      '0101': 'Studio',
      '0102': 'Studio',
      '0103': 'Studio',
      '0104': 'Room',
      '0105': 'Loft',
      b101: 'Studio',
    });
    const seasons = await typeCodes(database, 'rate_seasons');
    const seasonNames = new Map(
      (after.get('rate_seasons') ?? []).map((row) => [String(row.id), String(row.name)]),
    );
    expect(Object.fromEntries(seasons.map((row) => [seasonNames.get(row.id), row.code]))).toEqual({
      Winter: 'Studio',
      Corner: 'Studio',
      Opening: 'Penthouse',
      'Moved room': 'Studio',
    });
    const photos = await typeCodes(database, 'suite_photos');
    expect(photos.map((row) => [row.code, row.same_property])).toEqual([['Studio', true]]);
  });

  it('keeps every other row of every table as it was', () => {
    const typed = ['units', 'rate_seasons', 'suite_photos'];
    const gone = ['suite_presentations', 'unit_type_pricing'];
    for (const [table, rows] of before) {
      if (gone.includes(table)) continue;
      const migrated = after.get(table) ?? [];
      const strip = (row: Row) =>
        typed.includes(table) ? without(without(row, 'unit_type'), 'room_type_id') : row;
      expect(sortedText(migrated.map(strip)), table).toEqual(sortedText(rows.map(strip)));
    }
  });
});
