import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openPostgres } from '@zamalek/db/client';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from './helpers';

const APP_TABLES = [
  'audit_log',
  'business_days',
  'cash_drawers',
  'channel_conflicts',
  'channel_events',
  'channel_feeds',
  'channex_ari_queue',
  'channex_bookings',
  'channex_connections',
  'channex_pushes',
  'channex_rate_plans',
  'channex_repack_moves',
  'channex_revisions',
  'channex_room_types',
  'documents',
  'expected_arrivals',
  'folios',
  'guest_registrations',
  'job_runs',
  'journal_lines',
  'journals',
  'landlords',
  'notifications',
  'owner_agreements',
  'owner_expenses',
  'owner_statements',
  'owner_use_requests',
  'payments',
  'price_charges',
  'profiles',
  'rate_limits',
  'rate_seasons',
  'receipt_series',
  'receipts',
  'registration_id_photos',
  'registration_links',
  'reservations',
  'role_capabilities',
  'room_problems',
  'room_types',
  'sessions',
  'suite_photos',
  'unit_export_tokens',
  'unit_holds',
  'unit_occupancy',
  'units',
  'user_roles',
  'users',
];

/** Tables the migrations fill: the first property, with the default settings, its ledger and extras. */
const SEEDED_TABLES = ['folio_extras', 'house_rules_versions', 'properties', 'property_ledgers'];

const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
);

describe.each(testDrivers)('migrations on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('starts with no rows in any table but the first property, with the default settings', async () => {
    const settings = await queryRows<{ slug: string; time_zone: string; no_show_cutoff: string }>(
      database.client.db,
      sql`select slug, time_zone, no_show_cutoff from properties`,
    );
    expect(settings).toEqual([
      { slug: 'zamalek', time_zone: 'Africa/Cairo', no_show_cutoff: '12:00' },
    ]);
    for (const table of APP_TABLES) {
      const [row] = await queryRows<{ count: number }>(
        database.client.db,
        sql`select count(*)::int as count from ${sql.identifier(table)}`,
      );
      expect(row?.count, table).toBe(0);
    }
  });

  it('gives a database with every table, the no-overlap constraint and the live triggers', async () => {
    const { db } = database.client;

    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([...APP_TABLES, ...SEEDED_TABLES].sort());

    const constraints = await queryRows<{ conname: string; contype: string }>(
      db,
      sql`select conname, contype from pg_constraint where contype = 'x' order by conname`,
    );
    expect(constraints).toEqual([
      { conname: 'owner_use_requests_one_pending', contype: 'x' },
      { conname: 'reservations_no_overlap', contype: 'x' },
      { conname: 'unit_occupancy_no_overlap', contype: 'x' },
    ]);

    const triggers = await queryRows<{ tgname: string }>(
      db,
      sql`select tgname from pg_trigger where not tgisinternal order by tgname`,
    );
    expect(triggers.map((row) => row.tgname)).toEqual([
      'business_days_append_only',
      'business_days_close',
      'cash_drawers_changes',
      'cash_drawers_no_truncate',
      'cash_drawers_notify',
      'channex_connections_queue',
      'channex_rate_plans_queue',
      'channex_revisions_keep',
      'channex_revisions_no_truncate',
      'channex_room_types_queue',
      'folio_extras_keep',
      'folio_extras_notify',
      'folios_changes',
      'folios_notify',
      'guest_registrations_notify',
      'guest_registrations_rules',
      'house_rules_versions_keep',
      'house_rules_versions_no_truncate',
      'journal_lines_append_only',
      'journal_lines_commission_owed',
      'journal_lines_folio_open',
      'journal_lines_no_truncate',
      'journal_lines_owner_owed',
      'journal_lines_with_journal',
      'journals_append_only',
      'journals_balance',
      'journals_channel_money_not_reversed',
      'journals_no_truncate',
      'journals_notify',
      'journals_open_day',
      'journals_reversal_mirrors',
      'journals_reversal_target',
      'journals_stamp',
      'owner_agreements_after_issued',
      'owner_agreements_keep',
      'owner_agreements_no_truncate',
      'owner_expenses_keep',
      'owner_expenses_no_truncate',
      'owner_expenses_paid_by_landlord',
      'owner_statements_in_order',
      'owner_statements_keep',
      'owner_statements_no_truncate',
      'owner_use_requests_no_truncate',
      'owner_use_requests_rules',
      'payments_append_only',
      'payments_channel_money_method',
      'payments_no_truncate',
      'payments_with_journal',
      'payments_with_open_drawer',
      'price_charges_notify',
      'profiles_notify',
      'properties_channex',
      'properties_folio_extras',
      'properties_house_rules_changed',
      'properties_house_rules_first',
      'properties_ledger',
      'properties_notify',
      'property_ledgers_moves',
      'rate_seasons_channex',
      'rate_seasons_notify',
      'receipt_series_moves',
      'receipts_append_only',
      'receipts_no_truncate',
      'receipts_number',
      'registration_id_photos_notify',
      'registration_id_photos_rules',
      'registration_links_rules',
      'reservations_channex_delete',
      'reservations_channex_fields',
      'reservations_notify',
      'reservations_occupancy_delete',
      'reservations_occupancy_insert',
      'reservations_occupancy_update',
      'reservations_search_text',
      'role_capabilities_notify',
      'room_problems_notify',
      'room_types_channex',
      'room_types_notify',
      'sessions_auth_notify',
      'unit_holds_notify',
      'unit_holds_occupancy_delete',
      'unit_holds_occupancy_insert',
      'unit_holds_occupancy_update',
      'unit_occupancy_channex',
      'units_channex_insert_delete',
      'units_channex_update',
      'units_notify',
      'user_roles_auth_notify',
      'users_auth_notify',
      'users_notify',
    ]);

    const extensions = await queryRows<{ extname: string }>(
      db,
      sql`select extname from pg_extension where extname in ('btree_gist', 'pg_trgm') order by extname`,
    );
    expect(extensions.map((row) => row.extname)).toEqual(['btree_gist', 'pg_trgm']);
  });

  it('records every journal entry as applied and is a no-op when run again', async () => {
    const { db } = database.client;
    const applied = async () => {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return row?.count;
    };
    expect(await applied()).toBe(journal.entries.length);
    await database.client.migrate();
    expect(await applied()).toBe(journal.entries.length);
  });

  it('migrates a blank database from scratch', async () => {
    const blank = await createTestDatabase(driver, { migrated: false });
    onTestFinished(() => blank.dispose());
    const { db } = blank.client;
    const tableCount = async () => {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
      );
      return row?.count;
    };
    expect(await tableCount()).toBe(0);

    if (blank.url === null) {
      await blank.client.migrate();
    } else {
      // Two server instances starting at once: the advisory lock lets one migrate, then the other no-ops.
      const second = openPostgres(blank.url, { max: 1 });
      try {
        await Promise.all([blank.client.migrate(), second.migrate()]);
      } finally {
        await second.close();
      }
    }
    expect(await tableCount()).toBe(APP_TABLES.length + SEEDED_TABLES.length);
  });
});
