import type { Db } from '@zamalek/db/client';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { unitsOfType } from '@zamalek/db/queries/rate-seasons';
import { findRoomType } from '@zamalek/db/queries/room-types';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { seasonsForUnit } from '@zamalek/domain/pricing/night-rates';
import type { RateMonth } from '@zamalek/domain/pricing/rate-forms';
import { type TypeNight, typeBaseRate, typeNight } from '@zamalek/domain/pricing/type-nights';
import type { RateSeason } from '@zamalek/domain/pricing/types';
import { AppError } from '../errors';

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
  const base = typeBaseRate(room ? [room] : rooms, type.baseRateCents);
  const baseRateCents = base.baseRateCents;

  const days: TypeNight[] = [];
  const used = new Map<string, RateSeason>();
  for (let date = nights.from; date < nights.to; date = addDaysIso(date, 1)) {
    const night = typeNight(ordered, date, baseRateCents, rules.weekendNights);
    const season = ordered.find((entry) => entry.id === night.seasonId);
    if (season) used.set(season.id, season);
    days.push(night);
  }
  return {
    month: input.month,
    roomTypeId: type.id,
    unitId: room?.id ?? null,
    baseRateCents,
    baseRatesVary: base.varies,
    weekendNights: rules.weekendNights,
    days,
    seasons: [...used.values()].map((season) => ({
      id: season.id,
      name: season.name,
      unitId: season.unitId,
    })),
  };
}
