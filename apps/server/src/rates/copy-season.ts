import type { Db } from '@zamalek/db/client';
import { findRateSeason } from '@zamalek/db/queries/rate-seasons';
import { addDaysIso, daysBetween } from '@zamalek/domain/dates';
import { type SeasonCopy, seasonFieldsSchema } from '@zamalek/domain/pricing/rate-forms';
import type { Weekday } from '@zamalek/domain/pricing/types';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { createSeason } from './create-season';

const asWeekdays = (days: readonly number[]) => days.filter((d): d is Weekday => d >= 0 && d <= 6);

/**
 * Copies a season to another first night and/or another room type: the same length, rates and
 * restrictions (next year's winter from this year's). A room's own season copied to another
 * type becomes that type's. The copy is a new season, checked and audited like one.
 */
export async function copySeason(db: Db, actor: Actor, input: SeasonCopy) {
  const source = await findRateSeason(db, { propertyId: actor.propertyId, id: input.id });
  if (!source) throw new AppError('RATE_SEASON_GONE');
  const nights = daysBetween(source.startDate, source.endDate);
  const fields = seasonFieldsSchema.safeParse({
    name: input.name ?? source.name,
    roomTypeId: input.roomTypeId,
    unitId: input.roomTypeId === source.roomTypeId ? source.unitId : null,
    startDate: input.startDate,
    endDate: addDaysIso(input.startDate, nights),
    nightly: source.nightlyCents / 100,
    weekend: source.weekendCents === null ? null : source.weekendCents / 100,
    minStay: source.minStay,
    maxStay: source.maxStay,
    closedToArrival: asWeekdays(source.closedToArrival),
    closedToDeparture: asWeekdays(source.closedToDeparture),
  });
  // The source was valid, so only the new dates can fail here (a copy ending beyond 2099).
  if (!fields.success) throw new AppError('RATE_DATES_OUT_OF_RANGE');
  return createSeason(db, actor, fields.data);
}
