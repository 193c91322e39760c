import type { Db } from '@zamalek/db/client';
import { calendarStays, calendarUnits } from '@zamalek/db/queries/calendar';
import { calendarHolds, unitsUnderMaintenance } from '@zamalek/db/queries/holds';
import { roomStatesTonight } from '@zamalek/db/queries/room-status';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { deskActions } from '@zamalek/domain/front-desk';
import { can } from '@zamalek/domain/roles';
import type { Actor } from '../actors';

/**
 * Units and the stays with a night inside the window (only the visible window is fetched), each
 * stay with the desk steps the actor may take on it now, for the bar's menu (pure rules, no query);
 * the holds with a night inside it and the units whose sellable state is maintenance, which the
 * calendars show blocked rather than free.
 */
export async function roomCalendar(
  db: Db,
  actor: Actor,
  window: DateRange,
  services: { today: IsoDate },
) {
  const { today } = services;
  const [units, stays, states, holds, maintenanceUnitIds] = await Promise.all([
    calendarUnits(db),
    calendarStays(db, window),
    roomStatesTonight(db, { today }),
    calendarHolds(db, window),
    unitsUnderMaintenance(db),
  ]);
  const stateOf = new Map(states.map(({ id, ...state }) => [id, state]));
  // The bar's menu offers check-in and check-out; same-day undo stays on the detail page.
  const context = { today, mayWorkDesk: can(actor, 'reservations.checkInOut') };
  return {
    // Each room with its housekeeping status and whether it is occupied tonight (row headers).
    units: units.map((unit) => ({
      ...unit,
      roomStatus: stateOf.get(unit.id)?.roomStatus ?? null,
      occupiedTonight: stateOf.get(unit.id)?.occupiedTonight ?? false,
    })),
    stays: stays.map((stay) => ({ ...stay, deskActions: deskActions(stay, context) })),
    holds,
    maintenanceUnitIds,
    today,
  };
}
