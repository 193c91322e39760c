import type { DateRange } from '@zamalek/domain/date-range';
import { and, eq, inArray, isNotNull, notExists, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * The stays and holds of `unitIds` with a night in `range`, as the days they cover (half-open),
 * from `unit_occupancy` like every "is this room free" question.
 */
export async function occupiedRangesOf(
  db: Db,
  { unitIds, range }: { unitIds: readonly string[]; range: DateRange },
): Promise<{ unitId: string; from: string; to: string }[]> {
  if (unitIds.length === 0) return [];
  return db
    .select({
      unitId: unitOccupancy.unitId,
      from: sql<string>`lower(${unitOccupancy.during})::text`,
      to: sql<string>`upper(${unitOccupancy.during})::text`,
    })
    .from(unitOccupancy)
    .where(and(inArray(unitOccupancy.unitId, [...unitIds]), occupiesNightIn(range)));
}
