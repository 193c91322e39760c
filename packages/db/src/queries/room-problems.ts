import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { roomProblems } from '../schema';

/** Files a report; the one-open-per-room index refuses a second (23505). */
export async function insertRoomProblem(
  db: Db,
  values: { propertyId: string; unitId: string; description: string; reportedBy: string },
) {
  const [row] = await db
    .insert(roomProblems)
    .values(values)
    .returning({ id: roomProblems.id, reportedAt: roomProblems.reportedAt });
  if (!row) throw new Error('insert into room_problems returned no row');
  return row;
}

/** Closes an open report; null when it is not open (closed already, or no such report). */
export async function closeRoomProblem(
  db: Db,
  { propertyId, id, closedBy }: { propertyId: string; id: string; closedBy: string },
) {
  const [row] = await db
    .update(roomProblems)
    .set({ outcome: 'dismissed', closedBy, closedAt: new Date() })
    .where(
      and(
        and(eq(roomProblems.propertyId, propertyId), eq(roomProblems.id, id)),
        isNull(roomProblems.closedAt),
      ),
    )
    .returning({ id: roomProblems.id, unitId: roomProblems.unitId });
  return row ?? null;
}

/** The room's open report, closed as taken out of order with the hold that did it (if any). */
export async function closeOpenProblemOutOfOrder(
  db: Db,
  { unitId, holdId, closedBy }: { unitId: string; holdId: string; closedBy: string },
) {
  return db
    .update(roomProblems)
    .set({ outcome: 'out_of_order', holdId, closedBy, closedAt: new Date() })
    .where(and(eq(roomProblems.unitId, unitId), isNull(roomProblems.closedAt)))
    .returning({ id: roomProblems.id });
}
