import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { notifications, reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { type PublicBookingInput, publicBookingSchema } from '@zamalek/domain/booking';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookStay } from '../src/reservations/book';
import { PUBLIC_BOOKING_LIMITS } from '../src/reservations/book-throttle';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { insertStay, insertUnit } from './support/fixtures';
import { testServices } from './support/services';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const inDays = (days: number) => addDaysIso(today, days);
const noMail = { kick() {} };

function booking(
  unitId: string,
  overrides: Partial<PublicBookingInput['guest']> = {},
  stay = { checkIn: inDays(10), checkOut: inDays(13) },
): PublicBookingInput {
  return {
    unitId,
    stay,
    guest: {
      adults: 2,
      children: 0,
      guestNames: ['Hana Mostafa', '  ', 'Youssef Mostafa'],
      email: 'hana@example.com',
      phone: '+20 100 123 4567',
      nationality: 'Egyptian',
      specialRequests: 'Late arrival <around 11pm>',
      ...overrides,
    },
  };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected failure');
}

describe.each(testDrivers)('public site and booking (%s)', (driver) => {
  let database: TestDatabase;
  let ipCounter = 0;

  /** A caller from its own IP, so the per-IP booking limit does not couple tests. */
  function guestCaller() {
    ipCounter += 1;
    const { services, outbox, mailDir } = testServices(database.client);
    const ctx = createInnerContext({
      services,
      session: null,
      sessionToken: null,
      cookie: { set() {}, clear() {} },
      ip: `10.0.0.${ipCounter}`,
    });
    return { caller: createCaller(ctx), outbox, mailDir };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await createTestUser(database.client.db, 'admin', 'Amina Admin');
    await createTestUser(database.client.db, 'manager', 'Omar Manager');
    await createTestUser(database.client.db, 'front_desk', 'Sara Desk');
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.client.db.delete(notifications);
  });

  it('lists only available units, with facts derived from the unit type', async () => {
    const db = database.client.db;
    const open = await insertUnit(db, {
      name: 'A-Studio',
      unitType: 'Studio',
      unitSize: null,
      comments: null,
    });
    const closed = await insertUnit(db, { name: 'B-Closed', status: 'maintenance' });
    const suites = await guestCaller().caller.public.suites();
    const studio = suites.find((suite) => suite.id === open.id);
    expect(suites.map((suite) => suite.id)).not.toContain(closed.id);
    expect(studio).toMatchObject({
      size: '35-40 sqm',
      facts: { guests: '1-2', bedding: '1 Queen Bed' },
      description: { en: expect.stringContaining('studio') },
    });
  });

  it('offers only suites free for the whole half-open stay, priced nights × rate', async () => {
    const db = database.client.db;
    const taken = await insertUnit(db, { name: 'C-Taken', baseRateCents: 15_000 });
    const turnover = await insertUnit(db, { name: 'D-Turnover', baseRateCents: 13_050 });
    const small = await insertUnit(db, { name: 'E-Studio', unitType: 'Studio' });
    await insertStay(db, taken.id, inDays(30), inDays(35));
    await insertStay(db, turnover.id, inDays(27), inDays(30)); // leaves on our arrival day
    await insertStay(db, turnover.id, inDays(33), inDays(36)); // arrives on our departure day

    const { caller } = guestCaller();
    const result = await caller.public.availability({
      stay: { checkIn: inDays(30), checkOut: inDays(33) },
      guests: 3,
    });
    const ids = result.suites.map((suite) => suite.id);
    expect(result.nights).toBe(3);
    expect(ids).toContain(turnover.id);
    expect(ids).not.toContain(taken.id);
    expect(ids).not.toContain(small.id); // a studio sleeps two
    expect(result.suites.find((suite) => suite.id === turnover.id)?.totalCents).toBe(39_150);
  });

  it('books a stay at the server rate and queues the guest and staff e-mails', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'F-Book', baseRateCents: 12_500 });
    const { caller, outbox, mailDir } = guestCaller();
    const input = { ...booking(unit.id), pricePerNightCents: 1 } as PublicBookingInput;
    const result = await caller.public.book(input);

    expect(result).toMatchObject({ nights: 3, pricePerNightCents: 12_500, totalCents: 37_500 });
    expect(result.bookingReference).toMatch(/^WEB-\d{13}-[A-Z2-9]{4}$/);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, result.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      source: 'Direct Website',
      channel: 'Website',
      guestNames: ['Hana Mostafa', 'Youssef Mostafa'],
      guestTypes: ['adult', 'adult'],
      numberOfGuests: 2,
      totalPriceCents: 37_500,
      commissionAmountCents: 0,
      netRevenueCents: 37_500,
      contactEmail: 'hana@example.com',
    });

    const queued = await db.select().from(notifications);
    expect(queued.map((mailRow) => mailRow.recipient).sort()).toEqual(
      expect.arrayContaining(['hana@example.com']),
    );
    expect(queued.filter((mailRow) => mailRow.kind === 'staff-new-reservation')).toHaveLength(2);
    expect(queued.find((mailRow) => mailRow.kind === 'guest-confirmation')?.htmlBody).toContain(
      result.bookingReference,
    );
    const staffMail = queued.find((mailRow) => mailRow.kind === 'staff-new-reservation');
    expect(staffMail?.htmlBody).toContain('Late arrival &lt;around 11pm&gt;');
    expect(staffMail?.htmlBody).not.toContain('<around');

    await outbox.deliverDue();
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(3);
    const guestMail = files
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .find((text) => text.includes('To: hana@example.com'));
    expect(guestMail).toContain(result.bookingReference);
  });

  it('stores the language an Arabic booking was made in and writes its confirmation in Arabic', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'AR-Book', baseRateCents: 12_500 });
    const { caller } = guestCaller();
    const result = await caller.public.book({
      ...booking(unit.id, { email: 'layla@example.com', guestNames: ['ليلى حسن'] }),
      language: 'ar',
    });
    const [row] = await db
      .select({ guestLanguage: reservations.guestLanguage })
      .from(reservations)
      .where(eq(reservations.id, result.id));
    expect(row?.guestLanguage).toBe('ar');
    const queued = await db.select().from(notifications);
    const guestMail = queued.find(
      (mailRow) =>
        mailRow.kind === 'guest-confirmation' && mailRow.recipient === 'layla@example.com',
    );
    expect(guestMail?.subject).toBe(`تم تأكيد إقامتكم — ${result.bookingReference}`);
    expect(guestMail?.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(guestMail?.textBody).toContain('عزيزنا ليلى حسن');
    expect(guestMail?.textBody).toContain('عدد الليالي: 3 ليالٍ');
    expect(guestMail?.textBody).toContain('الضيوف: بالغان');
    // Staff are told in English whatever the guest's language.
    const staffMail = queued.find(
      (mailRow) =>
        mailRow.kind === 'staff-new-reservation' &&
        mailRow.htmlBody.includes(result.bookingReference),
    );
    expect(staffMail?.subject).toContain('New reservation');

    // Without a language the booking is English.
    const english = await guestCaller().caller.public.book(
      booking(unit.id, { email: 'en@example.com' }, { checkIn: inDays(20), checkOut: inDays(21) }),
    );
    const [englishRow] = await db
      .select({ guestLanguage: reservations.guestLanguage })
      .from(reservations)
      .where(eq(reservations.id, english.id));
    expect(englishRow?.guestLanguage).toBe('en');
  });

  it('refuses a language the site does not offer, writing nothing', async () => {
    const unit = await insertUnit(database.client.db, { name: 'AR-Refuse' });
    const input = { ...booking(unit.id), language: 'fr' } as unknown as PublicBookingInput;
    const error = await failure(guestCaller().caller.public.book(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(
      await database.client.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.unitId, unit.id)),
    ).toHaveLength(0);
  });

  it('refuses dates that were just taken, writing nothing', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'G-Race' });
    await insertStay(db, unit.id, inDays(11), inDays(12));
    const before = (await db.select({ id: reservations.id }).from(reservations)).length;
    const error = await failure(guestCaller().caller.public.book(booking(unit.id)));
    expect(error).toEqual({
      code: 'CONFLICT',
      message:
        'Sorry — those dates were just booked for this suite. Please choose other dates or another suite.',
    });
    expect((await db.select({ id: reservations.id }).from(reservations)).length).toBe(before);
    expect(await db.select().from(notifications)).toHaveLength(0);
  });

  it('validates the guest details and the stay', async () => {
    const unit = await insertUnit(database.client.db, { name: 'H-Rules', unitType: 'Studio' });
    const { caller } = guestCaller();
    expect(
      await failure(caller.public.book(booking(unit.id, { guestNames: [' ', ''] }))),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please enter at least one guest name'),
    });
    expect(await failure(caller.public.book(booking(unit.id, { email: 'nope' })))).toMatchObject({
      message: expect.stringContaining('Please enter a valid email address'),
    });
    expect(await failure(caller.public.book(booking(unit.id, { adults: 0 })))).toMatchObject({
      message: expect.stringContaining('At least one adult is required'),
    });
    expect(await failure(caller.public.book(booking(unit.id, { adults: 2, children: 1 })))).toEqual(
      {
        code: 'BAD_REQUEST',
        message: 'Studio sleeps up to 2 guests.',
      },
    );
    expect(
      await failure(
        caller.public.book(booking(unit.id, {}, { checkIn: inDays(-1), checkOut: inDays(2) })),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Check-in date cannot be in the past' });
    expect(
      await failure(
        caller.public.book(booking(unit.id, {}, { checkIn: inDays(5), checkOut: inDays(5) })),
      ),
    ).toMatchObject({
      message: expect.stringContaining('Check-out date must be after check-in date'),
    });
    expect(
      await failure(
        caller.public.book(booking(unit.id, {}, { checkIn: inDays(600), checkOut: inDays(602) })),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Bookings can be made up to 18 months ahead' });
  });

  it('refuses a suite that is not open for booking', async () => {
    const unit = await insertUnit(database.client.db, { status: 'maintenance' });
    expect(await failure(guestCaller().caller.public.book(booking(unit.id)))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  /** A caller from a given IP, as guests behind one carrier NAT share. */
  function callerAt(ip: string) {
    const { services } = testServices(database.client);
    return createCaller(
      createInnerContext({
        services,
        session: null,
        sessionToken: null,
        cookie: { set() {}, clear() {} },
        ip,
      }),
    );
  }

  /** Free one-night stays far enough apart that tests never compete for them. */
  let nightCounter = 0;
  const freeNight = () => {
    nightCounter += 1;
    return { checkIn: inDays(300 + nightCounter), checkOut: inDays(301 + nightCounter) };
  };

  it('lets a family of 12, and up to 20 guests, behind one IP each book once; stops the 21st', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'NAT-Suite' });
    const lobby = callerAt('192.0.2.50');
    for (let member = 1; member <= PUBLIC_BOOKING_LIMITS.bookingsPerIpPerHour; member++) {
      const booked = await lobby.public.book(
        booking(unit.id, { email: `member${member}@example.com` }, freeNight()),
      );
      expect(booked.bookingReference).toMatch(/^WEB-/);
    }
    const refused = await failure(
      lobby.public.book(booking(unit.id, { email: 'member21@example.com' }, freeNight())),
    );
    expect(refused).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Online bookings for this e-mail address or connection have reached their limit\. Please try again in \d+ minutes?\. To book more stays now, please contact us\.$/,
      ),
    });
    // A refused booking writes nothing, and another connection still books.
    const rows = await db.select().from(reservations).where(eq(reservations.unitId, unit.id));
    expect(rows).toHaveLength(PUBLIC_BOOKING_LIMITS.bookingsPerIpPerHour);
    await callerAt('192.0.2.51').public.book(booking(unit.id, {}, freeNight()));
  });

  it('counts bookings per e-mail a day, whatever the connection or letter case', async () => {
    const unit = await insertUnit(database.client.db, { name: 'Email-Suite' });
    for (let attempt = 1; attempt <= PUBLIC_BOOKING_LIMITS.bookingsPerEmailPerDay; attempt++) {
      await callerAt(`198.51.100.${attempt}`).public.book(
        booking(unit.id, { email: 'frequent@example.com' }, freeNight()),
      );
    }
    const refused = await failure(
      callerAt('198.51.100.99').public.book(
        booking(unit.id, { email: 'Frequent@Example.com' }, freeNight()),
      ),
    );
    expect(refused).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /reached their limit\. Please try again in (2[34] hours|\d+ minutes?)\./,
      ),
    });
  });

  it('does not count refused attempts as bookings, and stops a bot that keeps failing', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'Bot-Target' });
    const taken = freeNight();
    await insertStay(db, unit.id, taken.checkIn, taken.checkOut);
    const bot = callerAt('203.0.113.7');
    // Invalid input and dates just taken both count; neither counts as a booking.
    for (let attempt = 0; attempt < PUBLIC_BOOKING_LIMITS.failuresPerIpPerHour; attempt++) {
      const input =
        attempt % 2 === 0 ? booking(unit.id, { email: 'nope' }) : booking(unit.id, {}, taken);
      expect((await failure(bot.public.book(input))).code).toMatch(/^(BAD_REQUEST|CONFLICT)$/);
    }
    const stopped = await failure(bot.public.book(booking(unit.id, {}, freeNight())));
    expect(stopped).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many unsuccessful booking attempts from your connection\. Please try again in \d+ minutes?\.$/,
      ),
    });
    // Another connection is not affected.
    await callerAt('203.0.113.8').public.book(booking(unit.id, {}, freeNight()));
  });

  it('creates exactly one reservation when many guests race for the same suite and dates', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'Z-Race' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        bookStay(
          db,
          { ip: '10.1.1.1' },
          publicBookingSchema.parse(
            booking(unit.id, {}, { checkIn: inDays(200), checkOut: inDays(203) }),
          ),
          { propertyId: unit.propertyId, today, now: new Date(), mail: noMail },
        ),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(booked).toHaveLength(1);
    for (const attempt of refused) {
      expect(String(attempt.reason.message)).toContain('those dates were just booked');
    }
  });

  it('answers every concurrent repeat of one submission with the one reservation it made', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'Z-Repeat' });
    const input = publicBookingSchema.parse({
      ...booking(
        unit.id,
        { email: 'repeat@example.com' },
        { checkIn: inDays(210), checkOut: inDays(212) },
      ),
      idempotencyKey: crypto.randomUUID(),
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        bookStay(db, { ip: '10.2.2.2' }, input, {
          propertyId: unit.propertyId,
          today,
          now: new Date(),
          mail: noMail,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.bookingReference)).size).toBe(1);
    expect(
      await db.select().from(reservations).where(eq(reservations.unitId, unit.id)),
    ).toHaveLength(1);
    const mails = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipient, 'repeat@example.com'));
    expect(mails).toHaveLength(1);
  });
});
