import { and, asc, eq, gt, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reservations, units } from '../schema';

const suiteColumns = {
  id: units.id,
  name: units.name,
  unitNumber: units.unitNumber,
  unitType: units.unitType,
  unitSize: units.unitSize,
  comments: units.comments,
  baseRateCents: units.baseRateCents,
};

export type SuiteRow = {
  id: string;
  name: string;
  unitNumber: string | null;
  unitType: string | null;
  unitSize: string | null;
  comments: string | null;
  baseRateCents: number | null;
};

/** Units offered on the public site: status available, ordered by name. */
export function listPublicSuites(db: Db): Promise<SuiteRow[]> {
  return db
    .select(suiteColumns)
    .from(units)
    .where(eq(units.status, 'available'))
    .orderBy(asc(units.name));
}

/** A non-cancelled stay of the unit sharing at least one night with [checkIn, checkOut). */
export function overlappingStay(unitId: typeof units.id, checkIn: string, checkOut: string) {
  return and(
    eq(reservations.unitId, unitId),
    ne(reservations.status, 'cancelled'),
    lt(reservations.checkInDate, checkOut),
    gt(reservations.checkOutDate, checkIn),
  );
}

/** Available units with no stay overlapping the half-open range [checkIn, checkOut). */
export function listFreeSuites(db: Db, checkIn: string, checkOut: string): Promise<SuiteRow[]> {
  return db
    .select(suiteColumns)
    .from(units)
    .where(
      and(
        eq(units.status, 'available'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reservations)
            .where(overlappingStay(units.id, checkIn, checkOut)),
        ),
      ),
    )
    .orderBy(asc(units.name));
}

export async function findSuite(
  db: Db,
  unitId: string,
): Promise<(SuiteRow & { status: string }) | undefined> {
  const [row] = await db
    .select({ ...suiteColumns, status: units.status })
    .from(units)
    .where(eq(units.id, unitId))
    .limit(1);
  return row;
}

export function listUnitOptions(db: Db) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: units.unitType,
    })
    .from(units)
    .orderBy(asc(units.name));
}

/** Units staff may book for [checkIn, checkOut): no overlapping stay, not under maintenance. */
export function listFreeUnitsForStaff(
  db: Db,
  checkIn: string,
  checkOut: string,
  exceptReservationId?: string,
) {
  return db
    .select({
      id: units.id,
      name: units.name,
      unitNumber: units.unitNumber,
      unitType: units.unitType,
    })
    .from(units)
    .where(
      and(
        ne(units.status, 'maintenance'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reservations)
            .where(
              and(
                overlappingStay(units.id, checkIn, checkOut),
                exceptReservationId ? ne(reservations.id, exceptReservationId) : undefined,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(units.name));
}

export async function unitExists(db: Db, unitId: string): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId)).limit(1);
  return row !== undefined;
}
