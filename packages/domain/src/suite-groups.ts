import type { Cents } from './money';
import { parseUnitSize, suiteSize } from './suites';

/** What decides which card of the suites page a room belongs to, and what the card shows. */
export interface GroupableUnit {
  id: string;
  roomTypeId: string;
  publicName: string | null;
  publicNameAr: string | null;
  unitSize: string | null;
  baseRateCents: Cents | null;
}

/**
 * Rooms a guest cannot tell apart share a card: same room type and same public name (a room with
 * its own name, like a penthouse, is a card of its own).
 */
function groupKey(unit: GroupableUnit): string {
  return JSON.stringify([
    unit.roomTypeId,
    unit.publicName?.trim() ?? '',
    unit.publicNameAr?.trim() ?? '',
  ]);
}

/** The lowest base rate of the rooms, or null when none has one. */
export function fromRateCents(units: readonly GroupableUnit[]): Cents | null {
  const rates = units.flatMap((unit) => (unit.baseRateCents === null ? [] : [unit.baseRateCents]));
  return rates.length > 0 ? Math.min(...rates) : null;
}

/**
 * The rooms grouped as guests see them, cheapest first (then in the order given). Each group
 * keeps the order of its rooms.
 */
export function groupSuites<T extends GroupableUnit>(units: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const unit of units) {
    const key = groupKey(unit);
    const group = groups.get(key);
    if (group) group.push(unit);
    else groups.set(key, [unit]);
  }
  const cheapestFirst = (rate: Cents | null) => rate ?? Number.POSITIVE_INFINITY;
  return [...groups.values()]
    .map((group, order) => ({ group, order, rate: cheapestFirst(fromRateCents(group)) }))
    .sort((a, b) => a.rate - b.rate || a.order - b.order)
    .map(({ group }) => group);
}

/**
 * One size for several rooms: theirs when they agree, else the range of their areas
 * ("38–42 m2"); a size that cannot be read as an area keeps the first room's words.
 */
export function groupSize(sizes: ReadonlyArray<string | null>): string {
  const shown = sizes.map(suiteSize);
  const [first = suiteSize(null)] = shown;
  if (shown.every((size) => size === first)) return first;
  const areas = sizes.map((size) => parseUnitSize(size).area);
  if (areas.some((area) => area === null)) return first;
  const numbers = areas.filter((area): area is number => area !== null);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  return low === high ? `${low} m2` : `${low}–${high} m2`;
}
