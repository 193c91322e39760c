import type { Db } from '@zamalek/db/client';
import { calendarStays, calendarUnits } from '@zamalek/db/queries/calendar';
import { calendarHolds, unitsUnderMaintenance } from '@zamalek/db/queries/holds';
import { roomStatesTonight } from '@zamalek/db/queries/room-status';
import {
  type CalendarView,
  calendarDeskStep,
  type PackedCalendar,
  packCalendar,
} from '@zamalek/domain/calendar-reply';
import type { DateRange } from '@zamalek/domain/date-range';
import { deskActions } from '@zamalek/domain/front-desk';
import { can } from '@zamalek/domain/roles';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';

/**
 * Units and the stays with a night inside the window (only the visible window is fetched), each
 * stay with what it is today (Due In, In-House…) and the desk step the actor may take on it now, for the bar's menu (pure rules, no query);
 * the holds with a night inside it and the units whose sellable state is maintenance, which the
 * calendars show blocked rather than free. Packed for the wire (`packCalendar`): a busy month is
 * thousands of bars.
 */
export async function roomCalendar(
  db: Db,
  actor: Actor,
  window: DateRange,
  services: { now: PropertyNow },
): Promise<PackedCalendar> {
  const { now } = services;
  const { today } = now;
  const [units, stays, states, holds, maintenanceUnitIds] = await Promise.all([
    calendarUnits(db, actor),
    calendarStays(db, actor.propertyId, window),
    roomStatesTonight(db, { propertyId: actor.propertyId, today }),
    calendarHolds(db, actor.propertyId, window),
    unitsUnderMaintenance(db, actor),
  ]);
  const stateOf = new Map(states.map(({ id, ...state }) => [id, state]));
  // The bar's menu offers check-in and check-out; same-day undo stays on the detail page.
  const context = { today, mayWorkDesk: can(actor, 'reservations.checkInOut') };
  const view: CalendarView = {
    // Each room with its housekeeping status and whether it is occupied tonight (row headers).
    units: units.map((unit) => ({
      ...unit,
      roomStatus: stateOf.get(unit.id)?.roomStatus ?? null,
      occupiedTonight: stateOf.get(unit.id)?.occupiedTonight ?? false,
    })),
    stays: stays.flatMap(({ unitId, status, ...stay }) =>
      unitId === null || status === 'cancelled'
        ? []
        : [
            {
              ...stay,
              unitId,
              status,
              displayStatus: displayStatus(status, stay.checkInDate, stay.checkOutDate, now),
              deskStep: calendarDeskStep(deskActions({ ...stay, status }, context)),
            },
          ],
    ),
    holds,
    maintenanceUnitIds,
    today,
  };
  return packCalendar(view, window.from);
}
