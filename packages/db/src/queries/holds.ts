import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso } from '@zamalek/domain/dates';
import type { HoldKind } from '@zamalek/domain/holds';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { unitHolds, units } from '../schema';
import { windowRange } from './stay-window';

/** What a hold's write sets. */
export interface HoldValues {
  unitId: string;
  kind: HoldKind;
  reason: string;
  fromDate: string;
  toDate: string;
}

const holdColumns = {
  id: unitHolds.id,
  unitId: unitHolds.unitId,
  kind: unitHolds.kind,
  reason: unitHolds.reason,
  fromDate: unitHolds.fromDate,
  toDate: unitHolds.toDate,
};

/**
 * The hold has at least one night in the half-open range [from, to) (holds are half-open too),
 * asked with the expression of the GiST index `unit_holds_range_idx` (see `hasNightIn`).
 */
export function holdHasNightIn(range: DateRange): SQL {
  if (range.from >= range.to) return sql`false`;
  return sql`(daterange(${unitHolds.fromDate}, ${unitHolds.toDate}, '[)') && ${windowRange(range)})`;
}

export async function insertHold(
  db: Db,
  values: HoldValues & { propertyId: string; createdBy: string | null },
) {
  const [row] = await db.insert(unitHolds).values(values).returning(holdColumns);
  if (!row) throw new Error('insert into unit_holds returned no row');
  return row;
}

/** The hold, its row locked until the transaction ends (two editors: the second reads the first's result). */
export async function lockHold(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .select(holdColumns)
    .from(unitHolds)
    .where(and(eq(unitHolds.propertyId, propertyId), eq(unitHolds.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateHold(
  db: Db,
  { propertyId, id, values }: { propertyId: string; id: string; values: HoldValues },
) {
  const [row] = await db
    .update(unitHolds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(unitHolds.propertyId, propertyId), eq(unitHolds.id, id)))
    .returning(holdColumns);
  return row;
}

export async function deleteHold(db: Db, { propertyId, id }: { propertyId: string; id: string }) {
  const [row] = await db
    .delete(unitHolds)
    .where(and(eq(unitHolds.propertyId, propertyId), eq(unitHolds.id, id)))
    .returning({ id: unitHolds.id });
  return row;
}

/** Holds with at least one night in the window, for the calendars. */
export function calendarHolds(db: Db, propertyId: string, window: DateRange) {
  return db
    .select(holdColumns)
    .from(unitHolds)
    .where(and(eq(unitHolds.propertyId, propertyId), holdHasNightIn(window)))
    .orderBy(asc(unitHolds.fromDate));
}

/** Units whose sellable state is maintenance: the calendars show them blocked, not free. */
export async function unitsUnderMaintenance(
  db: Db,
  { propertyId }: { propertyId: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.status, 'maintenance')));
  return rows.map((row) => row.id);
}

/**
 * A room back in service: its maintenance hold that covers tonight ends today (removed if it
 * began today). Maintenance planned for later nights is left alone. The removed or shortened ids.
 */
export async function endMaintenanceTonight(
  db: Db,
  { unitId, today }: { unitId: string; today: string },
) {
  const tonight = and(
    eq(unitHolds.unitId, unitId),
    eq(unitHolds.kind, 'maintenance'),
    holdHasNightIn({ from: today, to: addDaysIso(today, 1) }),
  );
  const removed = await db
    .delete(unitHolds)
    .where(and(tonight, eq(unitHolds.fromDate, today)))
    .returning({ id: unitHolds.id });
  const shortened = await db
    .update(unitHolds)
    .set({ toDate: today })
    .where(tonight)
    .returning({ id: unitHolds.id });
  return [...removed, ...shortened].map((row) => row.id);
}
