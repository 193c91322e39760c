import type { Db } from '@zamalek/db/client';
import { otaCollectedKey, postedOtaCollected } from '@zamalek/db/queries/channex-bookings';
import { guestFolio, lockOpenDay, postJournal, stayFolios } from '@zamalek/db/queries/ledger';
import {
  type CollectedRoom,
  otaCollectedJournal,
  otaCollectedMinor,
} from '@zamalek/domain/channels/ota-collected';

/**
 * Keeps the stay's folio showing what the channel collected from the guest (Airbnb always,
 * Booking.com and Expedia when they take the payment): posted by the revision that changes it,
 * in the revision's transaction on the open business day, once per revision. The channel's
 * clearing account then holds what the channel owes the property, less its commission as the
 * nights are charged. A closed folio, or one kept in another currency, is left for staff.
 */
export async function postOtaCollected(
  tx: Db,
  {
    propertyId,
    reservationId,
    revisionId,
    reference,
    channel,
    room,
  }: {
    propertyId: string;
    reservationId: string;
    revisionId: string;
    reference: string;
    channel: string;
    room: CollectedRoom;
  },
): Promise<void> {
  const opened = (await stayFolios(tx, { propertyId, reservationId })).some(
    (folio) => folio.kind === 'guest',
  );
  // Nothing collected and nothing posted before: no folio is opened for it.
  if (!opened && otaCollectedMinor(room, room.currency) === 0) return;
  const businessDate = await lockOpenDay(tx, { propertyId });
  const folio = await guestFolio(tx, { propertyId, reservationId });
  const target = otaCollectedMinor(room, folio.currency);
  if (target === null || folio.closedAt) return;
  const posted = await postedOtaCollected(tx, { propertyId, folioId: folio.id, reservationId });
  const journal = otaCollectedJournal(folio, posted, target);
  if (!journal) return;
  const note = journal.kind === 'payment' ? channel : `${channel}: paid back to the guest`;
  await postJournal(tx, {
    propertyId,
    businessDate,
    kind: journal.kind,
    idempotencyKey: otaCollectedKey(reservationId, revisionId),
    memo: note,
    actorId: null,
    lines: journal.lines,
    payment: {
      method: 'channel',
      amountMinor: journal.amountMinor,
      currency: folio.currency,
      reference: reference.slice(0, 100),
      receivedBy: null,
      note,
    },
  });
}
