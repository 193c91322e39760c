import { randomUUID } from 'node:crypto';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { auditLog, notifications, reservations } from '@zamalek/db/schema';
import { createTestDatabase, roomTypeIdFor, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEX_SECRET_HEADER } from '../src/http/channex-webhook';
import { CHANNEX_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { bookingRevision, startFakeChannex } from './support/fake-channex';
import { insertStay, insertUnit } from './support/fixtures';
import { rejectionCode } from './support/socket-client';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const API_KEY = 'bx-test-key-0123456789abcdef';
const SECRET = 'bx-webhook-secret-0123456789abcdef';

/**
 * Bookings from the channels, through the running server: Channex's webhook (with its secret)
 * makes the server read the revision feed of the fake Channex; each revision is handled once and
 * acknowledged; new, modified and cancelled bookings follow the channel, matched only by its ids;
 * a booking with no free room re-packs stays not yet arrived, or is kept without a room and
 * admins and managers are mailed — never a second stay on a night.
 */
describe('bookings from Channex', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let channex: Awaited<ReturnType<typeof startFakeChannex>>;
  let admin: ReturnType<typeof createApiClient>;
  const ids = { property: randomUUID(), studio: randomUUID() };
  let propertyId = '';
  const rooms: string[] = [];

  const db = () => database.client.db;
  const webhook = () => channex.webhook(`${app.url}/api/channex/webhook`, SECRET, ids.property);
  const stayOfBooking = async (bookingId: string) =>
    executedRows(
      await db().execute(sql`
        select r.id, r.unit_id, r.status, r.guest_names, r.contact_email,
               to_char(r.check_in_date, 'YYYY-MM-DD') as check_in,
               to_char(r.check_out_date, 'YYYY-MM-DD') as check_out,
               r.total_price_cents, r.commission_amount_cents, r.source, r.booking_reference,
               b.payment_collect
        from channex_bookings b join reservations r on r.id = b.reservation_id
        where b.channex_booking_id = ${bookingId} order by b.room_index`),
    );
  const revisionOutcome = async (revisionId: string) =>
    executedRows(
      await db().execute(sql`select outcome, acked_at is not null as acked from channex_revisions
                             where revision_id = ${revisionId}`),
    )[0];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    channex = await startFakeChannex({ apiKey: API_KEY });
    app = await startApp(database, {
      CHANNEX_URL: channex.url,
      CHANNEX_API_KEY: API_KEY,
      CHANNEX_WEBHOOK_SECRET: SECRET,
      CHANNEX_ALLOW_PRIVATE: 'true',
    });
    const [first] = executedRows(await db().execute(sql`select id from properties limit 1`));
    propertyId = String(first?.id);
    const studio = await roomTypeIdFor(db(), 'BX Studio');
    for (const name of ['BX-1', 'BX-2']) {
      rooms.push((await insertUnit(db(), { name, roomTypeId: studio })).id);
    }
    await db().execute(sql`insert into channex_connections (property_id, channex_property_id)
      values (${propertyId}, ${ids.property})`);
    await db().execute(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
      values (${propertyId}, ${studio}, ${ids.studio})`);
    await createTestUser(db(), 'manager');
    const user = await createTestUser(db(), 'admin');
    admin = createApiClient(app.url);
    await admin.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
  }, 60_000);

  afterAll(async () => {
    admin?.close();
    await app?.close();
    await channex?.close();
    await database?.dispose();
  });

  it('refuses a webhook without the secret, or not a webhook, and ignores a property not connected here', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${app.url}/api/channex/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }).then((response) => response.status);
    const body = JSON.stringify({ property_id: ids.property });
    expect(await post({}, body)).toBe(401);
    expect(await post({ [CHANNEX_SECRET_HEADER]: 'wrong-secret-0123456789abcdef' }, body)).toBe(
      401,
    );
    expect(await post({ [CHANNEX_SECRET_HEADER]: SECRET }, '{"property_id": 12}')).toBe(400);
    expect(await post({ [CHANNEX_SECRET_HEADER]: SECRET }, 'x'.repeat(100_000))).toBe(413);
    expect(
      await post(
        { [CHANNEX_SECRET_HEADER]: SECRET },
        JSON.stringify({ property_id: randomUUID() }),
      ),
    ).toBe(202);
    expect(channex.feedReads()).toBe(0);
  });

  it('a new booking becomes a stay in a free room with the guest, price, commission and who collects', async () => {
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(20),
      checkout_date: day(22),
    });
    channex.addRevision(booking);
    expect(await webhook()).toBe(200);
    const [stay] = await stayOfBooking(booking.booking_id);
    expect(stay).toMatchObject({
      status: 'confirmed',
      guest_names: ['Jane Traveller'],
      contact_email: 'jane@guest.example',
      check_in: day(20),
      check_out: day(22),
      total_price_cents: 30_000,
      commission_amount_cents: 4_500,
      source: 'Booking.com',
      booking_reference: booking.unique_id,
      payment_collect: 'ota',
    });
    expect(rooms).toContain(stay?.unit_id);
    expect(await revisionOutcome(booking.id)).toEqual({ outcome: 'placed', acked: true });
    expect(channex.acks).toContain(booking.id);

    // The same webhook again, and the same revision replayed into the feed: nothing more.
    expect(await webhook()).toBe(200);
    channex.addRevision(booking);
    expect(await webhook()).toBe(200);
    expect(await stayOfBooking(booking.booking_id)).toHaveLength(1);
    expect(channex.acks.filter((id) => id === booking.id)).toHaveLength(2);

    // Staff may move it, never change what the channel says nor cancel it.
    const detail = await admin.trpc.reservations.byId.query({ id: String(stay?.id) });
    expect(detail.channelBooking).toEqual({
      otaName: 'Booking.com',
      reference: booking.unique_id,
      paymentCollect: 'ota',
    });
    expect(detail.permissions.delete).toBe(false);
    expect(
      await rejectionCode(admin.trpc.reservations.delete.mutate({ id: String(stay?.id) })),
    ).toBe('CONFLICT');
    const write = await db()
      .update(reservations)
      .set({ guestNames: ['Someone Else'] })
      .where(eq(reservations.id, String(stay?.id)))
      .then(
        () => 'written',
        (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
      );
    expect(write).toBe('ZL014');
  });

  it('a modification moves the same stay to its new nights; a cancellation cancels it', async () => {
    const bookingId = randomUUID();
    const first = bookingRevision({
      property_id: ids.property,
      booking_id: bookingId,
      room_type_id: ids.studio,
      checkin_date: day(30),
      checkout_date: day(32),
    });
    channex.addRevision(first);
    await webhook();
    const [made] = await stayOfBooking(bookingId);
    const modified = { ...first, id: randomUUID(), status: 'modified' as const, amount: '450.00' };
    modified.rooms = [
      { ...(first.rooms[0] ?? modified.rooms[0]), checkin_date: day(30), checkout_date: day(33) },
    ] as typeof first.rooms;
    channex.addRevision(modified);
    await webhook();
    const [changed] = await stayOfBooking(bookingId);
    expect(changed).toMatchObject({ id: made?.id, check_out: day(33), total_price_cents: 45_000 });
    expect(await revisionOutcome(modified.id)).toEqual({ outcome: 'updated', acked: true });

    const cancelled = { ...modified, id: randomUUID(), status: 'cancelled' as const };
    channex.addRevision(cancelled);
    await webhook();
    const [gone] = await stayOfBooking(bookingId);
    expect(gone).toMatchObject({ id: made?.id, status: 'cancelled' });
  });

  it("money the channel collected is paid on the stay's folio, follows the booking's changes and is never corrected by hand", async () => {
    const bookingId = randomUUID();
    const first = bookingRevision({
      property_id: ids.property,
      booking_id: bookingId,
      room_type_id: ids.studio,
      checkin_date: day(40),
      checkout_date: day(42),
    });
    channex.addRevision(first);
    await webhook();
    const [stay] = await stayOfBooking(bookingId);
    const reservationId = String(stay?.id);
    const folio = async () => {
      const [guest] = await admin.trpc.folios.stay.query({ reservationId });
      return guest;
    };
    const clearing = async () =>
      executedRows(
        await db().execute(sql`
          select coalesce(sum(l.amount_minor), 0)::int as total from journal_lines l
          join journals j on j.id = l.journal_id
          where l.account = 'channel_clearing'
            and j.idempotency_key like ${`ota:${reservationId}:%`}`),
      )[0]?.total;

    const paid = await folio();
    expect(paid?.totals).toMatchObject({ paidMinor: 30_000, balanceMinor: -30_000 });
    expect(paid?.entries).toEqual([
      expect.objectContaining({
        label: 'Payment',
        amountMinor: -30_000,
        by: null,
        correctable: false,
        detail: `Collected by the channel · ref. ${first.unique_id} · Booking.com`,
      }),
    ]);
    expect(await clearing()).toBe(30_000);

    // Replayed: posted once.
    channex.addRevision(first);
    await webhook();
    expect((await folio())?.entries).toHaveLength(1);

    // The channel's total goes up: the difference is paid.
    const modified = { ...first, id: randomUUID(), status: 'modified' as const, amount: '450.00' };
    channex.addRevision(modified);
    await webhook();
    expect((await folio())?.totals.paidMinor).toBe(45_000);

    // Staff cannot correct it, nor can a row written by hand.
    const journalId = String(paid?.entries[0]?.journalId);
    expect(
      await rejectionCode(
        admin.trpc.folios.reverse.mutate({
          journalId,
          reason: 'Wrong amount',
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe('CONFLICT');
    const [original] = executedRows(
      await db().execute(
        sql`select property_id, business_date from journals where id = ${journalId}`,
      ),
    );
    const handWritten = await db()
      .execute(sql`insert into journals (property_id, business_date, kind, idempotency_key, reverses_journal_id)
        values (${original?.property_id}, ${original?.business_date}, 'reversal', ${`hand:${randomUUID()}`}, ${journalId})`)
      .then(
        () => 'written',
        (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
      );
    expect(handWritten).toBe('ZL015');

    // Cancelled: the channel pays the guest back, and owes the property nothing for it.
    channex.addRevision({ ...modified, id: randomUUID(), status: 'cancelled' as const });
    await webhook();
    const after = await folio();
    expect(after?.totals).toMatchObject({ paidMinor: 0, balanceMinor: 0 });
    expect(after?.entries.map((entry) => [entry.label, entry.amountMinor])).toEqual([
      ['Payment', -30_000],
      ['Payment', -15_000],
      ['Refund', 45_000],
    ]);
    expect(await clearing()).toBe(0);

    // A booking the guest pays at the property opens no folio.
    const atProperty = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(44),
      checkout_date: day(45),
      payment_collect: 'property',
    });
    channex.addRevision(atProperty);
    await webhook();
    const [payAtProperty] = await stayOfBooking(atProperty.booking_id);
    expect(
      await admin.trpc.folios.stay.query({ reservationId: String(payAtProperty?.id) }),
    ).toEqual([]);
  });

  it('no room free: a stay not yet arrived is moved to another room in the same transaction, and logged', async () => {
    const [one, two] = rooms;
    const a = await insertStay(db(), one ?? '', day(40), day(42));
    await insertStay(db(), two ?? '', day(43), day(45));
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(41),
      checkout_date: day(44),
    });
    channex.addRevision(booking);
    await webhook();
    const [stay] = await stayOfBooking(booking.booking_id);
    expect(stay?.unit_id).toBe(one);
    const [moved] = await db().select().from(reservations).where(eq(reservations.id, a.id));
    expect(moved?.unitId).toBe(two);
    expect(await revisionOutcome(booking.id)).toEqual({ outcome: 'repacked', acked: true });
    const repacks = executedRows(
      await db().execute(
        sql`select reservation_id, from_unit_id, to_unit_id from channex_repack_moves`,
      ),
    );
    expect(repacks).toEqual([{ reservation_id: a.id, from_unit_id: one, to_unit_id: two }]);
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, 'channel_repack_move')));
    expect(audited).toHaveLength(1);

    // Undone only while its room is free again: here once the channel booking is cancelled.
    const [listed] = (await admin.trpc.channex.overview.query()).repacks;
    expect(listed).toMatchObject({ reservationId: a.id, undoneAt: null });
    const undo = () => admin.trpc.channex.undoRepack.mutate({ id: Number(listed?.id) });
    expect(await rejectionCode(undo())).toBe('CONFLICT');
    channex.addRevision({ ...booking, id: randomUUID(), status: 'cancelled' });
    await webhook();
    await undo();
    const [back] = await db().select().from(reservations).where(eq(reservations.id, a.id));
    expect(back?.unitId).toBe(one);
    expect(await rejectionCode(undo())).toBe('CONFLICT');
  });

  it('nothing can be moved: the booking is kept without a room, and admins and managers are mailed once', async () => {
    const [one, two] = rooms;
    await insertStay(db(), one ?? '', day(60), day(63), {
      status: 'checked_in',
      checkedInAt: new Date(),
    });
    await db().execute(sql`insert into unit_holds (property_id, unit_id, kind, reason, from_date, to_date)
      values (${propertyId}, ${two}, 'maintenance', 'Painting', ${day(59)}, ${day(64)})`);
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(61),
      checkout_date: day(62),
    });
    channex.addRevision(booking);
    await webhook();
    const [stay] = await stayOfBooking(booking.booking_id);
    expect(stay).toMatchObject({ unit_id: null, status: 'confirmed' });
    expect(await revisionOutcome(booking.id)).toEqual({ outcome: 'unassigned', acked: true });
    const mails = await db()
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(eq(notifications.kind, 'staff-channex-booking'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Channel booking needs you: ${booking.unique_id}`,
      `Channel booking needs you: ${booking.unique_id}`,
    ]);
    const overview = await admin.trpc.channex.overview.query();
    expect(overview.unassigned.map((entry) => entry.bookingReference)).toEqual([booking.unique_id]);

    // Staff give it a room once one is free; its dates stay the channel's.
    await db().execute(sql`delete from unit_holds where unit_id = ${two}`);
    const edit = (checkOut: string) =>
      admin.trpc.reservations.update.mutate({
        id: String(stay?.id),
        changes: {
          unitId: two ?? null,
          checkIn: day(61),
          checkOut,
          numberOfGuests: 2,
          guestNames: ['Jane Traveller'],
          displayStatus: 'Upcoming',
          notes: 'Late arrival',
        },
      });
    expect(await rejectionCode(edit(day(63)))).toBe('CONFLICT');
    await edit(day(62));
    const [placed] = await stayOfBooking(booking.booking_id);
    expect(placed).toMatchObject({ unit_id: two, total_price_cents: 30_000, check_out: day(62) });
    expect((await admin.trpc.channex.overview.query()).unassigned).toEqual([]);
  });

  it('a revision that cannot be taken is recorded as refused, acknowledged and mailed, not read forever', async () => {
    const broken = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(70),
      checkout_date: day(70),
    });
    channex.addRevision(broken);
    await webhook();
    expect(await revisionOutcome(broken.id)).toEqual({ outcome: 'refused', acked: true });
    expect(await stayOfBooking(broken.booking_id)).toEqual([]);
  });

  it('without a webhook, the minute job reads the feed (not more often than every 30 s)', async () => {
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(95),
      checkout_date: day(96),
    });
    channex.addRevision(booking);
    const reads = channex.feedReads();
    await db().execute(sql`update channex_connections set last_pulled_at = now()`);
    await app.jobs.run(CHANNEX_JOB);
    expect(channex.feedReads()).toBe(reads);
    await db().execute(sql`update channex_connections set last_pulled_at = null`);
    await app.jobs.run(CHANNEX_JOB);
    expect(await stayOfBooking(booking.booking_id)).toHaveLength(1);
    expect(await revisionOutcome(booking.id)).toEqual({ outcome: 'placed', acked: true });
  });

  it('Channex gone away when the webhook comes: 503 (Channex sends it again), nothing lost; read after', async () => {
    const booking = bookingRevision({
      property_id: ids.property,
      booking_id: randomUUID(),
      room_type_id: ids.studio,
      checkin_date: day(90),
      checkout_date: day(91),
    });
    channex.addRevision(booking);
    channex.setDown(true);
    expect(await webhook()).toBe(503);
    expect(await stayOfBooking(booking.booking_id)).toEqual([]);
    channex.setDown(false);
    expect(await webhook()).toBe(200);
    expect(await stayOfBooking(booking.booking_id)).toHaveLength(1);
    const { health } = await admin.trpc.channex.overview.query();
    expect(health.lastPulledAt).not.toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'one revision, two server instances (postgres)',
  () => {
    it('both told at once by webhooks: exactly one stay, the revision handled once, its money paid once', async () => {
      const database = await createTestDatabase('postgres');
      const channex = await startFakeChannex({ apiKey: API_KEY });
      const env = {
        CHANNEX_URL: channex.url,
        CHANNEX_API_KEY: API_KEY,
        CHANNEX_WEBHOOK_SECRET: SECRET,
        CHANNEX_ALLOW_PRIVATE: 'true',
      };
      const apps = [await startApp(database, env), await startApp(database, env)];
      try {
        const db = database.client.db;
        const ids = { property: randomUUID(), studio: randomUUID() };
        const [first] = executedRows(await db.execute(sql`select id from properties limit 1`));
        const studio = await roomTypeIdFor(db, 'TX Studio');
        for (const name of ['TX-1', 'TX-2', 'TX-3'])
          await insertUnit(db, { name, roomTypeId: studio });
        await db.execute(sql`insert into channex_connections (property_id, channex_property_id)
        values (${first?.id}, ${ids.property})`);
        await db.execute(sql`insert into channex_room_types (property_id, room_type_id, channex_room_type_id)
        values (${first?.id}, ${studio}, ${ids.studio})`);
        const booking = bookingRevision({
          property_id: ids.property,
          booking_id: randomUUID(),
          room_type_id: ids.studio,
          checkin_date: day(5),
          checkout_date: day(7),
        });
        channex.addRevision(booking);
        const answers = await Promise.all(
          [...apps, ...apps].map((app) =>
            channex.webhook(`${app.url}/api/channex/webhook`, SECRET, ids.property),
          ),
        );
        expect(answers).toEqual([200, 200, 200, 200]);
        const stays = executedRows(
          await db.execute(sql`select reservation_id from channex_bookings
                             where channex_booking_id = ${booking.booking_id}`),
        );
        expect(stays).toHaveLength(1);
        const handled = executedRows(
          await db.execute(sql`select count(*)::int as count from channex_revisions
                             where revision_id = ${booking.id}`),
        );
        expect(handled[0]?.count).toBe(1);
        const payments = executedRows(
          await db.execute(sql`select p.amount_minor::int as amount_minor from payments p
            join journals j on j.property_id = p.property_id and j.id = p.journal_id
            where j.idempotency_key like ${`ota:${stays[0]?.reservation_id}:%`}`),
        );
        expect(payments).toEqual([{ amount_minor: 30_000 }]);
      } finally {
        for (const app of apps) await app.close();
        await channex.close();
        await database.dispose();
      }
    }, 60_000);
  },
);
