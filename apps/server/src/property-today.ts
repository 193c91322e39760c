import { clockIn, type IsoDate, todayIn } from '@zamalek/domain/dates';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Env } from './env';

/**
 * The property's today, in its time zone (never the server's or the browser's): every "today"
 * the server uses comes from here, and the web reads it through `public.today`.
 */
export function propertyToday(env: Pick<Env, 'PROPERTY_TIMEZONE'>, now?: Date): IsoDate {
  return todayIn(env.PROPERTY_TIMEZONE, now);
}

/** The property's date and time of day, which the front-desk statuses (No-Show cut-off) need. */
export function propertyNow(env: Pick<Env, 'PROPERTY_TIMEZONE'>, now?: Date): PropertyNow {
  return clockIn(env.PROPERTY_TIMEZONE, now);
}
