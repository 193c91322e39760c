import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@zamalek/db/client';
import type { TestDatabase } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { queryRows } from './helpers';

export type Row = Record<string, unknown>;

/** The migrations up to `last` (its index), as a folder Drizzle's migrator reads. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `zamalek-migrations-${last}-`));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal: { entries: { idx: number }[] } = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Every row of every table, each as its JSON object, in a stable order. */
export async function everyRow(database: TestDatabase): Promise<Map<string, Row[]>> {
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

export const without = (row: Row, key: string): Row =>
  Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));
export const sortedText = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Fills a database at schema 0022 with a row or more in every table. */
export async function populate0022(database: TestDatabase) {
  for (const statement of POPULATE_0022.split(/;\s*\n/).filter((text) => text.trim())) {
    await database.client.db.execute(sql.raw(statement));
  }
}

/** One row or more in every table of schema 0022, as the app would have written them. */
const POPULATE_0022 = `
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
