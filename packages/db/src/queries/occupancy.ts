import type { DateRange } from '@zamalek/domain/date-range';
import { and, eq, isNotNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { unitOccupancy, units } from '../schema';

/**
 * The occupancy row has a night in the half-open range [from, to): ranges overlap (`&&`), which
 * the exclusion constraint's GiST index answers.
 */
function occupiesNightIn(range: DateRange): SQL {
  return sql`${unitOccupancy.during} && daterange(${range.from}::date, ${range.to}::date, '[)')`;
}

/**
 * The unit in the outer query (`units`) has no stay and no hold with a night in `range`, leaving
 * out the stay `exceptReservationId` (an edit looking for rooms for its own new dates).
 * `unit_occupancy` holds exactly the non-cancelled stays with a unit and every hold.
 */
export function unitFreeIn(
  db: Db,
  range: DateRange,
  exceptReservationId?: string | undefined,
): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(unitOccupancy)
      .where(
        and(
          eq(unitOccupancy.unitId, units.id),
          occupiesNightIn(range),
          exceptReservationId
            ? or(
                isNotNull(unitOccupancy.holdId),
                sql`${unitOccupancy.reservationId} <> ${exceptReservationId}`,
              )
            : undefined,
        ),
      ),
  );
}

/** What occupies a unit on some night of `range`: stays and holds found (for a refusal's code). */
export async function occupantsOf(db: Db, { unitId, range }: { unitId: string; range: DateRange }) {
  const rows = await db
    .select({ reservationId: unitOccupancy.reservationId, holdId: unitOccupancy.holdId })
    .from(unitOccupancy)
    .where(and(eq(unitOccupancy.unitId, unitId), occupiesNightIn(range)));
  return {
    stays: rows.flatMap((row) => (row.reservationId ? [row.reservationId] : [])),
    holds: rows.flatMap((row) => (row.holdId ? [row.holdId] : [])),
  };
}
