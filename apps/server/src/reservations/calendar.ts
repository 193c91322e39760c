import type { Db } from '@zamalek/db/client';
import { calendarStays, calendarUnits } from '@zamalek/db/queries/calendar';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import type { Actor } from '../actors';
import { deskStepsFor } from './desk-steps';

/**
 * Units and the stays with a night inside the window (only the visible window is fetched), each
 * stay with the desk steps the actor may take on it now, for the bar's menu (pure rules, no query).
 */
export async function roomCalendar(
  db: Db,
  actor: Actor,
  window: DateRange,
  services: { today: IsoDate },
) {
  const [units, stays] = await Promise.all([calendarUnits(db), calendarStays(db, window)]);
  const { today } = services;
  return {
    units,
    stays: stays.map((stay) => ({ ...stay, deskActions: deskStepsFor(actor.role, stay, today) })),
    today,
  };
}
