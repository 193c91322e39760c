import { and, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { businessDays, journals, propertyLedgers, reservations } from '../schema';

/**
 * The ledger's first business day at the property: the earliest closed day, else the open one.
 * Nights before it were settled outside the ledger.
 */
export async function ledgerStart(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({
      start: sql<string>`coalesce(${min(businessDays.businessDate)}, (
        select ${propertyLedgers.openDay} from ${propertyLedgers}
        where ${propertyLedgers.propertyId} = ${propertyId}))`,
    })
    .from(businessDays)
    .where(eq(businessDays.propertyId, propertyId));
  if (!row?.start) throw new Error(`property ${propertyId} has no ledger`);
  return row.start;
}

const stayPriceColumns = {
  id: reservations.id,
  unitId: reservations.unitId,
  checkInDate: reservations.checkInDate,
  checkOutDate: reservations.checkOutDate,
  priceQuote: reservations.priceQuote,
  pricePerNightCents: reservations.pricePerNightCents,
  totalPriceCents: reservations.totalPriceCents,
  commissionAmountCents: reservations.commissionAmountCents,
  source: reservations.source,
};

/** The stays in house at the property that arrived by `upTo`, with what they are charged by. */
export function inHouseStays(db: Db, { propertyId, upTo }: { propertyId: string; upTo: string }) {
  return db
    .select(stayPriceColumns)
    .from(reservations)
    .where(
      and(
        eq(reservations.propertyId, propertyId),
        eq(reservations.status, 'checked_in'),
        lte(reservations.checkInDate, upTo),
      ),
    );
}

/** The idempotency keys among `keys` already posted at the property. */
export async function postedKeys(
  db: Db,
  { propertyId, keys }: { propertyId: string; keys: readonly string[] },
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: journals.idempotencyKey })
    .from(journals)
    .where(and(eq(journals.propertyId, propertyId), inArray(journals.idempotencyKey, [...keys])));
  return new Set(rows.map((row) => row.key));
}

/** Closes the open business day (the database refuses any other): the open day moves on by one. */
export async function insertClosedDay(
  db: Db,
  { propertyId, day, closedBy }: { propertyId: string; day: string; closedBy: string | null },
) {
  await db.insert(businessDays).values({ propertyId, businessDate: day, closedBy });
}

/** The business day open for postings at the property (read without a lock). */
export async function openBusinessDay(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({ openDay: propertyLedgers.openDay })
    .from(propertyLedgers)
    .where(eq(propertyLedgers.propertyId, propertyId));
  if (!row) throw new Error(`property ${propertyId} has no ledger`);
  return row.openDay;
}

/** One stay of the property with what it is charged by (after a change in this transaction). */
export async function pricedStay(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select(stayPriceColumns)
    .from(reservations)
    .where(and(eq(reservations.propertyId, propertyId), eq(reservations.id, id)));
  return row;
}
