import { notifications, rateLimits, reservations } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import type { PublicBookingInput } from '@zamalek/domain/booking';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_BOOKING_LIMITS } from '../src/reservations/book-throttle';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { rejection } from './support/outcomes';

const today = todayIn('Africa/Cairo', new Date());
const inDays = (days: number) => addDaysIso(today, days);

describe.each(testDrivers)('public booking over HTTP: repeats and limits (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.close();
  });
  // Every call comes from 127.0.0.1: each test starts with fresh limits.
  beforeEach(async () => {
    await server.db.delete(rateLimits);
  });

  function booking(
    unitId: string,
    email: string,
    offset: number,
    idempotencyKey?: string,
  ): PublicBookingInput {
    return {
      unitId,
      stay: { checkIn: inDays(offset), checkOut: inDays(offset + 2) },
      guest: { adults: 2, children: 0, guestNames: ['Mona Fathy'], email },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
  }

  const guestMails = (email: string) =>
    server.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipient, email), eq(notifications.kind, 'guest-confirmation')));

  it('books once for a double tap: both calls answer the same reference, one row, one e-mail', async () => {
    const unit = await insertUnit(server.db, { name: 'Double-Tap' });
    const key = crypto.randomUUID();
    const input = booking(unit.id, 'mona@example.com', 20, key);
    const client = createApiClient(server.url);
    const [first, second] = await Promise.all([
      client.trpc.public.book.mutate(input),
      createApiClient(server.url).trpc.public.book.mutate(input),
    ]);
    expect(second).toEqual(first);
    // The guest is told the suite's public name (here its type's fallback), not the room's.
    expect(first).toMatchObject({ suiteName: 'One Bedroom', nights: 2, totalCents: 24_000 });

    const rows = await server.db
      .select()
      .from(reservations)
      .where(eq(reservations.unitId, unit.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bookingReference: first.bookingReference,
      idempotencyKey: key,
    });
    expect(await guestMails('mona@example.com')).toHaveLength(1);

    // A retry later (an answer lost on a train) still finds it, and sends nothing more.
    const retry = await client.trpc.public.book.mutate(input);
    expect(retry.bookingReference).toBe(first.bookingReference);
    expect(await guestMails('mona@example.com')).toHaveLength(1);
  });

  it('answers a secret that reads the booking back on its confirmation page, and nothing else does', async () => {
    const unit = await insertUnit(server.db, { name: 'Confirm-Page', publicName: 'Garden View' });
    const key = crypto.randomUUID();
    const input = booking(unit.id, 'sara@example.com', 30, key);
    const guest = createApiClient(server.url);
    const booked = await guest.trpc.public.book.mutate(input);
    expect(booked.confirmationToken).toMatch(/^[\w-]{43}$/);
    // A repeat of the submission answers the same address.
    expect((await guest.trpc.public.book.mutate(input)).confirmationToken).toBe(
      booked.confirmationToken,
    );

    // Anyone holding it (another browser, after a reload) reads what the server stored.
    const stranger = createApiClient(server.url);
    const token = booked.confirmationToken ?? '';
    expect(await stranger.trpc.public.confirmation.query({ token, language: 'en' })).toEqual({
      bookingReference: booked.bookingReference,
      location: { slug: 'zamalek', name: 'Zamalek Suites' },
      cancelled: false,
      suiteName: 'Garden View',
      checkIn: inDays(30),
      checkOut: inDays(32),
      nights: 2,
      totalCents: 24_000,
    });
    // Nothing personal comes back.
    expect(JSON.stringify(await stranger.trpc.public.confirmation.query({ token }))).not.toMatch(
      /sara|Mona/i,
    );
    for (const wrong of ['A'.repeat(43), 'x', `${token}x`, "' or 1=1 --"]) {
      const error = await rejection(stranger.trpc.public.confirmation.query({ token: wrong }));
      expect(error.data?.httpStatus).toBe(404);
    }
    const huge = await rejection(
      stranger.trpc.public.confirmation.query({ token: 'a'.repeat(5000) }),
    );
    expect(huge.data?.httpStatus).toBe(400);

    // A cancelled stay says so on its page.
    await server.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.bookingReference, booked.bookingReference));
    expect((await stranger.trpc.public.confirmation.query({ token })).cancelled).toBe(true);
  });

  it('refuses a key reused for another booking with 409, revealing nothing of the first', async () => {
    const unit = await insertUnit(server.db, { name: 'Key-Reuse' });
    const key = crypto.randomUUID();
    const client = createApiClient(server.url);
    const first = await client.trpc.public.book.mutate(
      booking(unit.id, 'first@example.com', 40, key),
    );
    for (const other of [
      booking(unit.id, 'someone-else@example.com', 40, key),
      booking(unit.id, 'first@example.com', 50, key),
    ]) {
      const error = await rejection(client.trpc.public.book.mutate(other));
      expect(error.data?.httpStatus).toBe(409);
      expect(error.message).toBe(
        'This booking request was already used for a different booking. Please reload the page and try again.',
      );
      expect(error.message).not.toContain(first.bookingReference);
    }
    const rows = await server.db
      .select()
      .from(reservations)
      .where(eq(reservations.unitId, unit.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 429 with a message once a connection keeps failing', async () => {
    const unit = await insertUnit(server.db, { name: 'Hammered' });
    const client = createApiClient(server.url);
    for (let attempt = 0; attempt < PUBLIC_BOOKING_LIMITS.failuresPerIpPerHour; attempt++) {
      const error = await rejection(
        client.trpc.public.book.mutate(booking(unit.id, 'not-an-email', 60)),
      );
      expect(error.data?.httpStatus).toBe(400);
    }
    const error = await rejection(
      client.trpc.public.book.mutate(booking(unit.id, 'real@example.com', 60)),
    );
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toMatch(
      /^Too many unsuccessful booking attempts from your connection\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('answers 429 with a message once an e-mail has booked its share for the day', async () => {
    const unit = await insertUnit(server.db, { name: 'Busy-Guest' });
    const client = createApiClient(server.url);
    for (let stay = 0; stay < PUBLIC_BOOKING_LIMITS.bookingsPerEmailPerDay; stay++) {
      await client.trpc.public.book.mutate(booking(unit.id, 'busy@example.com', 100 + stay * 3));
    }
    const error = await rejection(
      client.trpc.public.book.mutate(booking(unit.id, 'busy@example.com', 130)),
    );
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toMatch(/^Online bookings for this e-mail address or connection/);
  });
});
