import type { Db } from '@zamalek/db/client';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { clockIn, type IsoDate, todayIn } from '@zamalek/domain/dates';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Env } from './env';

/**
 * The property's today, in its time zone (never the server's or the browser's): every "today"
 * the server uses comes from here, and the web reads it through `public.today`.
 */
export function propertyToday(env: Pick<Env, 'PROPERTY_TIMEZONE'>, now = new Date()): IsoDate {
  return todayIn(env.PROPERTY_TIMEZONE, now);
}

/**
 * The property's date and time of day with the No-Show cut-off of its settings, which the
 * front-desk statuses need.
 */
export async function propertyNow(
  db: Db,
  env: Pick<Env, 'PROPERTY_TIMEZONE'>,
  { propertyId }: { propertyId: string },
  now = new Date(),
): Promise<PropertyNow> {
  const { noShowCutoff } = await findPropertySettings(db, { propertyId });
  return propertyNowWith(env, noShowCutoff, now);
}

/** The same, with a No-Show cut-off already read (with the request's session). */
export function propertyNowWith(
  env: Pick<Env, 'PROPERTY_TIMEZONE'>,
  noShowCutoff: string,
  now = new Date(),
): PropertyNow {
  return { ...clockIn(env.PROPERTY_TIMEZONE, now), noShowCutoff };
}
