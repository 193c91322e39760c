import type { Db } from '@zamalek/db/client';
import { postedKeys } from '@zamalek/db/queries/day-close';
import { guestFolio, postJournal } from '@zamalek/db/queries/ledger';
import { formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { roomNightKey, roomNightLines } from '@zamalek/domain/ledger/room-nights';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';

/** A stay's row as far as its price goes (`inHouseStays`, `stayPriceColumns`). */
export interface PricedStay {
  id: string;
  /** The room it is in: its nights are charged as that room's. */
  unitId: string | null;
  checkInDate: string;
  checkOutDate: string;
  priceQuote: unknown;
  pricePerNightCents: number | null;
  totalPriceCents: number | null;
  commissionAmountCents: number | null;
  source: string | null;
}

/**
 * Charges the stay's guest folio each of `nights` not charged yet, one journal per night (keyed
 * `night:<stay>:<date>`, so the day close and a check-out never charge a night twice), in the
 * caller's transaction on `businessDate`. A closed guest folio takes nothing. Returns how many
 * nights it posted.
 */
export async function postRoomNights(
  tx: Db,
  {
    propertyId,
    businessDate,
    actorId,
    stay,
    nights,
  }: {
    propertyId: string;
    businessDate: IsoDate;
    actorId: string | null;
    stay: PricedStay;
    nights: readonly IsoDate[];
  },
): Promise<number> {
  const posted = await postedKeys(tx, {
    propertyId,
    keys: nights.map((night) => roomNightKey(stay.id, night)),
  });
  const due = nights.filter((night) => !posted.has(roomNightKey(stay.id, night)));
  if (due.length === 0) return 0;
  const folio = await guestFolio(tx, { propertyId, reservationId: stay.id });
  if (folio.closedAt) return 0;
  const price = { ...stay, quote: readStoredQuote(stay.priceQuote) };
  let count = 0;
  for (const night of due) {
    const lines = roomNightLines(price, night, folio).map((line) => ({
      ...line,
      unitId: stay.unitId,
    }));
    if (lines.length === 0) continue;
    const journal = await postJournal(tx, {
      propertyId,
      businessDate,
      kind: 'room_night',
      idempotencyKey: roomNightKey(stay.id, night),
      memo: `Night of ${formatLongDate(night)}`,
      actorId,
      lines,
    });
    if (journal.posted) count += 1;
  }
  return count;
}
