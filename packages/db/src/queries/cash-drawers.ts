import type { DrawerCash } from '@zamalek/domain/ledger/cash';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { cashDrawers, journalLines, journals, payments, profiles } from '../schema';

export type DrawerRow = typeof cashDrawers.$inferSelect;

interface HolderParams {
  propertyId: string;
  holderId: string;
}

/** The person's open drawer at the property, if any. */
export async function openDrawerOf(db: Db, { propertyId, holderId }: HolderParams) {
  const [row] = await db
    .select()
    .from(cashDrawers)
    .where(
      and(
        eq(cashDrawers.propertyId, propertyId),
        eq(cashDrawers.holderId, holderId),
        isNull(cashDrawers.handedOverAt),
      ),
    );
  return row;
}

/**
 * Opens the person's drawer with its float; one already open is kept as it is (two openings at
 * once open one). Returns the open drawer and whether this call opened it.
 */
export async function openDrawer(
  db: Db,
  params: HolderParams & { floatUsdMinor: number; floatEgpMinor: number },
): Promise<{ drawer: DrawerRow; opened: boolean }> {
  const [inserted] = await db
    .insert(cashDrawers)
    .values(params)
    .onConflictDoNothing({
      target: [cashDrawers.propertyId, cashDrawers.holderId],
      where: sql`${cashDrawers.handedOverAt} IS NULL`,
    })
    .returning();
  if (inserted) return { drawer: inserted, opened: true };
  const open = await openDrawerOf(db, params);
  if (!open) throw new Error('a drawer conflicted with no open drawer');
  return { drawer: open, opened: false };
}

/** Locks a drawer of the property for its hand-over (undefined: not the property's). */
export async function lockDrawer(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select()
    .from(cashDrawers)
    .where(and(eq(cashDrawers.propertyId, propertyId), eq(cashDrawers.id, id)))
    .for('update');
  return row;
}

/**
 * The cash that went into (or out of) each drawer, per currency: its cash payments and refunds,
 * less the corrections of them.
 */
export async function drawersTakings(
  db: Db,
  { propertyId, drawerIds }: { propertyId: string; drawerIds: readonly string[] },
): Promise<Map<string, DrawerCash>> {
  const takings = new Map<string, DrawerCash>(
    drawerIds.map((id) => [id, { usdMinor: 0, egpMinor: 0 }]),
  );
  if (drawerIds.length === 0) return takings;
  const paid = alias(payments, 'drawer_payment');
  const rows = await db
    .select({
      drawerId: paid.drawerId,
      currency: journalLines.currency,
      amountMinor: sql<number>`sum(${journalLines.amountMinor})::bigint`.mapWith(Number),
    })
    .from(paid)
    .innerJoin(
      journals,
      and(
        eq(journals.propertyId, paid.propertyId),
        or(eq(journals.id, paid.journalId), eq(journals.reversesJournalId, paid.journalId)),
      ),
    )
    .innerJoin(
      journalLines,
      and(
        eq(journalLines.propertyId, journals.propertyId),
        eq(journalLines.journalId, journals.id),
        eq(journalLines.account, 'cash'),
      ),
    )
    .where(and(eq(paid.propertyId, propertyId), inArray(paid.drawerId, [...drawerIds])))
    .groupBy(paid.drawerId, journalLines.currency);
  for (const row of rows) {
    const cash = row.drawerId ? takings.get(row.drawerId) : undefined;
    if (!cash) continue;
    if (row.currency === 'USD') cash.usdMinor += row.amountMinor;
    if (row.currency === 'EGP') cash.egpMinor += row.amountMinor;
  }
  return takings;
}

/** Records a drawer's hand-over (the database refuses a second one, and any change after). */
export async function recordHandOver(
  db: Db,
  {
    propertyId,
    id,
    receivedBy,
    counted,
    expected,
    note,
  }: {
    propertyId: string;
    id: string;
    receivedBy: string;
    counted: DrawerCash;
    expected: DrawerCash;
    note: string;
  },
) {
  await db
    .update(cashDrawers)
    .set({
      handedOverAt: sql`now()`,
      receivedBy,
      countedUsdMinor: counted.usdMinor,
      countedEgpMinor: counted.egpMinor,
      expectedUsdMinor: expected.usdMinor,
      expectedEgpMinor: expected.egpMinor,
      note,
    })
    .where(and(eq(cashDrawers.propertyId, propertyId), eq(cashDrawers.id, id)));
}

const holder = alias(profiles, 'holder');
const receiver = alias(profiles, 'receiver');
const drawerColumns = {
  drawer: cashDrawers,
  holderName: holder.fullName,
  receivedByName: receiver.fullName,
};

/** The property's drawers not handed over yet, oldest first, with who holds them. */
export function openDrawers(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select(drawerColumns)
    .from(cashDrawers)
    .leftJoin(holder, eq(holder.id, cashDrawers.holderId))
    .leftJoin(receiver, eq(receiver.id, cashDrawers.receivedBy))
    .where(and(eq(cashDrawers.propertyId, propertyId), isNull(cashDrawers.handedOverAt)))
    .orderBy(cashDrawers.openedAt);
}

/** The property's hand-overs in `[from, to)`, newest first, with both names. */
export function handOvers(
  db: Db,
  { propertyId, from, to }: { propertyId: string; from: Date; to: Date },
) {
  return db
    .select(drawerColumns)
    .from(cashDrawers)
    .leftJoin(holder, eq(holder.id, cashDrawers.holderId))
    .leftJoin(receiver, eq(receiver.id, cashDrawers.receivedBy))
    .where(
      and(
        eq(cashDrawers.propertyId, propertyId),
        gte(cashDrawers.handedOverAt, from),
        lt(cashDrawers.handedOverAt, to),
      ),
    )
    .orderBy(desc(cashDrawers.handedOverAt));
}
