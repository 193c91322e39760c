import type { Db } from '@zamalek/db/client';
import { roomTypeAvailability } from '@zamalek/db/queries/channel-availability';
import type { QueuedNight } from '@zamalek/db/queries/channex';
import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { listRoomsByType, listRoomTypes } from '@zamalek/db/queries/room-types';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { seasonsForUnit } from '@zamalek/domain/pricing/night-rates';
import { type TypeNight, typeBaseRate, typeNight } from '@zamalek/domain/pricing/type-nights';

/** The nights' span: first to the day after the last. */
function spanOf(nights: readonly QueuedNight[]): { from: IsoDate; to: IsoDate } {
  const dates = nights.map((night) => night.night).sort();
  const first = dates[0] ?? '';
  return { from: first, to: addDaysIso(dates.at(-1) ?? first, 1) };
}

const keyOf = (roomTypeId: string, date: string) => `${roomTypeId} ${date}`;

/** The rooms free on the queued nights, by the public site's rule. */
export async function queuedAvailability(
  db: Db,
  propertyId: string,
  queued: readonly QueuedNight[],
) {
  if (queued.length === 0) return [];
  const wanted = new Set(queued.map((night) => keyOf(night.roomTypeId, night.night)));
  const nights = await roomTypeAvailability(db, { propertyId, range: spanOf(queued) });
  return nights.filter((night) => wanted.has(keyOf(night.roomTypeId, night.date)));
}

/**
 * The queued nights' rates and stay rules per room type, as the rate calendar shows the type: its
 * seasons, else the lowest base rate of its rooms.
 */
export async function queuedRates(
  db: Db,
  propertyId: string,
  queued: readonly QueuedNight[],
): Promise<{ roomTypeId: string; night: TypeNight }[]> {
  if (queued.length === 0) return [];
  const roomTypeIds = [...new Set(queued.map((night) => night.roomTypeId))];
  const [rules, types, rooms] = await Promise.all([
    loadPricingRules(db, { propertyId, nights: spanOf(queued), roomTypeIds }),
    listRoomTypes(db, { propertyId }),
    listRoomsByType(db, { propertyId }),
  ]);
  const byType = new Map(
    types.map((type) => {
      const base = typeBaseRate(
        rooms.filter((room) => room.roomTypeId === type.id),
        type.baseRateCents,
      );
      return [
        type.id,
        {
          baseRateCents: base.baseRateCents,
          seasons: seasonsForUnit(rules.seasons, { id: '', roomTypeId: type.id }),
        },
      ] as const;
    }),
  );
  return queued.flatMap((entry) => {
    const type = byType.get(entry.roomTypeId);
    if (!type) return [];
    return [
      {
        roomTypeId: entry.roomTypeId,
        night: typeNight(type.seasons, entry.night, type.baseRateCents, rules.weekendNights),
      },
    ];
  });
}
