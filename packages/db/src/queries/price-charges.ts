import type { ChargeBasis, ChargeKind } from '@zamalek/domain/pricing/types';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { priceCharges } from '../schema';

/** What a tax or fee's write sets (Settings page; amounts in cents). */
export interface PriceChargeValues {
  name: string;
  kind: ChargeKind;
  basis: ChargeBasis;
  percent: number | null;
  amountCents: number | null;
  minPerNightCents: number | null;
  maxPerNightCents: number | null;
  included: boolean;
}

/** Locks every charge row, in the Settings page's order (a writer takes its turn on all of them). */
export async function lockPriceCharges(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select()
    .from(priceCharges)
    .where(eq(priceCharges.propertyId, propertyId))
    .orderBy(asc(priceCharges.position), asc(priceCharges.createdAt))
    .for('update');
}

export async function countPriceCharges(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(priceCharges)
    .where(eq(priceCharges.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function insertPriceCharge(
  db: Db,
  values: PriceChargeValues & { propertyId: string; updatedBy: string },
) {
  const [row] = await db
    .insert(priceCharges)
    .values({
      ...values,
      position: sql`(select coalesce(max(${priceCharges.position}), -1) + 1 from ${priceCharges} where ${priceCharges.propertyId} = ${values.propertyId})`,
    })
    .returning({ id: priceCharges.id });
  if (!row) throw new Error('insert into price_charges returned no row');
  return row;
}

export async function updatePriceCharge(
  db: Db,
  { id, values }: { id: string; values: PriceChargeValues & { updatedBy: string } },
) {
  await db
    .update(priceCharges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(priceCharges.id, id));
}

export async function deletePriceCharge(db: Db, { id }: { id: string }) {
  const rows = await db
    .delete(priceCharges)
    .where(eq(priceCharges.id, id))
    .returning({ id: priceCharges.id });
  return rows.length > 0;
}

export async function setPriceChargePosition(
  db: Db,
  { id, position, updatedBy }: { id: string; position: number; updatedBy: string },
) {
  await db
    .update(priceCharges)
    .set({ position, updatedBy, updatedAt: new Date() })
    .where(eq(priceCharges.id, id));
}
