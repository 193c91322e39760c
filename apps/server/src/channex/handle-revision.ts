import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { cancelChannelStay } from '@zamalek/db/queries/channel-feeds';
import {
  channexBookingStays,
  findHandledRevision,
  insertHandledRevision,
  insertRepackMove,
  moveConfirmedStay,
  type RevisionOutcome,
  roomsForPlacement,
  roomTypeOfChannex,
  saveChannexBookingStay,
} from '@zamalek/db/queries/channex-bookings';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { updateReservation } from '@zamalek/db/queries/reservations';
import { type ChannexRevision, roomMoney } from '@zamalek/domain/channels/channex-revision';
import { placeInType, type RoomMove } from '@zamalek/domain/channels/room-placement';
import { daysBetween, formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { sql } from 'drizzle-orm';
import { AppError, retryOnDeadlock, sqlState } from '../errors';
import { channexBookingAlertMail } from '../mail/templates';
import { propertyToday } from '../property-today';
import { writeStay } from '../reservations/write-stay';
import { postOtaCollected } from './post-ota-collected';

/** How an outcome ranks when a booking's rooms had different ones: the one staff must see. */
const OUTCOME_RANK: RevisionOutcome[] = [
  'unassigned',
  'refused',
  'repacked',
  'placed',
  'updated',
  'cancelled',
  'unchanged',
];

const EXCLUSION_VIOLATION = '23P01';

/** A placement raced by another write (a desk booking on the same night): the revision is tried again. */
class PlacementRaced extends Error {}

/** The channel's facts of a room's stay: what only revisions may change. */
function channelFacts(revision: ChannexRevision, index: number) {
  const room = revision.rooms[index];
  if (!room) throw new Error(`no room ${index} in the revision`);
  const { totalCents, commissionCents } = roomMoney(revision, index);
  const nights = daysBetween(room.checkIn, room.checkOut);
  return {
    guestNames: [revision.guest.name],
    adults: room.adults,
    children: room.children,
    numberOfGuests: room.adults + room.children,
    contactEmail: revision.guest.email,
    contactPhone: revision.guest.phone,
    checkInDate: room.checkIn,
    checkOutDate: room.checkOut,
    pricePerNightCents: totalCents === null ? null : Math.round(totalCents / nights),
    totalPriceCents: totalCents,
    currency: revision.currency,
    commissionRate:
      totalCents && commissionCents !== null
        ? Math.round((commissionCents / totalCents) * 10_000) / 100
        : null,
    commissionAmountCents: commissionCents,
    netRevenueCents:
      totalCents === null ? null : totalCents - (commissionCents === null ? 0 : commissionCents),
    source: revision.otaName,
    channel: revision.otaName,
  };
}

interface Pending {
  bookings: Parameters<typeof saveChannexBookingStay>[1][];
  moves: RoomMove[];
  /** Rooms kept without a room, for the alert. */
  unassigned: { checkIn: IsoDate; checkOut: IsoDate }[];
}

/**
 * One revision's work inside its transaction: each of its rooms placed, changed or cancelled,
 * matched to the stays already made only by the booking's id and the room's place in it.
 */
class RevisionWork {
  readonly pending: Pending = { bookings: [], moves: [], unassigned: [] };

  constructor(
    private readonly tx: Db,
    private readonly propertyId: string,
    private readonly revision: ChannexRevision,
    private readonly today: IsoDate,
  ) {}

  /** A room of the type for the nights, moving not-yet-arrived stays if need be; null: none. */
  private async place(roomTypeId: string | null, from: IsoDate, to: IsoDate, ignore?: string) {
    if (roomTypeId === null) return null;
    const rooms = await roomsForPlacement(this.tx, {
      propertyId: this.propertyId,
      roomTypeId,
      from,
      to,
      today: this.today,
      ...(ignore ? { ignoreReservationId: ignore } : {}),
    });
    const placement = placeInType(rooms, { from, to });
    if (!placement) return null;
    for (const move of placement.moves) {
      const moved = await moveConfirmedStay(this.tx, {
        propertyId: this.propertyId,
        id: move.reservationId,
        fromUnitId: move.fromUnitId,
        toUnitId: move.toUnitId,
      });
      if (!moved) throw new PlacementRaced();
      await recordAudit(this.tx, {
        propertyId: this.propertyId,
        actorId: null,
        entity: 'reservation',
        entityId: move.reservationId,
        action: 'channel_repack_move',
        before: { unitId: move.fromUnitId },
        after: { unitId: move.toUnitId },
      });
      this.pending.moves.push(move);
    }
    return placement;
  }

  private remember(index: number, reservationId: string, roomTypeId: string | null) {
    this.pending.bookings.push({
      propertyId: this.propertyId,
      channexBookingId: this.revision.bookingId,
      roomIndex: index,
      reservationId,
      roomTypeId,
      otaName: this.revision.otaName,
      otaReservationCode: this.revision.reference,
      paymentCollect: this.revision.collect,
      lastRevisionId: this.revision.revisionId,
    });
  }

  /** The stay's folio brought to what the channel collected for the room (none: cancelled). */
  private settle(reservationId: string, index: number | null) {
    const money = index === null ? null : roomMoney(this.revision, index);
    return postOtaCollected(this.tx, {
      propertyId: this.propertyId,
      reservationId,
      revisionId: this.revision.revisionId,
      reference: this.revision.reference,
      channel: this.revision.otaName,
      room: {
        collect: this.revision.collect,
        cancelled: index === null,
        totalMinor: money?.totalCents ?? null,
        currency: this.revision.currency,
      },
    });
  }

  async newRoom(index: number): Promise<RevisionOutcome> {
    const facts = channelFacts(this.revision, index);
    const room = this.revision.rooms[index];
    if (!room) return 'unchanged';
    const roomTypeId = await roomTypeOfChannex(this.tx, {
      propertyId: this.propertyId,
      channexRoomTypeId: room.channexRoomTypeId,
    });
    const placement = await this.place(roomTypeId ?? null, room.checkIn, room.checkOut);
    const stay = await writeStay(
      this.tx,
      { kind: 'channex', revisionId: this.revision.revisionId },
      {
        propertyId: this.propertyId,
        unitId: placement?.unitId ?? null,
        checkIn: room.checkIn,
        checkOut: room.checkOut,
        guests: {
          names: facts.guestNames,
          adults: facts.adults,
          children: facts.children,
          nationality: this.revision.guest.country,
        },
        contact: { email: facts.contactEmail, phone: facts.contactPhone },
        source: facts.source,
        channel: facts.channel,
        money: null,
        notes: this.revision.notes,
      },
      {
        reference:
          index === 0 ? this.revision.reference : `${this.revision.reference}-${index + 1}`,
        with: (tx, created) =>
          updateReservation(tx, {
            propertyId: this.propertyId,
            id: created.id,
            changes: {
              pricePerNightCents: facts.pricePerNightCents,
              totalPriceCents: facts.totalPriceCents,
              currency: facts.currency,
              commissionRate: facts.commissionRate,
              commissionAmountCents: facts.commissionAmountCents,
              netRevenueCents: facts.netRevenueCents,
            },
          }).then(() => undefined),
      },
    );
    this.remember(index, stay.id, roomTypeId ?? null);
    await this.settle(stay.id, index);
    if (!placement) {
      this.pending.unassigned.push({ checkIn: room.checkIn, checkOut: room.checkOut });
      return 'unassigned';
    }
    return placement.moves.length > 0 ? 'repacked' : 'placed';
  }

  async changedRoom(
    index: number,
    stay: Awaited<ReturnType<typeof channexBookingStays>>[number],
  ): Promise<RevisionOutcome> {
    const facts = channelFacts(this.revision, index);
    const room = this.revision.rooms[index];
    if (!room) return 'unchanged';
    const roomTypeId =
      (await roomTypeOfChannex(this.tx, {
        propertyId: this.propertyId,
        channexRoomTypeId: room.channexRoomTypeId,
      })) ?? null;
    const base = { propertyId: this.propertyId, id: stay.reservationId };
    this.remember(index, stay.reservationId, roomTypeId);
    await this.settle(stay.reservationId, index);
    await recordAudit(this.tx, {
      propertyId: this.propertyId,
      actorId: null,
      entity: 'reservation',
      entityId: stay.reservationId,
      action: 'channel_manager_update',
      before: { checkInDate: stay.checkIn, checkOutDate: stay.checkOut },
      after: { checkInDate: room.checkIn, checkOutDate: room.checkOut },
    });
    const sameRoom =
      stay.unitId !== null && stay.status !== 'cancelled' && roomTypeId === stay.roomTypeId;
    if (sameRoom) {
      try {
        await this.tx.transaction((savepoint) =>
          updateReservation(savepoint, { ...base, changes: facts }),
        );
        return 'updated';
      } catch (error) {
        if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
      }
    }
    // Its room cannot keep the new nights (or it has none): placed again like a new booking.
    await updateReservation(this.tx, {
      ...base,
      changes: {
        ...facts,
        unitId: null,
        status: stay.status === 'cancelled' ? 'confirmed' : stay.status,
      },
    });
    const placement = await this.place(roomTypeId, room.checkIn, room.checkOut, stay.reservationId);
    if (!placement) {
      this.pending.unassigned.push({ checkIn: room.checkIn, checkOut: room.checkOut });
      return 'unassigned';
    }
    await updateReservation(this.tx, { ...base, changes: { unitId: placement.unitId } });
    return placement.moves.length > 0 ? 'repacked' : 'updated';
  }

  async cancelledRoom(reservationId: string): Promise<RevisionOutcome> {
    await this.settle(reservationId, null);
    if (await cancelChannelStay(this.tx, { id: reservationId })) {
      await recordAudit(this.tx, {
        propertyId: this.propertyId,
        actorId: null,
        entity: 'reservation',
        entityId: reservationId,
        action: 'channel_manager_cancel',
        before: { status: 'confirmed' },
        after: { status: 'cancelled' },
      });
    }
    return 'cancelled';
  }
}

function worstOf(outcomes: readonly RevisionOutcome[]): RevisionOutcome {
  return OUTCOME_RANK.find((outcome) => outcomes.includes(outcome)) ?? 'unchanged';
}

const UNASSIGNED_PROBLEM =
  'No room of its type is free on its nights, even after moving stays not yet arrived, so it is kept without a room: give it one or ask the channel to move the guest.';
const REFUSED_PROBLEM =
  'It could not be taken here (its details were incomplete, or the rules here refused them), so no stay was made: enter it by hand from the channel.';

/** Mails admins and managers about a channel booking that needs a person; whether any was queued. */
export async function alertChannexBooking(
  tx: Db,
  propertyId: string,
  booking: {
    reference: string;
    channel: string;
    nights: { checkIn: IsoDate; checkOut: IsoDate }[];
  },
  kind: 'unassigned' | 'refused',
) {
  const property = (await listPropertyRefs(tx)).find((entry) => entry.id === propertyId);
  const recipients = await staffNotificationRecipients(tx, { propertyId });
  const details = {
    propertyName: property?.name ?? 'The property',
    reference: booking.reference,
    channel: booking.channel,
    nights:
      booking.nights
        .map((room) => `${formatLongDate(room.checkIn)} to ${formatLongDate(room.checkOut)}`)
        .join('; ') || 'Not given',
    problem: kind === 'unassigned' ? UNASSIGNED_PROBLEM : REFUSED_PROBLEM,
  };
  await enqueueMail(tx, {
    propertyId,
    mail: recipients.map((recipient) => channexBookingAlertMail(recipient, details)),
  });
  return recipients.length > 0;
}

export interface HandledRevision {
  outcome: RevisionOutcome | 'duplicate';
  mailQueued: boolean;
}

/**
 * Handles one booking revision exactly once: in one transaction, its stays are made, changed or
 * cancelled (a new room placed under the no-overlap constraint, re-packing if need be, or kept
 * without a room and admins and managers told), and the revision is recorded as handled. Another
 * instance, or a repeated webhook, finds it handled and changes nothing.
 */
export async function handleRevision(
  db: Db,
  {
    propertyId,
    timeZone,
    revision,
    now,
  }: {
    propertyId: string;
    timeZone: string;
    revision: ChannexRevision;
    now: Date;
  },
): Promise<HandledRevision> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('zamalek.channex_write', 'on', true)`);
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`channex-booking:${propertyId}:${revision.bookingId}`}))`,
          );
          const handled = await findHandledRevision(tx, {
            propertyId,
            revisionId: revision.revisionId,
          });
          if (handled) return { outcome: 'duplicate' as const, mailQueued: false };
          const work = new RevisionWork(tx, propertyId, revision, propertyToday(timeZone, now));
          const existing = await channexBookingStays(tx, {
            propertyId,
            channexBookingId: revision.bookingId,
          });
          const outcomes: RevisionOutcome[] = [];
          if (revision.status === 'cancelled') {
            for (const stay of existing)
              outcomes.push(await work.cancelledRoom(stay.reservationId));
          } else {
            for (const [index] of revision.rooms.entries()) {
              const stay = existing.find((entry) => entry.roomIndex === index);
              outcomes.push(stay ? await work.changedRoom(index, stay) : await work.newRoom(index));
            }
            for (const dropped of existing.filter(
              (stay) => stay.roomIndex >= revision.rooms.length,
            )) {
              outcomes.push(await work.cancelledRoom(dropped.reservationId));
            }
          }
          const outcome = worstOf(outcomes);
          await insertHandledRevision(tx, {
            propertyId,
            revisionId: revision.revisionId,
            bookingId: revision.bookingId,
            status: revision.status,
            outcome,
          });
          for (const booking of work.pending.bookings) await saveChannexBookingStay(tx, booking);
          for (const move of work.pending.moves) {
            await insertRepackMove(tx, { propertyId, revisionId: revision.revisionId, ...move });
          }
          const mailQueued =
            work.pending.unassigned.length > 0 &&
            (await alertChannexBooking(
              tx,
              propertyId,
              {
                reference: revision.reference,
                channel: revision.otaName,
                nights: work.pending.unassigned,
              },
              'unassigned',
            ));
          return { outcome, mailQueued };
        }),
      );
    } catch (error) {
      const raced =
        error instanceof PlacementRaced ||
        sqlState(error) === EXCLUSION_VIOLATION ||
        (error instanceof AppError && (error.code === 'ROOM_TAKEN' || error.code === 'ROOM_HELD'));
      if (!raced || attempt >= 3) throw error;
    }
  }
}

/**
 * Records a revision this product cannot take (unreadable, or refused by the database) as handled
 * and refused, so it is acknowledged and not retried forever; the caller alerts staff. False when
 * it was already handled.
 */
export async function recordRefusedRevision(
  db: Db,
  {
    propertyId,
    revisionId,
    bookingId,
    status,
  }: {
    propertyId: string;
    revisionId: string;
    bookingId: string;
    status: 'new' | 'modified' | 'cancelled';
  },
) {
  return db.transaction(async (tx) => {
    if (await findHandledRevision(tx, { propertyId, revisionId })) return false;
    await insertHandledRevision(tx, {
      propertyId,
      revisionId,
      bookingId,
      status,
      outcome: 'refused',
    });
    return true;
  });
}
