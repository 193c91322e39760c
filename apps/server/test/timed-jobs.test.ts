import { type DatabaseClient, openPostgres } from '@zamalek/db/client';
import { notifications } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, formatLongDate, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_JOB } from '../src/jobs/daily-digest';
import { DAY_CLOSE_JOB } from '../src/jobs/day-close';
import { PRE_ARRIVAL_JOB } from '../src/jobs/pre-arrival';
import { CHANNEL_SYNC_JOB, MAIL_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { propertyMoment } from './support/property-moment';
import { startSmtpServer } from './support/smtp';
import { createTestUser, signedInSession } from './support/users';

/**
 * Timed work with two server instances on one database (each with its own connections on a
 * PostgreSQL server). Time is the tests' own: both instances read one movable clock, and the
 * tests run each due job on both instances at once, as two instances woken together would.
 */

const TZ = 'Africa/Cairo';
const today = todayIn(TZ, new Date());

/** A received message's text with quoted-printable undone (soft breaks and =XX bytes). */
function decoded(raw: string | undefined): string {
  const joined = (raw ?? '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describe.each(testDrivers)('timed jobs on two instances (%s)', (driver) => {
  let database: TestDatabase;
  let secondClient: DatabaseClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let first: RunningApp;
  let second: RunningApp;
  let now = new Date();
  const staff: string[] = [];
  // Arrivals ten days ahead (edits accept them); the clock is moved around them.
  const arrival = addDaysIso(today, 10);

  /** Runs a job on both instances at the same time. */
  const onBoth = (job: string) => Promise.all([first.jobs.run(job), second.jobs.run(job)]);
  const sentTo = (address: string) =>
    smtp.received.filter((mail) => mail.to.includes(address)).length;
  const pendingMail = async () =>
    (await database.client.db.select().from(notifications)).filter((row) => row.status !== 'sent');
  /**
   * Waits until `count` mails arrived in all and every queued one is recorded as sent (a drain
   * woken through the queue may still be recording its last one), running both drains too.
   */
  async function settle(count: number) {
    await smtp.waitFor(count);
    await onBoth(MAIL_JOB);
    await expect.poll(async () => (await pendingMail()).length).toBe(0);
  }
  async function as(role: 'admin' | 'manager') {
    const user = await createTestUser(database.client.db, role);
    return callerFor(database.client, await signedInSession(database.client.db, user.id)).caller;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    secondClient =
      driver === 'postgres' && database.url
        ? openPostgres(database.url, { max: 4 })
        : database.client;
    for (const role of ['admin', 'manager'] as const) {
      staff.push((await createTestUser(database.client.db, role)).email);
    }
    smtp = await startSmtpServer();
    // Before anything is due: the schedules may fire at start and find nothing.
    now = propertyMoment(addDaysIso(arrival, -3), '06:00');
    const options = { clock: () => now, schedules: true };
    first = await startApp(database, { SMTP_URL: smtp.url }, options);
    second = await startApp({ client: secondClient }, { SMTP_URL: smtp.url }, options);
    expect(await first.jobs.whenStarted()).toBe(true);
    expect(await second.jobs.whenStarted()).toBe(true);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (secondClient !== database?.client) await secondClient?.close();
    await database?.dispose();
    await smtp?.close();
  });

  it('registers each schedule once, in the property time zone', async () => {
    const { rows } = await database.client.executeSql(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows).toEqual([
      { name: CHANNEL_SYNC_JOB, cron: '* * * * *', timezone: TZ },
      { name: DIGEST_JOB, cron: '*/5 * * * *', timezone: TZ },
      { name: DAY_CLOSE_JOB, cron: '*/5 * * * *', timezone: TZ },
      { name: 'housekeeping', cron: '0 * * * *', timezone: TZ },
      { name: MAIL_JOB, cron: '* * * * *', timezone: TZ },
      { name: PRE_ARRIVAL_JOB, cron: '* * * * *', timezone: TZ },
    ]);
  });

  it('sends each pre-arrival mail once, re-plans it when dates change, drops it when cancelled', async () => {
    const db = database.client.db;
    const admin = await as('admin');
    const manager = await as('manager');
    await admin.settings.updatePropertyDetails({
      propertyName: 'Zamalek Suites',
      timeZone: 'Africa/Cairo',
      address: '12 Hassan Sabry, Zamalek',
      addressAr: '',
      phone: '+20 2 0000 0000',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      preArrivalInstructions: 'Ring <b>twice</b> at the gate.\nThe code comes by SMS.',
      cancellationPolicy: '',
      houseRules: '',
      houseRulesAr: '',
      contactEmail: '',
      whatsapp: '',
      taxNumber: '',
      digestHour: 7,
      dayCloseHour: 2,
    });
    const unit = await insertUnit(db, { name: 'Nile 401' });
    const stay = (email: string | null, values: Parameters<typeof insertStay>[4] = {}) =>
      insertStay(db, unit.id, arrival, addDaysIso(arrival, 2), {
        unitId: null,
        contactEmail: email,
        ...values,
      });
    const kept = await stay('kept@example.com', { guestNames: ['Nour <script>'] });
    const moved = await stay('moved@example.com');
    const cancelled = await stay('cancelled@example.com');
    const deleted = await stay('deleted@example.com');
    await stay(null);
    await stay('  ');
    await stay('in-house@example.com', { status: 'checked_in' });

    // A minute before it is due, nothing goes.
    now = propertyMoment(addDaysIso(arrival, -1), '13:59');
    await onBoth(PRE_ARRIVAL_JOB);
    expect(await pendingMail()).toEqual([]);

    // Meanwhile one stay moves three days later, one is cancelled, one deleted.
    const changes = {
      unitId: null,
      checkIn: addDaysIso(arrival, 3),
      checkOut: addDaysIso(arrival, 5),
      numberOfGuests: 1,
      guestNames: ['Moved Guest'],
      guestGenders: [],
      guestNationality: 'Egyptian',
      contactEmail: 'moved@example.com',
      contactPhone: '',
      pricePerNight: 100,
      commissionRate: 10,
      source: 'KSS',
      displayStatus: 'Upcoming' as const,
      notes: '',
      channel: 'Manual',
    };
    await manager.reservations.update({ id: moved.id, changes });
    await manager.reservations.update({
      id: cancelled.id,
      changes: {
        ...changes,
        checkIn: arrival,
        checkOut: addDaysIso(arrival, 2),
        contactEmail: 'cancelled@example.com',
        displayStatus: 'Cancelled',
      },
    });
    await admin.reservations.delete({ id: deleted.id });

    // From the check-in time the day before: exactly one mail, however often both instances run.
    now = propertyMoment(addDaysIso(arrival, -1), '14:00');
    await onBoth(PRE_ARRIVAL_JOB);
    await onBoth(PRE_ARRIVAL_JOB);
    await settle(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['kept@example.com']]);
    const [, mail = ''] = decoded(smtp.received[0]?.raw).split('Content-Type: text/html');
    expect(mail).toContain(kept.bookingReference);
    expect(mail).toContain('Dear Nour &lt;script&gt;');
    expect(mail).toContain('Ring &lt;b&gt;twice&lt;/b&gt; at the gate.<br>The code comes by SMS.');
    expect(mail).toContain(`${formatLongDate(arrival)}, from 14:00`);
    expect(mail).not.toContain('<script>');

    // The moved stay's mail comes the day before its new arrival, once.
    now = propertyMoment(addDaysIso(arrival, 2), '14:00');
    await onBoth(PRE_ARRIVAL_JOB);
    await onBoth(PRE_ARRIVAL_JOB);
    await settle(2);

    // Sent once per stay: moving a stay whose mail went out sends no second one.
    await manager.reservations.update({
      id: kept.id,
      changes: {
        ...changes,
        checkIn: addDaysIso(arrival, 4),
        checkOut: addDaysIso(arrival, 6),
        guestNames: ['Nour'],
        contactEmail: 'kept@example.com',
      },
    });
    now = propertyMoment(addDaysIso(arrival, 3), '20:00');
    await onBoth(PRE_ARRIVAL_JOB);
    await settle(2);

    expect(sentTo('kept@example.com')).toBe(1);
    expect(sentTo('moved@example.com')).toBe(1);
    expect(smtp.received).toHaveLength(2);
    const preArrival = await db
      .select({ status: notifications.status })
      .from(notifications)
      .where(eq(notifications.kind, 'guest-pre-arrival'));
    expect(preArrival).toEqual([{ status: 'sent' }, { status: 'sent' }]);
  });

  it('sends the daily digest once a day, from its hour, to every admin and manager', async () => {
    const db = database.client.db;
    const before = smtp.received.length;
    const day = addDaysIso(arrival, 20);
    now = propertyMoment(day, '06:59');
    await onBoth(DIGEST_JOB);
    expect(await pendingMail()).toEqual([]);

    // An arrival today waits for a room housekeeping has not cleaned yet.
    const dirty = await insertUnit(db, { name: 'Garden 305', roomStatus: 'dirty' });
    await insertStay(db, dirty.id, day, addDaysIso(day, 2));
    now = propertyMoment(day, '07:00');
    await onBoth(DIGEST_JOB);
    now = propertyMoment(day, '18:30');
    await onBoth(DIGEST_JOB);
    const recipients = (
      await db.select().from(notifications).where(eq(notifications.kind, 'staff-daily-digest'))
    ).map((row) => row.recipient);
    expect(recipients.length).toBe(new Set(recipients).size);
    for (const email of staff) expect(recipients).toContain(email);

    await settle(before + recipients.length);
    const digests = smtp.received.slice(before);
    expect(digests).toHaveLength(recipients.length);
    const digest = decoded(digests[0]?.raw);
    expect(digest).toContain(`Daily digest — ${formatLongDate(day)}`);
    expect(digest).toContain('Rooms not ready for an arrival (1)');
    expect(digest).toContain('Garden 305: Dirty');

    // The next day has its own digest.
    now = propertyMoment(addDaysIso(day, 1), '07:05');
    await onBoth(DIGEST_JOB);
    const total = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff-daily-digest'));
    expect(total).toHaveLength(recipients.length * 2);
    await settle(before + recipients.length * 2);
  });

  it('delivers the outbox once with two instances: queued by commits on either, woken through the queue', async () => {
    const before = smtp.received.length;
    const unit = await insertUnit(database.client.db, { name: 'Garden 102' });
    const bookings = [first, second, first, second].map((app, index) =>
      createApiClient(app.url).trpc.public.book.mutate({
        unitId: unit.id,
        stay: {
          checkIn: addDaysIso(today, 40 + 2 * index),
          checkOut: addDaysIso(today, 41 + 2 * index),
        },
        guest: {
          adults: 1,
          children: 0,
          guestNames: [`Guest ${index}`],
          email: `guest-${index}@example.com`,
          phone: '',
          nationality: 'Egyptian',
          specialRequests: '',
        },
      }),
    );
    await Promise.all(bookings);
    const queued = (await database.client.db.select().from(notifications)).filter(
      (row) => row.kind === 'guest-confirmation' || row.kind === 'staff-new-reservation',
    );
    // Each booking: the guest's confirmation and a notice to each admin and manager.
    expect(queued.length).toBeGreaterThanOrEqual(4 * (1 + staff.length));
    await settle(before + queued.length);
    expect(smtp.received.length - before).toBe(queued.length);
  });
});
