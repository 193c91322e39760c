import { notifications } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/jobs/timed-jobs';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { bookingComFeed, startFeedServer } from './support/feed-server';
import { insertUnit } from './support/fixtures';
import { startSmtpServer } from './support/smtp';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const ALERT_SUBJECT = /^Subject: Channel calendar problem: Booking\.com, Alert-/m;

describe.each(testDrivers)('channel feed alerts by mail (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let admin: ReturnType<typeof createApiClient>;
  const staff: string[] = [];

  const alertsReceived = () => smtp.received.filter((mail) => ALERT_SUBJECT.test(mail.raw));
  const alertsQueued = async () =>
    (
      await database.client.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'staff-channel-alert'))
    ).length;
  /** Waits until every queued alert has reached the SMTP server. */
  const delivered = async (count: number) => {
    await app.jobs.run(MAIL_JOB);
    await expect.poll(() => alertsReceived().length, { timeout: 10_000 }).toBe(count);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startSmtpServer();
    feeds = await startFeedServer();
    app = await startApp(database, { SMTP_URL: smtp.url, CHANNEL_FETCH_ALLOW_PRIVATE: 'true' });
    for (const role of ['admin', 'manager', 'front_desk'] as const) {
      staff.push((await createTestUser(database.client.db, role)).email);
    }
    const user = await createTestUser(database.client.db, 'admin');
    staff.push(user.email);
    admin = createApiClient(app.url);
    await admin.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
  });
  afterAll(async () => {
    admin?.close();
    await app?.close();
    await feeds?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('mails admins and managers once per failure streak, and again after a recovery and a new failure', async () => {
    const events = [1, 2, 3, 4].map((n) => ({
      uid: `BDC-A${n}@booking.com`,
      from: day(n * 3),
      to: day(n * 3 + 2),
    }));
    const unit = await insertUnit(database.client.db, { name: `Alert-${driver}` });
    const path = `/${driver}/alert.ics`;
    feeds.set(path, { body: bookingComFeed(events) });
    const { id: feedId } = await admin.trpc.channels.addFeed.mutate({
      unitId: unit.id,
      channel: 'booking_com',
      url: feeds.url(path),
    });
    const sync = () => admin.trpc.channels.syncNow.mutate({ feedId });
    expect(await sync()).toMatchObject({ status: 'ok', created: 4 });
    expect(await alertsQueued()).toBe(0);

    // A streak: unreadable, unreadable again, then empty where it had events.
    feeds.set(path, { body: 'BEGIN:VCALENDAR\r\nthis is not a calendar' });
    expect(await sync()).toMatchObject({ status: 'failed', error: 'PARSE_FAILED' });
    const recipients = [staff[0], staff[1], staff[3]];
    await delivered(recipients.length);
    expect(
      alertsReceived()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([...recipients].sort());
    expect(await sync()).toMatchObject({ status: 'failed', error: 'PARSE_FAILED' });
    feeds.set(path, { body: bookingComFeed([]) });
    expect(await sync()).toMatchObject({ status: 'failed', error: 'SUSPECT_EMPTY' });
    // A passing network fault in the streak does not start a new one either.
    feeds.set(path, { status: 503, body: 'busy' });
    expect(await sync()).toMatchObject({ status: 'failed', error: 'FETCH_HTTP_STATUS' });
    expect(await alertsQueued()).toBe(recipients.length);
    await app.jobs.run(MAIL_JOB);
    expect(alertsReceived()).toHaveLength(recipients.length);

    // Recovery, then a new failure: mailed again, once.
    feeds.set(path, { body: bookingComFeed(events) });
    expect(await sync()).toMatchObject({ status: 'ok' });
    feeds.set(path, { body: bookingComFeed([]) });
    expect(await sync()).toMatchObject({ status: 'failed', error: 'SUSPECT_EMPTY' });
    expect(await sync()).toMatchObject({ status: 'failed', error: 'SUSPECT_EMPTY' });
    await delivered(recipients.length * 2);
    expect(await alertsQueued()).toBe(recipients.length * 2);
    const last = alertsReceived().at(-1)?.raw ?? '';
    expect(last).toContain('empty where it had events');
    expect(last).not.toContain(feeds.url(path));
  });
});
