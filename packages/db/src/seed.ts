import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { defaultCommissionRate, stayTotals } from '@zamalek/domain/money';
import { bookingReference } from '@zamalek/domain/reference';
import type { Role } from '@zamalek/domain/roles';
import { type ReservationStatus, staysOverlap } from '@zamalek/domain/stays';
import { keysOf } from '@zamalek/domain/type-guards';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { profiles, properties, reservations, roomTypes, units, userRoles, users } from './schema';
import {
  BASE_RATE_CENTS,
  CHANNEL_BY_SOURCE,
  DEMO_PARTIES,
  DEMO_PASSWORD,
  DEMO_PRESENTATIONS,
  DEMO_SECOND_PROPERTY,
  DEMO_STAYS,
  DEMO_UNITS,
  DEMO_USERS,
  type DemoStay,
  type DemoUnitType,
} from './seed-data';

interface DemoAccount {
  email: string;
  password: string;
  /** Their role at the demo building, or `owner` for the organisation's owner. */
  role: Role | 'owner' | null;
  fullName: string;
}

interface SeedOptions {
  hashPassword: (plain: string) => Promise<string>;
  /** The property's today; every stay is placed relative to it. */
  today: IsoDate;
  /** Clock for created_at and booking references; defaults to the real time. */
  now?: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Fills an empty database with the demo property. Fails (unique e-mail) if the users exist. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<DemoAccount[]> {
  assertNoOverlaps(DEMO_STAYS, options.today);
  const now = options.now ?? new Date();
  const random = seededRandom(20_250_101);
  const hashes = await Promise.all(DEMO_USERS.map(() => options.hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    const createdUsers = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => ({
          email: user.email,
          passwordHash: hashes[i] ?? '',
          salesSource: user.salesSource ?? null,
          owner: user.owner ?? false,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // The installation's first property (migration 0023) is the demo building.
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .orderBy(properties.createdAt, properties.id)
      .limit(1);
    if (!property) throw new Error('no property: migrations not applied');
    const propertyId = property.id;
    await tx
      .update(properties)
      .set({
        address: '12 Hassan Sabry Street, Zamalek, Cairo',
        phone: '+20 2 2735 0100',
        preArrivalInstructions:
          'The entrance is the green door beside the pharmacy; the concierge is there from 08:00 to midnight.\n\nArriving later? Reply to this e-mail and we will send your door code on the day, by SMS.',
      })
      .where(eq(properties.id, propertyId));
    const userIdByEmail = new Map(createdUsers.map((user) => [user.email, user.id]));
    const userId = (email: string) => userIdByEmail.get(email) ?? null;

    await tx.insert(profiles).values(
      DEMO_USERS.flatMap((user) => {
        const id = userId(user.email);
        return id ? [{ id, fullName: user.fullName }] : [];
      }),
    );
    await tx.insert(userRoles).values(
      DEMO_USERS.flatMap((user) => {
        const id = userId(user.email);
        return id && user.role ? [{ userId: id, propertyId, role: user.role }] : [];
      }),
    );

    const typeIds = await seedRoomTypes(tx, propertyId, DEMO_PRESENTATIONS);
    const createdUnits = await tx
      .insert(units)
      .values(
        DEMO_UNITS.map((unit) => ({
          propertyId,
          name: `Z-${unit.number}`,
          unitNumber: unit.number,
          roomTypeId: typeIds[unit.type],
          unitSize: unit.size,
          status: unit.maintenance ? ('maintenance' as const) : ('available' as const),
          bookingComId: unit.bookingComId ?? null,
          comments: unit.comments ?? null,
          baseRateCents: BASE_RATE_CENTS[unit.type],
          roomStatus: unit.roomStatus,
          publicName: unit.publicName?.en ?? null,
          publicNameAr: unit.publicName?.ar ?? null,
        })),
      )
      .returning({ id: units.id });

    const manager = userId('manager@zamaleksuites.com');
    const admin = userId('admin@zamaleksuites.com');

    await tx.insert(reservations).values(
      DEMO_STAYS.map((stay, i) => {
        const unit = DEMO_UNITS[stay.unit];
        const party = DEMO_PARTIES[stay.party];
        const unitId = createdUnits[stay.unit]?.id;
        if (!unit || !party || !unitId)
          throw new Error(`Demo stay ${i} names a missing unit or party`);

        const checkInDate = addDaysIso(options.today, stay.checkIn);
        const checkOutDate = addDaysIso(options.today, stay.checkOut);
        const nights = stay.checkOut - stay.checkIn;
        const channel = CHANNEL_BY_SOURCE[stay.source];
        const pricePerNightCents = nightlyPrice(BASE_RATE_CENTS[unit.type], stay);
        const commissionRate = defaultCommissionRate(stay.source, channel);
        const totals = stayTotals(pricePerNightCents, nights, commissionRate);
        const createdAt = bookedAt(stay, checkInDate, now, i, random);
        const bookingRef = bookingReference(
          channel === 'Website' ? 'WEB' : 'MAN',
          createdAt,
          random,
        );
        const guestNames = party.guests.map((guest) => guest.name);
        const adults = party.guests.filter((guest) => guest.type === 'adult').length;

        return {
          propertyId,
          bookingReference: bookingRef,
          unitId,
          guestNames,
          guestTypes: party.guests.map((guest) => guest.type),
          // Parallel to the names; children have no gender recorded.
          guestGenders: party.guests.map((guest) => (guest.type === 'adult' ? guest.gender : '')),
          numberOfGuests: party.guests.length,
          adults,
          children: party.guests.length - adults,
          guestNationality: party.nationality,
          contactEmail: party.email,
          contactPhone: party.phone,
          checkInDate,
          checkOutDate,
          pricePerNightCents,
          totalPriceCents: totals.totalCents,
          commissionRate,
          commissionAmountCents: totals.commissionCents,
          netRevenueCents: totals.netCents,
          source: stay.source,
          channel,
          status: storedStatus(stay),
          ...frontDeskTimes(storedStatus(stay), checkInDate, checkOutDate, now),
          notes: stay.notes ?? null,
          createdBy: channel === 'Website' ? null : i % 3 === 0 ? admin : manager,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    await seedSecondProperty(tx);
  });

  return DEMO_USERS.map(({ email, role, fullName, owner }) => ({
    email,
    password: DEMO_PASSWORD,
    role: owner ? 'owner' : role,
    fullName,
  }));
}

/** True when there are no users and no units: a brand-new installation. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyUnit] = await db.select({ id: units.id }).from(units).limit(1);
  return !anyUser && !anyUnit;
}

/** The second building: coming soon, with its rooms. */
async function seedSecondProperty(tx: Db) {
  const { rooms, ...details } = DEMO_SECOND_PROPERTY;
  const [second] = await tx
    .insert(properties)
    .values({ ...details, status: 'coming_soon', timeZone: 'Africa/Cairo' })
    .returning({ id: properties.id });
  if (!second) throw new Error('insert into properties returned no row');
  const typeIds = await seedRoomTypes(tx, second.id, DEMO_PRESENTATIONS);
  // Its rooms sell at their type's base rate.
  await tx.insert(units).values(
    rooms.map(({ unitType, ...room }) => ({
      ...room,
      propertyId: second.id,
      roomTypeId: typeIds[unitType],
    })),
  );
}

/** The demo room types of a property, with their public words and base rates; ids by code. */
async function seedRoomTypes(
  tx: Db,
  propertyId: string,
  presentations: typeof DEMO_PRESENTATIONS,
): Promise<Record<DemoUnitType, string>> {
  const codes = keysOf(presentations);
  const rows = await tx
    .insert(roomTypes)
    .values(
      codes.map((code) => ({
        propertyId,
        code,
        ...presentations[code],
        baseRateCents: BASE_RATE_CENTS[code],
      })),
    )
    .returning({ id: roomTypes.id, code: roomTypes.code });
  const idOf = (code: DemoUnitType) => {
    const row = rows.find((entry) => entry.code === code);
    if (!row) throw new Error(`room type ${code} was not seeded`);
    return row.id;
  };
  return {
    Studio: idOf('Studio'),
    'One Bedroom': idOf('One Bedroom'),
    'Two Bedroom': idOf('Two Bedroom'),
  };
}

function storedStatus(stay: DemoStay): ReservationStatus {
  if (stay.cancelled) return 'cancelled';
  if (stay.status) return stay.status;
  if (stay.checkOut < 0) return 'checked_out';
  // Arriving today: expected, not yet checked in. Leaving today: still in the house.
  if (stay.checkIn === 0) return 'confirmed';
  if (stay.checkIn < 0) return 'checked_in';
  return 'confirmed';
}

/** Arrived mid-afternoon, left late morning (property time, about UTC+2), never in the future. */
function frontDeskTimes(status: ReservationStatus, checkIn: IsoDate, checkOut: IsoDate, now: Date) {
  const atMost = (iso: string) => new Date(Math.min(Date.parse(iso), now.getTime()));
  const arrived = status === 'checked_in' || status === 'checked_out';
  return {
    checkedInAt: arrived ? atMost(`${checkIn}T13:00:00Z`) : null,
    checkedOutAt: status === 'checked_out' ? atMost(`${checkOut}T09:00:00Z`) : null,
  };
}

/** Whole dollars: Booking.com rates carry a 10 % markup, stays of two weeks or more a 15 % discount. */
function nightlyPrice(baseCents: number, stay: DemoStay): number {
  const nights = stay.checkOut - stay.checkIn;
  const percent = stay.source === 'Booking.com' ? 110 : nights >= 14 ? 85 : 100;
  return Math.round((baseCents * percent) / 100 / 100) * 100;
}

/** Booked some days before arrival and at least two days ago, unless marked as a new booking. */
function bookedAt(
  stay: DemoStay,
  checkIn: IsoDate,
  now: Date,
  index: number,
  random: () => number,
): Date {
  if (stay.bookedHoursAgo !== undefined)
    return new Date(now.getTime() - stay.bookedHoursAgo * HOUR_MS);
  const leadDays = 2 + Math.floor(random() * 40);
  const beforeArrival =
    Date.parse(`${addDaysIso(checkIn, -leadDays)}T09:00:00Z`) + index * 7 * 60_000;
  // The last 24 hours belong to the bookings meant to be new; distinct minutes keep the order stable.
  return new Date(Math.min(beforeArrival, now.getTime() - 2 * DAY_MS - index * 60_000));
}

function assertNoOverlaps(stays: readonly DemoStay[], today: IsoDate): void {
  const live = stays
    .filter((stay) => !stay.cancelled)
    .map((stay) => ({
      unit: stay.unit,
      checkIn: addDaysIso(today, stay.checkIn),
      checkOut: addDaysIso(today, stay.checkOut),
    }));
  for (const [i, a] of live.entries()) {
    for (const b of live.slice(i + 1)) {
      if (a.unit === b.unit && staysOverlap(a, b)) {
        throw new Error(`Demo stays overlap in unit ${a.unit}: ${a.checkIn} and ${b.checkIn}`);
      }
    }
  }
}

/** mulberry32: a tiny deterministic generator, so the demo data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
