import type { Db } from '@zamalek/db/client';
import { auditHistory } from '@zamalek/db/queries/audit';
import { channexBookingOfStay } from '@zamalek/db/queries/channex-bookings';
import { listReservationDocuments } from '@zamalek/db/queries/documents';
import { deskRecord } from '@zamalek/db/queries/front-desk';
import { findReservation } from '@zamalek/db/queries/reservations';
import { roomStatusOf } from '@zamalek/db/queries/room-status';
import { unitNamesByIds } from '@zamalek/db/queries/units';
import {
  auditActionLabel,
  describeChanges,
  systemActorName,
  unitIdsOf,
} from '@zamalek/domain/audit-changes';
import { dateIn } from '@zamalek/domain/dates';
import { deskActions } from '@zamalek/domain/front-desk';
import { seesStayMoney } from '@zamalek/domain/money-view';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import { can } from '@zamalek/domain/roles';
import { arrivalRoomNotReady } from '@zamalek/domain/room-status';
import { displayStatus, type PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** The most history entries the page gets: every one a stay realistically gathers. */
const HISTORY_LIMIT = 500;

/** The detail page: the stay, its documents and history, and what the actor may do with it. */
export async function reservationDetail(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  services: { now: PropertyNow; timeZone: string },
) {
  const reservation = await findReservation(db, { propertyId: actor.propertyId, id });
  if (!reservation) throw new AppError('NOT_FOUND', 'Reservation not found');
  const seesContact = can(actor, 'reservations.viewContact');
  const seesMoney = seesStayMoney(actor);
  const [documents, history, desk, roomStatus, channelBooking] = await Promise.all([
    seesContact ? listReservationDocuments(db, { reservationId: id }) : [],
    auditHistory(db, { entity: 'reservation', entityId: id, limit: HISTORY_LIMIT }),
    deskRecord(db, { propertyId: actor.propertyId, id }),
    roomStatusOf(db, { unitId: reservation.unitId }),
    channexBookingOfStay(db, { propertyId: actor.propertyId, reservationId: id }),
  ]);
  const unitNames = await unitNamesByIds(db, {
    ids: history.flatMap((entry) => [...unitIdsOf(entry.before), ...unitIdsOf(entry.after)]),
  });
  const describe = {
    timeZone: services.timeZone,
    unitName: (unitId: string) => unitNames.get(unitId),
    showContact: seesContact,
    showMoney: seesMoney,
  };
  const { today } = services.now;
  const { priceQuote, ...stay } = reservation;
  const quote = seesMoney ? readStoredQuote(priceQuote) : null;
  const dayOf = (at: Date | null | undefined) => (at ? dateIn(services.timeZone, at) : null);
  return {
    reservation: {
      ...stay,
      // Housekeeping sees the stay, not how to reach the guest.
      contactEmail: seesContact ? reservation.contactEmail : null,
      contactPhone: seesContact ? reservation.contactPhone : null,
      // Nor, without `reservations.viewMoney`, what it costs.
      pricePerNightCents: seesMoney ? reservation.pricePerNightCents : null,
      totalPriceCents: seesMoney ? reservation.totalPriceCents : null,
      commissionRate: seesMoney ? reservation.commissionRate : null,
      commissionAmountCents: seesMoney ? reservation.commissionAmountCents : null,
      netRevenueCents: seesMoney ? reservation.netRevenueCents : null,
      displayStatus: displayStatus(
        reservation.status,
        reservation.checkInDate,
        reservation.checkOutDate,
        services.now,
      ),
    },
    /** How the stay was priced: its quote's lines (null for stays priced before quotes, or withheld). */
    price: quote && {
      breakdown: quoteBreakdown(quote),
      overridden: quote.overridden,
      taxesCents: quote.taxesCents,
      totalBeforeTaxesCents: quote.totalBeforeTaxesCents,
    },
    /** The room's housekeeping status (null without a room), and the desk's warning on arrival day. */
    room: {
      status: roomStatus,
      notReady: arrivalRoomNotReady(reservation, roomStatus, today),
    },
    /**
     * The channel booking it is a room of (null: none): its guests, dates and price are the
     * channel's, and who collects the money.
     */
    channelBooking: channelBooking ?? null,
    /** When the stay was checked in and out, and by whom (null names: unknown or a former user). */
    desk: desk ?? null,
    documents,
    /** Newest first, each with what it changed in words (contact and money values only for those who see them). */
    history: history.map(({ before, after, ...entry }) => ({
      ...entry,
      actorName: entry.actorName ?? systemActorName(entry.action, reservation.source),
      actionLabel: auditActionLabel(entry.action),
      changes: describeChanges(before, after, describe),
    })),
    permissions: {
      edit: can(actor, 'reservations.edit'),
      // A channel booking is cancelled on its channel, never deleted here.
      delete: can(actor, 'reservations.delete') && !channelBooking,
      downloadDocuments: can(actor, 'documents.download'),
    },
    /** The desk steps this actor may take on the stay now (the page shows those buttons). */
    deskActions: deskActions(reservation, {
      today,
      mayWorkDesk: can(actor, 'reservations.checkInOut'),
      checkedInOn: dayOf(desk?.checkedInAt),
      checkedOutOn: dayOf(desk?.checkedOutAt),
    }),
  };
}
