import type { Db } from '@zamalek/db/client';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { clockIn, type IsoDate, todayIn } from '@zamalek/domain/dates';
import type { PropertyNow } from '@zamalek/domain/stays';

/**
 * A property's today, in its own time zone (never the server's or the browser's): every "today"
 * the server uses comes from here, and the web reads it through `public.today`.
 */
export function propertyToday(timeZone: string, now = new Date()): IsoDate {
  return todayIn(timeZone, now);
}

/**
 * The property's date and time of day in its time zone, with the No-Show cut-off of its
 * settings, which the front-desk statuses need.
 */
export async function propertyNow(
  db: Db,
  { propertyId }: { propertyId: string },
  now = new Date(),
): Promise<PropertyNow> {
  const { noShowCutoff, timeZone } = await findPropertySettings(db, { propertyId });
  return propertyNowWith(timeZone, noShowCutoff, now);
}

/** The same, with the time zone and No-Show cut-off already read (with the request's session). */
export function propertyNowWith(
  timeZone: string,
  noShowCutoff: string,
  now = new Date(),
): PropertyNow {
  return { ...clockIn(timeZone, now), noShowCutoff };
}
