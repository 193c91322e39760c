import { TRPCClientError } from '@trpc/client';
import { insertDocument } from '@zamalek/db/queries/documents';
import { reservations, units } from '@zamalek/db/schema';
import { firstPropertyId, testDrivers } from '@zamalek/db/testing';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { ManualReservationInput } from '@zamalek/domain/manual-reservation';
import type { ReservationEditInput } from '@zamalek/domain/reservation-edit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const HUGE = 'x'.repeat(100_000);

/** The HTTP status and message of a refused call. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      return { status: error.data?.httpStatus, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the call to be refused');
}

const refused = (message: string) => ({ status: 400, message });

describe.each(testDrivers)('bounds on money, dates and texts over HTTP (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ReturnType<typeof createApiClient>;
  let adminId: string;
  let unitId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const user = await createTestUser(server.db, 'admin');
    adminId = user.id;
    admin = createApiClient(server.url);
    await admin.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    unitId = (await insertUnit(server.db, { name: 'Penthouse', baseRateCents: 10_000_000 })).id;
  });
  afterAll(async () => {
    admin?.close();
    await server?.close();
  });

  const reservationCount = async () => (await server.db.select().from(reservations)).length;

  async function uploadedId() {
    const { id } = await insertDocument(server.db, {
      propertyId: await firstPropertyId(server.db),
      kind: 'id_front',
      storageKey: crypto.randomUUID(),
      originalName: 'passport.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: 'x',
      uploadedBy: adminId,
    });
    return id;
  }

  async function manual(overrides: Partial<ManualReservationInput>) {
    return {
      unitId,
      checkIn: day(400),
      checkOut: day(700),
      adults: 1,
      children: 0,
      guests: [{ name: 'Magnate', type: 'adult', gender: 'male' }],
      nationality: 'British',
      idType: 'passport',
      documents: { idFront: await uploadedId(), idBack: null, marriageCertificate: null },
      contactEmail: 'magnate@example.com',
      phoneCode: '+20',
      phoneNumber: '1001234567',
      source: 'KSS',
      sourceSpecification: '',
      pricePerNight: 100_000,
      notes: '',
      ...overrides,
    } satisfies ManualReservationInput;
  }

  let createdId = '';

  it('stores 300 nights × $100,000 (3e9 cents, beyond 32 bits) exactly', async () => {
    const created = await admin.trpc.reservations.create.mutate(await manual({}));
    createdId = created.id;
    const detail = await admin.trpc.reservations.byId.query({ id: created.id });
    expect(detail.reservation).toMatchObject({
      nights: 300,
      pricePerNightCents: 10_000_000,
      totalPriceCents: 3_000_000_000,
      commissionAmountCents: 300_000_000,
      netRevenueCents: 2_700_000_000,
    });
  });

  it('refuses out-of-bounds staff reservations with readable messages, writing nothing', async () => {
    const before = await reservationCount();
    const cases: Array<[Partial<ManualReservationInput>, string]> = [
      [{ checkIn: day(1), checkOut: '9999-12-31' }, 'Stays are limited to 365 nights'],
      [{ checkIn: day(1), checkOut: day(367) }, 'Stays are limited to 365 nights'],
      [
        { checkIn: '9999-12-30', checkOut: '9999-12-31' },
        'Check-in cannot be more than 5 years ahead',
      ],
      [{ pricePerNight: 100_001 }, 'Price per night cannot exceed $100,000'],
      [{ pricePerNight: -5 }, 'Price per night must be a whole number'],
      [{ pricePerNight: Number.NaN }, 'Price per night must be a whole number'],
      [{ notes: HUGE }, 'Notes are limited to 2000 characters'],
      [{ nationality: HUGE }, 'Nationality is limited to 60 characters'],
      [{ source: HUGE }, 'Booking source is limited to 120 characters'],
    ];
    for (const [overrides, message] of cases) {
      expect(await refusal(admin.trpc.reservations.create.mutate(await manual(overrides)))).toEqual(
        refused(message),
      );
    }
    expect(await reservationCount()).toBe(before);
  });

  it('refuses out-of-bounds edits with readable messages, changing nothing', async () => {
    const changes: ReservationEditInput = {
      unitId,
      checkIn: day(400),
      checkOut: day(765),
      numberOfGuests: 1,
      guestNames: ['Magnate'],
      guestGenders: ['male'],
      guestNationality: 'British',
      contactEmail: 'magnate@example.com',
      contactPhone: '+20 1001234567',
      pricePerNight: 100_000,
      commissionRate: 10,
      source: 'KSS',
      displayStatus: 'Upcoming',
      notes: '',
      channel: 'Manual',
    };
    const update = (overrides: Partial<ReservationEditInput>) =>
      admin.trpc.reservations.update.mutate({
        id: createdId,
        changes: { ...changes, ...overrides },
      });
    const [original] = await server.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, createdId));
    const cases: Array<[Partial<ReservationEditInput>, string]> = [
      [{ checkOut: '9999-12-31' }, 'Stays are limited to 365 nights'],
      [{ checkIn: '1999-12-31' }, 'Check-in cannot be before 1 January 2000'],
      [
        { checkIn: '9999-12-30', checkOut: '9999-12-31' },
        'Check-in cannot be more than 5 years ahead',
      ],
      [{ pricePerNight: 100_000.01 }, 'Price per night cannot exceed $100,000'],
      [{ pricePerNight: -1 }, 'Price per night must be 0 or more, with at most 2 decimals'],
      [{ pricePerNight: Number.NaN }, 'Price per night must be 0 or more, with at most 2 decimals'],
      [{ source: HUGE }, 'Source is limited to 120 characters'],
      [{ guestNames: Array.from({ length: 5_000 }, () => 'Guest') }, 'At most 20 guests'],
    ];
    for (const [overrides, message] of cases) {
      expect(await refusal(update(overrides))).toEqual(refused(message));
    }
    const [unchanged] = await server.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, createdId));
    expect(unchanged).toEqual(original);

    // The longest stay at the highest price is accepted: 365 × $100,000.
    await update({});
    const [longest] = await server.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, createdId));
    expect(longest).toMatchObject({ nights: 365, totalPriceCents: 3_650_000_000 });
  });

  it('refuses out-of-bounds public bookings with readable messages, writing nothing', async () => {
    const before = await reservationCount();
    const guest = createApiClient(server.url);
    const book = (stay: { checkIn: string; checkOut: string }, details = {}) =>
      guest.trpc.public.book.mutate({
        unitId,
        stay,
        guest: {
          adults: 1,
          children: 0,
          guestNames: ['Nour'],
          email: 'nour@example.com',
          ...details,
        },
      } satisfies PublicBookingInput);
    const week = { checkIn: day(20), checkOut: day(27) };
    const cases: Array<[() => Promise<unknown>, string]> = [
      [
        () => book({ checkIn: day(20), checkOut: '9999-12-31' }),
        'Stays are limited to 90 nights online; please contact us for longer stays',
      ],
      [
        () => book({ checkIn: '9999-12-30', checkOut: '9999-12-31' }),
        'Bookings can be made up to 18 months ahead',
      ],
      [() => book(week, { adults: Number.NaN }), 'Adults must be between 1 and 10'],
      [() => book(week, { children: -1 }), 'Children must be between 0 and 10'],
      [
        () => book(week, { specialRequests: HUGE }),
        'Special requests are limited to 1000 characters',
      ],
      [() => book(week, { nationality: HUGE }), 'Nationality is limited to 60 characters'],
      [
        () => book(week, { guestNames: Array.from({ length: 10_000 }, () => '') }),
        'At most 15 guest names',
      ],
    ];
    for (const [call, message] of cases) {
      expect(await refusal(call())).toEqual(refused(message));
    }
    expect(await reservationCount()).toBe(before);
  });

  it('refuses out-of-bounds room rates and texts with readable messages, writing nothing', async () => {
    const roomCount = async () => (await server.db.select().from(units)).length;
    const before = await roomCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ baseRate: 100_001 }, 'The nightly rate cannot exceed $100,000'],
      [{ baseRate: -5 }, 'The nightly rate must be greater than 0'],
      [{ baseRate: Number.NaN }, 'The nightly rate must be a whole number of dollars'],
      [{ name: HUGE }, 'Room name is limited to 60 characters'],
      [{ comments: HUGE }, 'Comments is limited to 1000 characters'],
    ];
    for (const [overrides, message] of cases) {
      expect(
        await refusal(
          admin.trpc.units.create.mutate({ name: 'Tower 9', unitType: 'Studio', ...overrides }),
        ),
      ).toEqual(refused(message));
      expect(
        await refusal(
          admin.trpc.units.update.mutate({
            id: unitId,
            name: 'Penthouse',
            unitType: 'Studio',
            ...overrides,
          }),
        ),
      ).toEqual(refused(message));
    }
    expect(await roomCount()).toBe(before);
    const [unit] = await server.db.select().from(units).where(eq(units.id, unitId));
    expect(unit).toMatchObject({ name: 'Penthouse', baseRateCents: 10_000_000 });
  });
});
