import type { LedgerLine } from '../ledger/lines';
import { moneyLines } from '../ledger/payment-lines';

/**
 * How the journals of money a channel collected are keyed (`ota:<stay>:<revision>`): the database
 * refuses a correction of them by hand (migration 0044), as they follow the channel's revisions.
 */
export const OTA_COLLECTED_KEY_PREFIX = 'ota:';

/** A room of a channel booking as far as who holds the guest's money goes. */
export interface CollectedRoom {
  collect: 'ota' | 'property';
  cancelled: boolean;
  /** The room's total as the channel gives it, in its currency's minor units. */
  totalMinor: number | null;
  currency: string;
}

/**
 * What the stay's folio should show as paid through the channel: the room's total when the
 * channel collected it from the guest, nothing when the guest pays the property or the booking
 * is cancelled (the channel pays the guest back). Null when it cannot be shown: the channel sold
 * in another currency than the folio is kept in, or gave no total.
 */
export function otaCollectedMinor(room: CollectedRoom, folioCurrency: string): number | null {
  if (room.collect === 'property' || room.cancelled) return 0;
  if (room.totalMinor === null || room.currency !== folioCurrency) return null;
  return room.totalMinor;
}

/**
 * The journal that brings what the folio shows as paid through the channel from `postedMinor`
 * to `targetMinor`: a payment by the channel (its clearing account against the guest's balance)
 * or, when less is now collected, money paid back through it. Null when nothing changes.
 */
export function otaCollectedJournal(
  folio: { id: string; currency: string },
  postedMinor: number,
  targetMinor: number,
): { kind: 'payment' | 'refund'; amountMinor: number; lines: LedgerLine[] } | null {
  const delta = targetMinor - postedMinor;
  if (delta === 0) return null;
  const amountMinor = Math.abs(delta);
  const movement = {
    folioId: folio.id,
    amountMinor,
    currency: folio.currency,
    method: 'channel' as const,
    against: 'receivable' as const,
  };
  return delta > 0
    ? { kind: 'payment', amountMinor, lines: moneyLines(movement, 1) }
    : { kind: 'refund', amountMinor, lines: moneyLines(movement, -1) };
}
