import type { Db } from '@zamalek/db/client';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { unitsOfType } from '@zamalek/db/queries/rate-seasons';
import { findRoomType } from '@zamalek/db/queries/room-types';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import {
  baseRateOf,
  nightRate,
  seasonsForUnit,
  weekdayOf,
} from '@zamalek/domain/pricing/night-rates';
import type { RateMonth } from '@zamalek/domain/pricing/rate-forms';
import type { RateSeason } from '@zamalek/domain/pricing/types';
import { AppError } from '../errors';

/** The rate calendar's month: each night's rate and rules, as the quote engine resolves them. */
export interface RateDay {
  date: IsoDate;
  /** The night's rate: its season's, else the base rate; null when neither prices it. */
  rateCents: number | null;
  source: 'season' | 'base' | 'none';
  seasonId: string | null;
  weekend: boolean;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

const NO_ROOM = '';

function monthNights(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: next.toISOString().slice(0, 10) };
}

/**
 * A room type's month (or one room's): every night's rate, season, weekend flag and restrictions,
 * resolved by the domain's own `seasonsForUnit` / `nightRate`, so the grid shows exactly what a
 * quote would charge. For a whole type, the type's seasons apply (rooms' own seasons show on the
 * room's view) and nights without one show the lowest base rate of its rooms (each its own, else
 * the type's).
 */
export async function rateMonth(db: Db, input: RateMonth & { propertyId: string }) {
  const { propertyId } = input;
  const type = await findRoomType(db, { propertyId, id: input.roomTypeId });
  if (!type) throw new AppError('ROOM_TYPE_GONE');
  const rooms = await unitsOfType(db, { propertyId, roomTypeId: type.id });
  const room = input.unitId === null ? null : rooms.find((entry) => entry.id === input.unitId);
  if (room === undefined) throw new AppError('UNIT_NOT_OF_TYPE');
  const nights = monthNights(input.month);
  const rules = await loadPricingRules(db, { propertyId, nights, roomTypeIds: [type.id] });
  const ordered = seasonsForUnit(rules.seasons, { id: room?.id ?? NO_ROOM, roomTypeId: type.id });
  const baseRates = (room ? [room] : rooms.length > 0 ? rooms : [{ baseRateCents: null }])
    .map((entry) => baseRateOf(entry, type.baseRateCents))
    .filter((cents): cents is number => cents !== null);
  const baseRateCents = baseRates.length ? Math.min(...baseRates) : null;

  const days: RateDay[] = [];
  const used = new Map<string, RateSeason>();
  for (let date = nights.from; date < nights.to; date = addDaysIso(date, 1)) {
    const night = nightRate(ordered, date, baseRateCents, rules.weekendNights);
    const season = night.season;
    if (season) used.set(season.id, season);
    const weekday = weekdayOf(date);
    days.push({
      date,
      rateCents: night.rateCents,
      source: season ? 'season' : night.rateCents === null ? 'none' : 'base',
      seasonId: season?.id ?? null,
      weekend: night.weekend,
      minStay: season?.minStay ?? null,
      maxStay: season?.maxStay ?? null,
      closedToArrival: season?.closedToArrival.includes(weekday) ?? false,
      closedToDeparture: season?.closedToDeparture.includes(weekday) ?? false,
    });
  }
  return {
    month: input.month,
    roomTypeId: type.id,
    unitId: room?.id ?? null,
    baseRateCents,
    baseRatesVary: new Set(baseRates).size > 1,
    weekendNights: rules.weekendNights,
    days,
    seasons: [...used.values()].map((season) => ({
      id: season.id,
      name: season.name,
      unitId: season.unitId,
    })),
  };
}
