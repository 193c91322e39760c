import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertReservation, type NewReservation } from '@zamalek/db/queries/reservations';
import type { IsoDate } from '@zamalek/domain/dates';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import type { stayMoney } from '@zamalek/domain/pricing/stay-money';
import { bookingReference } from '@zamalek/domain/reference';
import type { Actor } from '../actors';
import { retryOnDeadlock, sqlConstraint } from '../errors';
import { reservationWriteError } from './write-errors';

/**
 * Who a new stay is written for, which the audit entry records: a user (staff create or walk-in),
 * a guest on the public site, or a channel (a calendar feed today, the channel manager next).
 */
export type StayOrigin =
  | { kind: 'staff'; actor: Actor; action: 'create' | 'walk_in' }
  | { kind: 'website' }
  | { kind: 'channel'; feedId: string }
  | { kind: 'channex'; revisionId: string };

/** A new stay as every entry point describes it; the row builder fills in the rest. */
export interface StayToWrite {
  /** The property of the stay and of its room: the database refuses a room of another. */
  propertyId: string;
  /** Null only for a channel booking no room could be found for (an overbooking to resolve). */
  unitId: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: {
    names: string[];
    adults: number;
    children: number;
    /** Defaults to adults + children. */
    count?: number;
    /** Parallel to the names; defaults to the first `adults` names adults, the rest children. */
    types?: string[];
    /** Parallel to the names; defaults to unknown (''). */
    genders?: string[];
    nationality: string | null;
  };
  contact: { email: string | null; phone: string | null };
  source: string;
  channel: string;
  /** The stored price (`stayMoney`); null for a stay the channel gave no price for. */
  money: ReturnType<typeof stayMoney> | null;
  notes: string | null;
  /** A public booking's idempotency key, confirmation secret and language. */
  publicBooking?: {
    idempotencyKey: string | null;
    confirmationToken: string;
    language: GuestLanguage;
  };
}

const NO_MONEY = {
  pricePerNightCents: null,
  totalPriceCents: null,
  commissionRate: null,
  commissionAmountCents: null,
  netRevenueCents: null,
};

/** The one row builder of a new stay: confirmed, created by its user (none for a guest or channel). */
export function stayRow(origin: StayOrigin, stay: StayToWrite, reference: string): NewReservation {
  const { guests } = stay;
  return {
    propertyId: stay.propertyId,
    bookingReference: reference,
    unitId: stay.unitId,
    guestNames: guests.names,
    guestTypes: guests.types ?? guests.names.map((_, i) => (i < guests.adults ? 'adult' : 'child')),
    guestGenders: guests.genders ?? guests.names.map(() => ''),
    numberOfGuests: guests.count ?? guests.adults + guests.children,
    adults: guests.adults,
    children: guests.children,
    guestNationality: guests.nationality,
    contactEmail: stay.contact.email,
    contactPhone: stay.contact.phone,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    ...(stay.money ?? NO_MONEY),
    source: stay.source,
    channel: stay.channel,
    status: 'confirmed',
    notes: stay.notes,
    createdBy: origin.kind === 'staff' ? origin.actor.id : null,
    ...(stay.publicBooking && {
      idempotencyKey: stay.publicBooking.idempotencyKey,
      confirmationToken: stay.publicBooking.confirmationToken,
      guestLanguage: stay.publicBooking.language,
    }),
  };
}

/** The audit action of a creation: its user's (create, walk_in), or its origin's. */
function createdAction(origin: StayOrigin): string {
  switch (origin.kind) {
    case 'staff':
      return origin.action;
    case 'website':
      return 'website_booking';
    case 'channel':
      return 'channel_import';
    case 'channex':
      return 'channel_manager_booking';
  }
}

/**
 * The one audit policy of a new stay: every creation is audited, by its user or (actor null) by
 * the public site or the channel that made it, with the stored row — never its secrets.
 */
async function auditCreated(
  tx: Db,
  origin: StayOrigin,
  id: string,
  row: ReturnType<typeof stayRow>,
  noted: Record<string, unknown>,
) {
  const { confirmationToken: _secret, idempotencyKey: _key, priceQuote: _quote, ...stored } = row;
  await recordAudit(tx, {
    propertyId: row.propertyId,
    actorId: origin.kind === 'staff' ? origin.actor.id : null,
    entity: 'reservation',
    entityId: id,
    action: createdAction(origin),
    after: {
      ...stored,
      ...noted,
      ...(origin.kind === 'channel' && { feedId: origin.feedId }),
      ...(origin.kind === 'channex' && { revisionId: origin.revisionId }),
    },
  });
}

export interface WriteStayOptions {
  /**
   * The stay's reference: a fixed one (a channel's event uid), or a prefix for a fresh `MAN-`/
   * `WEB-` one made from `now`, made again if it collides with another stay's.
   */
  reference: string | { prefix: 'MAN' | 'WEB'; now: Date };
  /** Written first in the transaction (a public booking's count against its limits). */
  before?: (tx: Db) => Promise<void>;
  /** Written with the stay in the same transaction: its documents, e-mails, feed event. */
  with?: (tx: Db, created: { id: string; bookingReference: string }) => Promise<void>;
  /** Extra facts for the audit entry (how the stay was priced). */
  audited?: Record<string, unknown>;
}

const REFERENCE_ATTEMPTS = 3;
const REFERENCE_CONSTRAINT = 'reservations_booking_reference_key';

/**
 * The one write path of a new stay, whoever makes it: the row from `stayRow`, the audit entry,
 * and the caller's other writes in one transaction (retried as a deadlock victim). The database's
 * refusals become codes through `reservationWriteError` — a stay or hold on those nights is
 * ROOM_TAKEN or ROOM_HELD — and nothing is written. A fresh reference that collides is made
 * again and never reaches the caller.
 */
export async function writeStay(
  db: Db,
  origin: StayOrigin,
  stay: StayToWrite,
  options: WriteStayOptions,
): Promise<{ id: string; bookingReference: string }> {
  const { reference } = options;
  for (let attempt = 1; ; attempt++) {
    const bookingRef =
      typeof reference === 'string' ? reference : bookingReference(reference.prefix, reference.now);
    const row = stayRow(origin, stay, bookingRef);
    try {
      return await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          await options.before?.(tx);
          const { id } = await insertReservation(tx, row);
          const created = { id, bookingReference: bookingRef };
          await auditCreated(tx, origin, id, row, options.audited ?? {});
          await options.with?.(tx, created);
          return created;
        }),
      );
    } catch (error) {
      const collided = sqlConstraint(error) === REFERENCE_CONSTRAINT;
      if (collided && typeof reference !== 'string' && attempt < REFERENCE_ATTEMPTS) continue;
      throw reservationWriteError(error);
    }
  }
}
