import type { Db } from '@zamalek/db/client';
import { sql } from 'drizzle-orm';

interface Rebuild {
  drop: string;
  create: string;
}

/** The rows of a raw query (both drivers answer `{ rows }`), kept to drop/create statements. */
function rebuilds(result: unknown): Rebuild[] {
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) =>
    typeof row === 'object' &&
    row !== null &&
    'drop' in row &&
    typeof row.drop === 'string' &&
    'create' in row &&
    typeof row.create === 'string'
      ? [{ drop: row.drop, create: row.create }]
      : [],
  );
}

const tableList = (tables: readonly string[]) => `{${tables.join(',')}}`;

/**
 * Runs a bulk load in one transaction with the tables' secondary indexes and exclusion
 * constraints dropped, then builds them again from their own definitions: one sort per index
 * beats a million index inserts, and adding an exclusion constraint back checks every row, old and
 * new, so the load is held to it as strictly as row-by-row inserts are. Primary keys and unique
 * indexes stay. The live NOTIFY triggers of `quiet` tables are off during the load (nothing
 * listens to a bench database; a NOTIFY per row would only fill the queue).
 */
export async function withIndexesRebuilt(
  db: Db,
  { tables, quiet }: { tables: readonly string[]; quiet: readonly string[] },
  load: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = rebuilds(
      await tx.execute(sql`
        select 'drop index ' || i.indexrelid::regclass::text as drop,
               pg_get_indexdef(i.indexrelid) as create
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        where t.relnamespace = 'public'::regnamespace
          and t.relname = any(${tableList(tables)}::text[])
          and not i.indisunique and not i.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
    );
    const exclusions = rebuilds(
      await tx.execute(sql`
        select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop,
               format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname,
                      pg_get_constraintdef(c.oid)) as create
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        where c.contype = 'x'
          and t.relnamespace = 'public'::regnamespace
          and t.relname = any(${tableList(tables)}::text[])`),
    );
    const dropped = [...indexes, ...exclusions];
    for (const { drop } of dropped) await tx.execute(sql.raw(drop));
    for (const table of quiet) {
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_notify`));
    }
    await load(tx);
    for (const table of quiet) {
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_notify`));
    }
    for (const { create } of dropped) await tx.execute(sql.raw(create));
  });
}
