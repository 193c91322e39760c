import type { ExtraAccount, FolioExtra } from '@zamalek/domain/ledger/extras';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { folioExtras } from '../schema';

const columns = {
  code: folioExtras.code,
  label: folioExtras.label,
  labelAr: folioExtras.labelAr,
  // cast: the table's check allows only the extras' revenue accounts
  account: sql<ExtraAccount>`${folioExtras.account}`,
  defaultAmountMinor: folioExtras.defaultAmountMinor,
  active: folioExtras.active,
};

/** The property's extras in their order; only those offered, unless all are asked for. */
export function listFolioExtras(
  db: Db,
  { propertyId, offeredOnly = false }: { propertyId: string; offeredOnly?: boolean },
): Promise<FolioExtra[]> {
  return db
    .select(columns)
    .from(folioExtras)
    .where(
      and(
        eq(folioExtras.propertyId, propertyId),
        offeredOnly ? eq(folioExtras.active, true) : undefined,
      ),
    )
    .orderBy(asc(folioExtras.position), asc(folioExtras.label));
}

/** One extra of the property by its code (undefined: none). */
export async function findFolioExtra(
  db: Db,
  { propertyId, code }: { propertyId: string; code: string },
): Promise<FolioExtra | undefined> {
  const [row] = await db
    .select(columns)
    .from(folioExtras)
    .where(and(eq(folioExtras.propertyId, propertyId), eq(folioExtras.code, code)));
  return row;
}

/** Adds an extra last in the order (the database refuses a code the property has). */
export async function insertFolioExtra(
  db: Db,
  extra: Omit<FolioExtra, 'active'> & { propertyId: string; updatedBy: string },
) {
  await db.insert(folioExtras).values({
    ...extra,
    position: sql`(select coalesce(max(${folioExtras.position}), 0) + 1 from ${folioExtras} where ${folioExtras.propertyId} = ${extra.propertyId})`,
  });
}

/** Renames, reprices or retires an extra (its code stays); false when the property has none. */
export async function updateFolioExtra(
  db: Db,
  {
    propertyId,
    code,
    updatedBy,
    ...fields
  }: FolioExtra & { propertyId: string; updatedBy: string },
) {
  const rows = await db
    .update(folioExtras)
    .set({ ...fields, updatedBy, updatedAt: new Date() })
    .where(and(eq(folioExtras.propertyId, propertyId), eq(folioExtras.code, code)))
    .returning({ code: folioExtras.code });
  return rows.length > 0;
}
