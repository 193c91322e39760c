import type { Db } from '@zamalek/db/client';
import { occupiedRangesOf } from '@zamalek/db/queries/occupancy';
import type { StayDates } from '@zamalek/domain/booking';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  NEAREST_STAYS_COUNT,
  nearestFreeStays,
  nearestStaysSearch,
} from '@zamalek/domain/sold-out';
import { roomsForParty } from './public-rooms';
import { availableSuites } from './public-suites';

/** Candidates tried with the full availability check, at most, per question. */
const CANDIDATES = 6;

/**
 * Stays as long as the guest's, near it, that the wizard would offer a suite for: found from the
 * rooms' stays and holds, then each confirmed by the same check as the wizard's list (free for
 * the whole stay, sleeps the party, priced, no stay rule broken). In date order.
 */
export async function nearestStays(
  db: Db,
  { propertyId, stay, guests }: { propertyId: string; stay: StayDates; guests: number },
  today: IsoDate,
): Promise<{ stays: { checkIn: IsoDate; checkOut: IsoDate }[] }> {
  const search = nearestStaysSearch(stay, today);
  if (!search) return { stays: [] };
  const unitIds = await roomsForParty(db, { propertyId, guests });
  const occupied = await occupiedRangesOf(db, { unitIds, range: search.nights });
  const candidates = nearestFreeStays({ stay, search, unitIds, occupied, limit: CANDIDATES });
  const stays: { checkIn: IsoDate; checkOut: IsoDate }[] = [];
  for (const candidate of candidates) {
    if (stays.length === NEAREST_STAYS_COUNT) break;
    const { suites } = await availableSuites(db, { propertyId, stay: candidate, guests });
    if (suites.some((suite) => suite.quote.unsellable.length === 0)) stays.push(candidate);
  }
  return { stays: stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn)) };
}
