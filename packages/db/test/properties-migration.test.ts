import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './helpers';

type Row = Record<string, unknown>;

/** The migrations up to 0022 (before properties), as a folder Drizzle's migrator reads. */
function migrationsBeforeProperties(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'zamalek-before-properties-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal: { entries: { idx: number }[] } = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry) => entry.idx <= 22);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Every row of every table, each as its JSON object, in a stable order. */
async function everyRow(database: TestDatabase): Promise<Map<string, Row[]>> {
  const tables = await queryRows<{ name: string }>(
    database.client.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = new Map<string, Row[]>();
  for (const { name } of tables) {
    const found = await queryRows<{ row: Row }>(
      database.client.db,
      sql`select row_to_json(t) as row from ${sql.identifier(name)} t order by row_to_json(t)::text`,
    );
    rows.set(
      name,
      found.map(({ row }) => row),
    );
  }
  return rows;
}

const without = (row: Row, key: string): Row =>
  Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));
const sortedText = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/**
 * An installation from before properties, with a row in every table, upgrades in place: its
 * settings become the first property and every business row is that property's, nothing lost.
 */
describe.each(testDrivers)('migration 0023, properties (%s)', (driver) => {
  let database: TestDatabase;
  let folder: string;
  let before: Map<string, Row[]>;
  let after: Map<string, Row[]>;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { migrated: false });
    folder = migrationsBeforeProperties();
    await database.client.migrate(folder);
    for (const statement of POPULATE.split(/;\s*\n/).filter((text) => text.trim())) {
      await database.client.db.execute(sql.raw(statement));
    }
    before = await everyRow(database);
    await database.client.migrate();
    after = await everyRow(database);
  }, 120_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
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

/** One row or more in every table of schema 0022, as the app would have written them. */
const POPULATE = `
update property_settings set no_show_cutoff = '13:15', property_name = 'Zamalek Suites Cairo',
  address = '12 Hassan Sabry Street', phone = '+20 2 2735 0100', check_in_time = '15:00',
  check_out_time = '11:00', pre_arrival_instructions = 'The green door.',
  cancellation_policy = 'Free until 7 days before.', house_rules = 'No parties.',
  contact_email = 'stay@example.com', whatsapp = '201000000000', digest_hour = 6,
  channel_sync_minutes = 30, weekend_nights = '{5,6}', egp_per_usd = 48.25, egp_rate_on = '2026-11-01';
insert into users (id, email, password_hash, sales_source) values
  ('00000000-0000-4000-8000-000000000001', 'admin@example.com', 'hash', null),
  ('00000000-0000-4000-8000-000000000002', 'agent@example.com', 'hash', 'Karim');
insert into profiles (id, full_name) values ('00000000-0000-4000-8000-000000000001', 'Amira Admin');
insert into user_roles (user_id, role) values ('00000000-0000-4000-8000-000000000001', 'admin');
insert into sessions (id, user_id, expires_at, persistent)
  values ('session-hash', '00000000-0000-4000-8000-000000000001', now() + interval '1 day', true);
insert into units (id, name, unit_number, unit_type, base_rate_cents, public_name, room_status) values
  ('00000000-0000-4000-8000-000000000101', 'Z-101', '101', 'Studio', 9000, 'Garden Studio', 'dirty'),
  ('00000000-0000-4000-8000-000000000102', 'Z-102', '102', 'Studio', 9500, null, 'clean');
insert into reservations (id, booking_reference, unit_id, guest_names, check_in_date, check_out_date,
  price_per_night_cents, total_price_cents, source, channel, status, search_text, price_quote) values
  ('00000000-0000-4000-8000-000000000201', 'MAN-1', '00000000-0000-4000-8000-000000000101',
   '{Laila}', '2026-12-01', '2026-12-04', 9000, 27000, 'Direct', 'Manual', 'confirmed', 'man-1 laila',
   '{"nights": 3}'),
  ('00000000-0000-4000-8000-000000000202', 'MAN-2', null, '{Omar}', '2026-12-02', '2026-12-03',
   null, null, 'Booking.com', 'Booking.com', 'cancelled', 'man-2 omar', null);
insert into documents (reservation_id, kind, storage_key, original_name, mime_type, size_bytes, sha256)
  values ('00000000-0000-4000-8000-000000000201', 'id_front', 'doc-key', 'id.png', 'image/png', 10, 'sha');
insert into notifications (kind, recipient, subject, text_body, html_body)
  values ('guest-confirmation', 'laila@example.com', 'Booked', 'text', '<p>html</p>');
insert into audit_log (actor_id, entity, entity_id, action, after) values
  ('00000000-0000-4000-8000-000000000001', 'reservation', '00000000-0000-4000-8000-000000000201', 'create', '{"a": 1}'),
  ('00000000-0000-4000-8000-000000000001', 'user', '00000000-0000-4000-8000-000000000002', 'create', null);
insert into rate_limits (key, hits, reset_at) values ('sign-in:1.2.3.4', 2, now());
insert into role_capabilities (role, capability, allowed) values ('front_desk', 'reservations.create', true);
insert into job_runs (job, run_key) values ('pre-arrival', '00000000-0000-4000-8000-000000000201'),
  ('daily-digest', '2026-11-26'), ('daily-backup', '2026-11-26');
insert into unit_holds (id, unit_id, kind, reason, from_date, to_date) values
  ('00000000-0000-4000-8000-000000000301', '00000000-0000-4000-8000-000000000102', 'maintenance',
   'Leak', '2026-12-10', '2026-12-12');
insert into room_problems (unit_id, description, outcome, closed_at, hold_id) values
  ('00000000-0000-4000-8000-000000000102', 'Leak', 'out_of_order', now(),
   '00000000-0000-4000-8000-000000000301');
insert into unit_export_tokens (unit_id, token, token_sha256)
  values ('00000000-0000-4000-8000-000000000101', 'token', 'token-sha');
insert into channel_feeds (id, unit_id, channel, url) values
  ('00000000-0000-4000-8000-000000000401', '00000000-0000-4000-8000-000000000101', 'airbnb',
   'https://example.com/feed.ics');
insert into channel_events (feed_id, uid, reservation_id, from_date, to_date) values
  ('00000000-0000-4000-8000-000000000401', 'uid-1', '00000000-0000-4000-8000-000000000201',
   '2026-12-01', '2026-12-04');
insert into channel_conflicts (feed_id, uid, from_date, to_date) values
  ('00000000-0000-4000-8000-000000000401', 'uid-2', '2026-12-02', '2026-12-03');
insert into rate_seasons (name, unit_type, unit_id, start_date, end_date, nightly_cents, closed_to_arrival)
  values ('Winter', 'Studio', null, '2026-12-01', '2027-02-28', 11000, '{5}'),
         ('Corner', 'Studio', '00000000-0000-4000-8000-000000000101', '2026-12-01', '2026-12-31', 12000, '{}');
insert into unit_type_pricing (unit_type, weekly_discount_percent, monthly_discount_percent, base_occupancy, extra_guest_cents)
  values ('Studio', 7.5, 20, 2, 1500);
insert into price_charges (name, kind, basis, percent, position) values ('VAT', 'tax', 'percent', 14, 1);
insert into suite_presentations (unit_type, name, name_ar, highlights, amenities)
  values ('Studio', 'Garden Studio', 'ستوديو الحديقة', '{Quiet}', '{wifi}');
insert into suite_photos (unit_type, storage_key, position, width, height, widths)
  values ('Studio', '00000000-0000-4000-8000-000000000501', 0, 1600, 1067, '{480,960,1600}');
`;
