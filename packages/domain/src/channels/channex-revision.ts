import { z } from 'zod';
import { daysBetween, type IsoDate, isValidIsoDate } from '../dates';

const date = z.string().refine(isValidIsoDate, 'not a date');
/** A decimal amount as Channex writes it ("230.00", 230, "230.5"), in cents. */
const cents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'not an amount' });
    return z.NEVER;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
});
const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim().slice(0, max) || null);

const roomSchema = z.object({
  room_type_id: z.string().min(1).max(64),
  checkin_date: date,
  checkout_date: date,
  amount: cents.nullish(),
  occupancy: z
    .object({
      adults: z.number().int().min(0).max(50).nullish(),
      children: z.number().int().min(0).max(50).nullish(),
    })
    .nullish(),
});

const attributesSchema = z.object({
  id: z.string().min(1).max(64),
  booking_id: z.string().min(1).max(64),
  property_id: z.string().min(1).max(64),
  status: z.enum(['new', 'modified', 'cancelled']),
  ota_name: text(60),
  ota_reservation_code: text(60),
  unique_id: text(80),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: cents.nullish(),
  ota_commission: cents.nullish(),
  payment_collect: z.enum(['ota', 'property']).nullish(),
  customer: z
    .object({
      name: text(80),
      surname: text(80),
      mail: text(200),
      phone: text(40),
      country: text(2),
    })
    .nullish(),
  rooms: z.array(roomSchema).min(1).max(20),
  notes: text(2000),
});

/** One room of a channel booking: Channex's room type, nights, price and guests. */
export interface RevisionRoom {
  channexRoomTypeId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  amountCents: number | null;
  adults: number;
  children: number;
}

/** A booking revision as this product uses it; everything else Channex sends is not kept. */
export interface ChannexRevision {
  revisionId: string;
  bookingId: string;
  channexPropertyId: string;
  status: 'new' | 'modified' | 'cancelled';
  otaName: string;
  /** What staff and the guest know the booking by (the channel's code, e.g. BDC-1234567890). */
  reference: string;
  currency: string;
  totalCents: number | null;
  commissionCents: number | null;
  collect: 'ota' | 'property';
  guest: {
    name: string;
    email: string | null;
    phone: string | null;
    country: string | null;
  };
  rooms: RevisionRoom[];
  notes: string | null;
}

/** What staff read as the channel: Channex's OTA names as the channels call themselves. */
const OTA_LABELS: Record<string, string> = {
  bookingcom: 'Booking.com',
  'booking.com': 'Booking.com',
  airbnb: 'Airbnb',
  expedia: 'Expedia',
};

export function otaLabel(otaName: string | null): string {
  if (!otaName) return 'Channel manager';
  return OTA_LABELS[otaName.toLowerCase()] ?? otaName;
}

/**
 * Reads one revision (the `data` of `GET /booking_revisions/{id}`, or an entry of the feed).
 * Null when it is not one this product can take (a room leaving before it arrives, no rooms).
 */
export function parseChannexRevision(data: unknown): ChannexRevision | null {
  const attributes =
    typeof data === 'object' && data !== null && 'attributes' in data ? data.attributes : data;
  const parsed = attributesSchema.safeParse(attributes);
  if (!parsed.success) return null;
  const revision = parsed.data;
  if (revision.rooms.some((room) => daysBetween(room.checkin_date, room.checkout_date) < 1)) {
    return null;
  }
  const customer = revision.customer;
  const name = [customer?.name, customer?.surname].filter(Boolean).join(' ');
  const otaName = otaLabel(revision.ota_name);
  return {
    revisionId: revision.id,
    bookingId: revision.booking_id,
    channexPropertyId: revision.property_id,
    status: revision.status,
    otaName,
    reference: (revision.unique_id ?? revision.ota_reservation_code ?? revision.booking_id).slice(
      0,
      80,
    ),
    currency: revision.currency,
    totalCents: revision.amount ?? null,
    commissionCents: revision.ota_commission ?? null,
    collect: revision.payment_collect ?? 'property',
    guest: {
      name: name || `${otaName} guest`,
      email: customer?.mail ?? null,
      phone: customer?.phone ?? null,
      country: customer?.country?.toUpperCase() ?? null,
    },
    rooms: revision.rooms.map((room) => ({
      channexRoomTypeId: room.room_type_id.toLowerCase(),
      checkIn: room.checkin_date,
      checkOut: room.checkout_date,
      amountCents: room.amount ?? null,
      adults: Math.max(1, room.occupancy?.adults ?? 1),
      children: room.occupancy?.children ?? 0,
    })),
    notes: revision.notes,
  };
}

/**
 * A room's share of the booking's money: its own amount when Channex gives one per room, else
 * the total split by nights; the commission in the same proportion.
 */
export function roomMoney(revision: ChannexRevision, index: number) {
  const room = revision.rooms[index];
  if (!room) return { totalCents: null, commissionCents: null };
  const nights = (entry: RevisionRoom) => daysBetween(entry.checkIn, entry.checkOut);
  const allNights = revision.rooms.reduce((sum, entry) => sum + nights(entry), 0);
  const totalCents =
    room.amountCents ??
    (revision.totalCents === null
      ? null
      : Math.round((revision.totalCents * nights(room)) / allNights));
  const commissionCents =
    revision.commissionCents === null || totalCents === null || !revision.totalCents
      ? null
      : Math.round((revision.commissionCents * totalCents) / revision.totalCents);
  return { totalCents, commissionCents };
}
