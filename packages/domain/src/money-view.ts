import { type CapabilityHolder, can } from './roles';

/**
 * Whether `reader` sees what stays cost: nightly prices, totals, the price breakdown and its
 * taxes, commissions and net revenue (`reservations.viewMoney`). Without it the server answers
 * them as null (and a history line "Price changed").
 */
export function seesStayMoney(reader: CapabilityHolder | null): boolean {
  return can(reader, 'reservations.viewMoney');
}

/**
 * Whether `reader` sees the rooms' base rates: with the stays' money, and always when they may
 * edit rooms (the rate is one of a room's fields, which an editor must see to keep it).
 */
export function seesRoomRates(reader: CapabilityHolder | null): boolean {
  return seesStayMoney(reader) || can(reader, 'rooms.manage');
}

/** The refusal of a request that only answers money (a sort by price, a quote) to those without it. */
export const MONEY_WITHHELD_MESSAGE = 'You do not have permission to see prices.';
