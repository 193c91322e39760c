import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER } from './client';
import { executedRows } from './queries/executed-rows';

/** Serialises restores into one database (beside the migrations' own lock key). */
const RESTORE_LOCK_KEY = 7_120_002;

/** A restore found rows of its own in the database it was to fill. */
export class DatabaseNotBlankError extends Error {
  constructor() {
    super('the database already holds data');
    this.name = 'DatabaseNotBlankError';
  }
}

/** Rows read or written per statement: a big table never sits in memory whole. */
const PAGE_ROWS = 1_000;

/** The migrations this code knows, in order (drizzle's journal). */
export function knownMigrations(): string[] {
  const journal: unknown = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  if (!isJournal(journal)) throw new Error('the migrations journal has an unknown shape');
  return journal.entries.map((entry) => entry.tag);
}

/** How many migrations the database has applied: the schema version a backup records. */
export async function appliedMigrations(db: Db): Promise<number> {
  const found = executedRows(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (found[0]?.present !== true) return 0;
  const counted = executedRows(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return Number(counted[0]?.count ?? 0);
}

/** The product's tables (schema public), by name. */
export async function productTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return texts(result, 'name');
}

/**
 * Tables the migrations themselves fill: the first property, its settings, ledger, extras and
 * first version of its house rules.
 */
const FILLED_BY_MIGRATIONS = new Set([
  'properties',
  'property_ledgers',
  'folio_extras',
  'house_rules_versions',
]);

/**
 * Whether the database holds no row of its own in any of the product's tables: what a restore
 * starts from (a new database, or one the app has only migrated).
 */
export async function isDatabaseBlank(db: Db): Promise<boolean> {
  for (const table of await productTables(db)) {
    if (FILLED_BY_MIGRATIONS.has(table)) continue;
    const found = await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
    if (executedRows(found).length > 0) return false;
  }
  return true;
}

/**
 * Every row of every product table, page by page, as JSON text (PostgreSQL's own `row_to_json`,
 * so ranges, timestamps and big numbers keep their exact text). Runs in one repeatable-read
 * transaction: the tables are one moment's picture, while the app goes on writing.
 */
export async function dumpTables(
  db: Db,
  write: (table: string, lines: readonly string[]) => Promise<void>,
): Promise<{ schemaVersion: number; rows: Record<string, number> }> {
  return db.transaction(
    async (tx) => {
      const rows: Record<string, number> = {};
      for (const table of await productTables(tx)) {
        rows[table] = 0;
        for (let offset = 0; ; offset += PAGE_ROWS) {
          const page = await tx.execute(sql`
            select row_to_json(t)::text as line from ${sql.identifier(table)} t
            order by t.ctid limit ${PAGE_ROWS} offset ${offset}`);
          const lines = texts(page, 'line');
          if (lines.length > 0) await write(table, lines);
          rows[table] += lines.length;
          if (lines.length < PAGE_ROWS) break;
        }
      }
      return { schemaVersion: await appliedMigrations(tx), rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Loads rows dumped by `dumpTables` into the same tables, in one transaction: a restore lands
 * whole or not at all. Triggers and foreign keys sleep while it loads (`session_replication_role`,
 * which needs a superuser on PostgreSQL): the rows were consistent when dumped, and append-only
 * or notifying triggers must not see them as new writes. Sequences then continue after the
 * highest id restored.
 */
export async function loadTables(
  db: Db,
  read: (table: string) => AsyncIterable<readonly string[]>,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    // Two restores into one database: the second waits here, then finds the first's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESTORE_LOCK_KEY})`);
    if (!(await isDatabaseBlank(tx))) throw new DatabaseNotBlankError();
    await tx.execute(sql`set local session_replication_role = replica`);
    const rows: Record<string, number> = {};
    for (const table of await productTables(tx)) {
      const columns = await insertableColumns(tx, table);
      const names = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      // The archive's rows replace what the migrations wrote (isDatabaseBlank allows no other).
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      rows[table] = 0;
      for await (const lines of read(table)) {
        for (let start = 0; start < lines.length; start += PAGE_ROWS) {
          const page = lines.slice(start, start + PAGE_ROWS);
          await tx.execute(sql`
            insert into ${sql.identifier(table)} (${names}) overriding system value
            select ${names} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${page.join(',')}]`}::json)`);
          rows[table] += page.length;
        }
      }
    }
    await continueSequences(tx);
    return rows;
  });
}

/** A table's columns a row can be written into (generated ones are computed). */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  const result = await db.execute(sql`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${`public.${quoted(table)}`}::regclass and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`);
  return texts(result, 'name');
}

async function continueSequences(db: Db): Promise<void> {
  const owned = await db.execute(sql`
    select s.relname as sequence, t.relname as table, a.attname as column
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = s.relnamespace
    where s.relkind = 'S' and n.nspname = 'public'`);
  for (const row of executedRows(owned)) {
    const { sequence, table, column } = row;
    if (typeof sequence !== 'string' || typeof table !== 'string' || typeof column !== 'string') {
      throw new Error('unexpected sequence row');
    }
    await db.execute(sql`
      select setval(${`public.${quoted(sequence)}`}::regclass, coalesce(max(${sql.identifier(column)}), 1),
        max(${sql.identifier(column)}) is not null)
      from ${sql.identifier(table)}`);
  }
}

/**
 * A migrations folder holding only the first `count` migrations: a restore brings a blank
 * database to the archive's schema, loads it, then runs the rest. Remove it afterwards.
 */
export function migrationsFolderUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zamalek-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal: unknown = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  if (!isJournal(journal)) throw new Error('the migrations journal has an unknown shape');
  fs.writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}

/** One text column of every row `db.execute` answered. */
function texts(result: unknown, column: string): string[] {
  return executedRows(result).map((row) => {
    const value = row[column];
    if (typeof value !== 'string') throw new Error(`expected text in column ${column}`);
    return value;
  });
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

interface Journal {
  entries: { tag: string }[];
}

function isJournal(value: unknown): value is Journal {
  if (typeof value !== 'object' || value === null || !('entries' in value)) return false;
  const { entries } = value;
  return (
    Array.isArray(entries) &&
    entries.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'tag' in entry &&
        typeof entry.tag === 'string',
    )
  );
}
