import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, unitExportTokens, unitHolds, units } from '../schema';

/** The room whose export token has this SHA-256, if any. */
export async function findExportByTokenHash(db: Db, { sha256 }: { sha256: string }) {
  const [row] = await db
    .select({
      unitId: unitExportTokens.unitId,
      unitName: units.name,
      rotatedAt: unitExportTokens.rotatedAt,
    })
    .from(unitExportTokens)
    .innerJoin(units, eq(units.id, unitExportTokens.unitId))
    .where(eq(unitExportTokens.tokenSha256, sha256));
  return row ?? null;
}

/** Sets the room's export token, replacing the one it had (whose URL stops working). */
export async function setExportToken(
  db: Db,
  values: {
    propertyId: string;
    unitId: string;
    token: string;
    tokenSha256: string;
    rotatedBy: string | null;
  },
) {
  const rotatedAt = new Date();
  await db
    .insert(unitExportTokens)
    .values({ ...values, rotatedAt })
    .onConflictDoUpdate({
      target: unitExportTokens.unitId,
      set: {
        token: values.token,
        tokenSha256: values.tokenSha256,
        rotatedBy: values.rotatedBy,
        rotatedAt,
      },
    });
}

/** Every room with its export token (null until an admin creates one). */
export function listExportTokens(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      unitId: units.id,
      unitName: units.name,
      unitNumber: units.unitNumber,
      token: unitExportTokens.token,
      rotatedAt: unitExportTokens.rotatedAt,
    })
    .from(units)
    .leftJoin(unitExportTokens, eq(unitExportTokens.unitId, units.id))
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.name), asc(units.id));
}

/** What a room's export lists: its non-cancelled stays and its holds, ids and nights only. */
export async function exportedOccupancy(db: Db, { unitId }: { unitId: string }) {
  const stays = await db
    .select({
      id: reservations.id,
      from: reservations.checkInDate,
      to: reservations.checkOutDate,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .where(and(eq(reservations.unitId, unitId), ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.checkInDate), asc(reservations.id));
  const holds = await db
    .select({
      id: unitHolds.id,
      from: unitHolds.fromDate,
      to: unitHolds.toDate,
      updatedAt: unitHolds.updatedAt,
    })
    .from(unitHolds)
    .where(eq(unitHolds.unitId, unitId))
    .orderBy(asc(unitHolds.fromDate), asc(unitHolds.id));
  return { stays, holds };
}
