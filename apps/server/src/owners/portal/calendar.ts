import type { Db } from '@zamalek/db/client';
import { portalSegments } from '@zamalek/db/queries/landlord-portal';
import { landlordRooms } from '@zamalek/db/queries/owners';
import { portalMonthRange } from '@zamalek/domain/owners/portal';
import type { LandlordScope } from '../../trpc/landlord-procedure';

/** A month of the landlord's rooms: which nights are booked, blocked or theirs, never by whom. */
export async function portalCalendar(db: Db, scope: LandlordScope, { month }: { month: string }) {
  const range = portalMonthRange(month);
  const [rooms, segments] = await Promise.all([
    landlordRooms(db, scope),
    portalSegments(db, { ...scope, ...range }),
  ]);
  return { month, ...range, rooms, segments };
}
