import type { Db } from '@zamalek/db/client';
import { reservations, units } from '@zamalek/db/schema';
import { FIRST_PROPERTY, propertyOfUnit, roomTypeIdFor } from '@zamalek/db/testing';
import type { SQL } from 'drizzle-orm';

/**
 * SQLSTATE of a failed query: Drizzle wraps the driver's error, which carries the code (an error
 * at commit, from a deferred check, may come unwrapped).
 */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
  }
  return undefined;
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

export { FIRST_PROPERTY, propertyOfUnit };

export async function insertUnit(db: Db, name: string): Promise<string> {
  const [unit] = await db
    .insert(units)
    .values({ name, propertyId: FIRST_PROPERTY, roomTypeId: await roomTypeIdFor(db) })
    .returning({ id: units.id });
  if (!unit) throw new Error('Unit was not inserted');
  return unit.id;
}

let referenceCounter = 0;

export function stay(
  unitId: string,
  checkInDate: string,
  checkOutDate: string,
  status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' = 'confirmed',
) {
  referenceCounter += 1;
  return {
    propertyId: propertyOfUnit(unitId),
    bookingReference: `MAN-TEST-${process.pid}-${referenceCounter}`,
    unitId,
    guestNames: ['Test Guest'],
    checkInDate,
    checkOutDate,
    ...withDeskStamps(status),
  };
}

export function insertStay(db: Db, ...args: Parameters<typeof stay>) {
  return db
    .insert(reservations)
    .values(stay(...args))
    .returning({ id: reservations.id });
}

/** Rows of a raw query; both drivers return `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = Array.isArray(result)
    ? result
    : typeof result === 'object' && result !== null && 'rows' in result
      ? result.rows
      : undefined;
  if (!Array.isArray(rows)) throw new Error('Unexpected result shape from db.execute');
  return rows as T[];
}

/** A status with the desk stamps the stay lifecycle writes with it (reservations_desk_stamps). */
export function withDeskStamps(status: 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled') {
  const arrived = status === 'checked_in' || status === 'checked_out';
  return {
    status,
    checkedInAt: arrived ? new Date(0) : null,
    checkedOutAt: status === 'checked_out' ? new Date(1000) : null,
  };
}
