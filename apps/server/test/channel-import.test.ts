import { staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { auditLog, channelConflicts, notifications, reservations } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { LIVE_CHANNEL, type LiveChange, liveChangeSchema } from '@zamalek/domain/live';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCalendar, holdUid, stayUid } from '../src/channels/export-calendar';
import { DEFAULT_FEED_FETCH, fetchFeed } from '../src/channels/feed-fetch';
import { parseFeed } from '../src/channels/feed-parse';
import { CHANNEL_SYNC_JOB } from '../src/jobs/timed-jobs';
import { isPublicAddress } from '../src/net/public-address';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { airbnbFeed, bookingComFeed, startFeedServer } from './support/feed-server';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers } from './support/role-callers';
import { createTestUser } from './support/users';

const TZ = 'Africa/Cairo';
const today = todayIn(TZ, new Date());
const day = (offset: number) => addDaysIso(today, offset);
const ALLOW = { ...DEFAULT_FEED_FETCH, allowPrivate: true };

describe.each(testDrivers)('channel import (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let roles: Awaited<ReturnType<typeof roleCallers>>;
  let admin: ReturnType<typeof createApiClient>;
  let clockMs = Date.now();
  const logLines: string[] = [];
  const clock = () => new Date(clockMs);
  /** The next minute's job run, after the feeds' interval has passed. */
  const poll = async () => {
    clockMs += 16 * 60_000;
    await app.jobs.run(CHANNEL_SYNC_JOB);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    feeds = await startFeedServer();
    app = await startApp(
      database,
      { CHANNEL_FETCH_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'info' },
      { clock, logStream: { write: (line) => logLines.push(line) } },
    );
    roles = await roleCallers(database.client);
    const user = await createTestUser(database.client.db, 'admin');
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
    await database?.dispose();
  });

  const db = () => database.client.db;
  const staysOf = (unitId: string) =>
    db()
      .select()
      .from(reservations)
      .where(eq(reservations.unitId, unitId))
      .orderBy(reservations.checkInDate);
  const feedState = async (feedId: string) => {
    const overview = await admin.trpc.channels.overview.query();
    const feed = overview.feeds.find((row) => row.id === feedId);
    if (!feed) throw new Error('feed not listed');
    return feed;
  };
  let pathNumber = 0;
  const newFeed = async (channel: 'booking_com' | 'airbnb', body: string) => {
    pathNumber += 1;
    const path = `/${driver}/${channel}/${pathNumber}.ics`;
    feeds.set(path, { body });
    const unit = await insertUnit(db(), { name: `Channel-${driver}-${pathNumber}` });
    const feed = await admin.trpc.channels.addFeed.mutate({
      unitId: unit.id,
      channel,
      url: feeds.url(path),
    });
    return { unitId: unit.id, feedId: feed.id, path };
  };

  it('makes, moves and cancels stays from a Booking.com feed, and records overlaps as conflicts', async () => {
    const first = [
      { uid: 'BDC-1001@booking.com', from: day(2), to: day(4) },
      { uid: 'BDC-1002@booking.com', from: day(10), to: day(13) },
      { uid: 'BDC-0999@booking.com', from: day(-20), to: day(-18) },
    ];
    const { unitId, feedId, path } = await newFeed('booking_com', bookingComFeed(first));
    await poll();
    let stays = await staysOf(unitId);
    expect(stays.map((s) => [s.bookingReference, s.checkInDate, s.checkOutDate, s.status])).toEqual(
      [
        ['BDC-1001@booking.com', day(2), day(4), 'confirmed'],
        ['BDC-1002@booking.com', day(10), day(13), 'confirmed'],
      ],
    );
    expect(stays[0]).toMatchObject({
      source: 'Booking.com',
      guestNames: ['Booking.com guest'],
      pricePerNightCents: null,
      totalPriceCents: null,
      contactEmail: null,
    });
    expect(await feedState(feedId)).toMatchObject({ eventCount: 3, lastError: null });

    // Staff key a stay by hand where the channel will next put one: the channel's loses.
    await insertStay(db(), unitId, day(20), day(23));
    feeds.set(path, {
      body: bookingComFeed([
        { uid: 'BDC-1001@booking.com', from: day(3), to: day(5) },
        { uid: 'BDC-1003@booking.com', from: day(21), to: day(22) },
      ]),
    });
    await poll();
    stays = await staysOf(unitId);
    expect(stays.map((s) => [s.bookingReference, s.checkInDate, s.checkOutDate, s.status])).toEqual(
      [
        ['BDC-1001@booking.com', day(3), day(5), 'confirmed'],
        ['BDC-1002@booking.com', day(10), day(13), 'cancelled'],
        [expect.stringMatching(/^MAN/), day(20), day(23), 'confirmed'],
      ],
    );
    const cancelled = stays.find((s) => s.bookingReference === 'BDC-1002@booking.com');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, cancelled?.id ?? ''), eq(auditLog.action, 'channel_cancel')),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBeNull();
    expect(audits[0]?.after).toMatchObject({ feedId });

    const conflicts = await db()
      .select()
      .from(channelConflicts)
      .where(eq(channelConflicts.feedId, feedId));
    expect(conflicts.map((c) => [c.uid, c.fromDate, c.toDate, c.resolvedAt])).toEqual([
      ['BDC-1003@booking.com', day(21), day(22), null],
    ]);
    const mails = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff-channel-conflict'));
    expect(mails.length).toBeGreaterThan(0);
    // The same conflict on the next poll is not mailed again.
    await poll();
    const again = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff-channel-conflict'));
    expect(again).toHaveLength(mails.length);
    expect((await feedState(feedId)).openConflicts).toBe(1);
    const overview = await admin.trpc.channels.overview.query();
    const conflict = overview.conflicts.find((c) => c.feedId === feedId);
    if (!conflict) throw new Error('conflict not listed');
    await admin.trpc.channels.resolveConflict.mutate({ conflictId: conflict.id });
    expect((await feedState(feedId)).openConflicts).toBe(0);
  });

  it('closes a conflict by itself when the channel moves its booking back or drops it, in one e-mail per poll', async () => {
    const own = { uid: 'BDC-2001@booking.com', from: day(30), to: day(33) };
    const { unitId, feedId, path } = await newFeed('booking_com', bookingComFeed([own]));
    await poll();
    const [stay] = await staysOf(unitId);
    if (!stay) throw new Error('no stay');
    // Staff sell nights 40-50 by hand; the channel moves its booking there and adds 30 more.
    await insertStay(db(), unitId, day(40), day(50));
    const crowd = Array.from({ length: 30 }, (_, i) => ({
      uid: `BDC-3${i}@booking.com`,
      from: day(41 + (i % 8)),
      to: day(42 + (i % 8)),
    }));
    const mailsBefore = (
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'staff-channel-conflict'))
    ).length;
    feeds.set(path, { body: bookingComFeed([{ ...own, from: day(44), to: day(46) }, ...crowd]) });
    await poll();
    expect((await feedState(feedId)).openConflicts).toBe(31);
    const mails = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff-channel-conflict'));
    const recipients = await staffNotificationRecipients(db(), {
      propertyId: await firstPropertyId(db()),
    });
    // One e-mail per admin and manager for the whole poll, listing every refused booking.
    expect(mails.length - mailsBefore).toBe(recipients.length);
    expect(mails.filter((mail) => mail.subject.includes(', 31 bookings'))).toHaveLength(
      recipients.length,
    );

    // The channel moves its booking back and drops the others: every conflict closes.
    feeds.set(path, { body: bookingComFeed([own]) });
    await poll();
    expect((await feedState(feedId)).openConflicts).toBe(0);
    expect((await staysOf(unitId)).find((s) => s.id === stay.id)).toMatchObject({
      checkInDate: day(30),
      status: 'confirmed',
    });

    // The stay's history names the channel's sync for what it did, never "a former user".
    feeds.set(path, { body: bookingComFeed([{ ...own, to: day(34) }]) });
    await poll();
    const { history } = await roles.as('manager').reservations.byId({ id: stay.id });
    expect(history.map((entry) => [entry.actionLabel, entry.actorName])).toContainEqual([
      'Channel move',
      'Booking.com calendar sync',
    ]);
  });

  it('refuses a calendar with absurd lines before parsing it, and leaves out absurd bookings', async () => {
    const params = Array.from({ length: 100_000 }, (_, i) => `;X-P${i}=1`).join('');
    const huge = bookingComFeed([
      { uid: 'BDC-4001@booking.com', from: day(5), to: day(6) },
    ]).replace('SUMMARY:', `SUMMARY${params}:`);
    const started = performance.now();
    expect(() => parseFeed(huge, 'booking_com', today)).toThrow(
      expect.objectContaining({ code: 'PARSE_FAILED' }),
    );
    console.log(`absurd feed refused in ${(performance.now() - started).toFixed(1)} ms`);
    const long = bookingComFeed([
      { uid: 'BDC-4002@booking.com', from: day(5), to: day(6) },
    ]).replace('SUMMARY:', `SUMMARY:${'x'.repeat(20_000)}`);
    expect(() => parseFeed(long, 'booking_com', today)).toThrow(
      expect.objectContaining({ code: 'PARSE_FAILED' }),
    );
    // Folded lines (a break then a space) are one line, and their parameters count once.
    const folded = bookingComFeed([
      { uid: 'BDC-4003@booking.com', from: day(5), to: day(6) },
    ]).replace('SUMMARY:CLOSED', 'SUMMARY;LANGUAGE=en:CLOSED\r\n  - folded');
    expect(parseFeed(folded, 'booking_com', today)).toHaveLength(1);
    const absurd = bookingComFeed([
      { uid: 'BDC-4004@booking.com', from: day(5), to: addDaysIso(day(5), 35_160) },
      { uid: 'BDC-4005@booking.com', from: '9999-01-01', to: '9999-01-03' },
      { uid: 'BDC-4006@booking.com', from: day(5), to: day(8) },
    ]);
    expect(parseFeed(absurd, 'booking_com', today).map((event) => event.uid)).toEqual([
      'BDC-4006@booking.com',
    ]);

    // A poll of such a calendar records it as the feed's error and changes nothing.
    const { unitId, feedId } = await newFeed('booking_com', huge);
    await poll();
    expect(await feedState(feedId)).toMatchObject({ lastError: expect.any(String) });
    expect(await staysOf(unitId)).toEqual([]);
  });

  it('reads Airbnb feeds: summary as guest, blocks left out, a time-zoned start taken as its own date', async () => {
    const { unitId, feedId } = await newFeed(
      'airbnb',
      airbnbFeed([
        { uid: 'abc1-1@airbnb.com', from: day(5), to: day(7) },
        {
          uid: 'abc1-2@airbnb.com',
          from: day(8),
          to: day(9),
          dtstart: `DTSTART;TZID=America/Los_Angeles:${day(8).replaceAll('-', '')}T230000`,
        },
        { uid: 'abc1-3@airbnb.com', from: day(12), to: day(15), summary: 'Airbnb (Not available)' },
      ]),
    );
    await admin.trpc.channels.syncNow.mutate({ feedId });
    const stays = await staysOf(unitId);
    expect(stays.map((s) => [s.checkInDate, s.checkOutDate, s.source, s.guestNames])).toEqual([
      [day(5), day(7), 'Airbnb', ['Airbnb guest']],
      [day(8), day(9), 'Airbnb', ['Airbnb guest']],
    ]);
  });

  it('cancels nothing when a feed fails, cannot be read, or comes back empty where it had events', async () => {
    const events = [1, 2, 3, 4].map((n) => ({
      uid: `BDC-2${n}@booking.com`,
      from: day(n * 3),
      to: day(n * 3 + 2),
    }));
    const { unitId, feedId, path } = await newFeed('booking_com', bookingComFeed(events));
    await admin.trpc.channels.syncNow.mutate({ feedId });
    const live = async () => (await staysOf(unitId)).filter((s) => s.status === 'confirmed').length;
    expect(await live()).toBe(4);

    const cases: Array<[Parameters<typeof feeds.set>[1], string]> = [
      [{ body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nthis is not ical' }, 'PARSE_FAILED'],
      [{ body: '<html>Maintenance</html>' }, 'PARSE_FAILED'],
      [{ body: bookingComFeed([]) }, 'SUSPECT_EMPTY'],
      [{ status: 500, body: 'oops' }, 'FETCH_HTTP_STATUS'],
      [{ body: 'X'.repeat(DEFAULT_FEED_FETCH.maxBytes + 1) }, 'FETCH_TOO_LARGE'],
    ];
    for (const [answer, code] of cases) {
      feeds.set(path, answer);
      const result = await admin.trpc.channels.syncNow.mutate({ feedId });
      expect(result).toMatchObject({ status: 'failed', error: code });
      expect(await feedState(feedId)).toMatchObject({ lastError: code, eventCount: 4 });
      expect(await live()).toBe(4);
    }
    // A good answer again clears the error.
    feeds.set(path, { body: bookingComFeed(events) });
    expect(await admin.trpc.channels.syncNow.mutate({ feedId })).toMatchObject({ status: 'ok' });
    expect(await feedState(feedId)).toMatchObject({ lastError: null });
  });

  it('gives up on slow, unreachable and redirecting channels, and uses conditional GET', async () => {
    feeds.set('/slow.ics', { body: bookingComFeed([]), delayMs: 2_000 });
    await expect(
      fetchFeed(
        feeds.url('/slow.ics'),
        { etag: null, lastModified: null },
        {
          ...ALLOW,
          timeoutMs: 200,
        },
      ),
    ).rejects.toMatchObject({ code: 'FETCH_TIMEOUT' });
    const closed = await startFeedServer();
    const unreachable = closed.url('/gone.ics');
    await closed.close();
    await expect(
      fetchFeed(unreachable, { etag: null, lastModified: null }, ALLOW),
    ).rejects.toMatchObject({ code: 'FETCH_FAILED' });
    for (let n = 0; n < 5; n += 1) {
      feeds.set(`/loop${n}.ics`, { status: 302, headers: { location: `/loop${n + 1}.ics` } });
    }
    await expect(
      fetchFeed(feeds.url('/loop0.ics'), { etag: null, lastModified: null }, ALLOW),
    ).rejects.toMatchObject({ code: 'FETCH_TOO_MANY_REDIRECTS' });

    const body = bookingComFeed([{ uid: 'BDC-3@booking.com', from: day(1), to: day(2) }]);
    const { feedId, path } = await newFeed('booking_com', body);
    feeds.set(path, { body, headers: { etag: '"v1"' } });
    expect(await admin.trpc.channels.syncNow.mutate({ feedId })).toMatchObject({ status: 'ok' });
    expect(await admin.trpc.channels.syncNow.mutate({ feedId })).toMatchObject({
      status: 'not_modified',
    });
  });

  it('refuses private and loopback addresses without the allowance, checking resolved addresses', async () => {
    feeds.set('/private.ics', { body: bookingComFeed([]) });
    const refused = { ...DEFAULT_FEED_FETCH, allowPrivate: false };
    for (const url of [
      feeds.url('/private.ics'),
      feeds.url('/private.ics').replace('127.0.0.1', 'localhost'),
      'http://[::1]:9/x.ics',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(
        fetchFeed(url, { etag: null, lastModified: null }, refused),
      ).rejects.toMatchObject({ code: 'FETCH_REFUSED_ADDRESS' });
    }
    expect(feeds.hits('/private.ics')).toBe(0);
    for (const address of [
      '10.1.2.3',
      '192.168.0.1',
      '::ffff:127.0.0.1',
      'fd00::1',
      '100.64.0.1',
      // IPv6 forms that embed an IPv4 address (here 127.0.0.1 or 10.0.0.1), and site-local.
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      'fec0::1',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);

    // "Sync now" over a caller whose server has no allowance (the default) refuses too.
    const unit = await insertUnit(db());
    const feed = await roles.as('admin').channels.addFeed({
      unitId: unit.id,
      channel: 'other',
      url: feeds.url('/private.ics'),
    });
    expect(await roles.as('admin').channels.syncNow({ feedId: feed.id })).toMatchObject({
      status: 'failed',
      error: 'FETCH_REFUSED_ADDRESS',
    });
  });

  it('lets admins only see and change feeds (their URLs are secrets)', async () => {
    const unit = await insertUnit(db());
    const feed = await roles.as('admin').channels.addFeed({
      unitId: unit.id,
      channel: 'airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=secret',
    });
    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      const caller = roles.as(who);
      for (const call of [
        caller.channels.overview(),
        caller.channels.addFeed({ unitId: unit.id, channel: 'other', url: 'https://x.test/a' }),
        caller.channels.removeFeed({ feedId: feed.id }),
        caller.channels.syncNow({ feedId: feed.id }),
      ]) {
        expect(await outcome(call)).toMatch(/^FORBIDDEN/);
      }
    }
    for (const url of ['ftp://x.test/a.ics', 'javascript:alert(1)', 'https://u:p@x.test/a', '']) {
      expect(
        await outcome(
          roles.as('admin').channels.addFeed({ unitId: unit.id, channel: 'other', url }),
        ),
      ).toMatch(/^BAD_REQUEST/);
    }
    expect(await outcome(roles.as('manager').channels.setDefaultInterval({ minutes: 30 }))).toMatch(
      /^FORBIDDEN/,
    );
    for (const minutes of [1, 5000, 7.5]) {
      expect(await outcome(roles.as('admin').channels.setDefaultInterval({ minutes }))).toMatch(
        /^BAD_REQUEST/,
      );
    }
    await roles.as('admin').channels.setDefaultInterval({ minutes: 30 });
    const overview = await roles.as('admin').channels.overview();
    expect(overview.defaultMinutes).toBe(30);
    expect(overview.feeds.find((f) => f.id === feed.id)).toMatchObject({
      intervalMinutes: 30,
      ownInterval: false,
    });
    await roles.as('admin').channels.setDefaultInterval({ minutes: 15 });
    await roles.as('admin').channels.removeFeed({ feedId: feed.id });
    expect(await outcome(roles.as('admin').channels.removeFeed({ feedId: feed.id }))).toMatch(
      /^NOT_FOUND/,
    );
  });

  it('never logs a feed URL, whatever the outcome of a poll', async () => {
    const secret = 'a7f3c9e1-secret-token';
    const { feedId } = await newFeed('booking_com', 'x');
    const path = `/${secret}.ics`;
    feeds.set(path, { status: 500 });
    await admin.trpc.channels.removeFeed.mutate({ feedId });
    const unit = await insertUnit(db());
    await admin.trpc.channels.addFeed.mutate({
      unitId: unit.id,
      channel: 'other',
      url: `${feeds.url(path)}?key=${secret}`,
    });
    await poll();
    await poll();
    expect(logLines.join('')).not.toContain(secret);
  });

  it('reads our own export back as exactly our stays and holds', async () => {
    const unit = await insertUnit(db());
    const stay = await insertStay(db(), unit.id, day(4), day(7));
    const hold = await roles.as('admin').holds.create({
      unitId: unit.id,
      kind: 'owner_use',
      reason: 'Owner visiting',
      from: day(9),
      to: day(11),
    });
    const { token } = await roles.as('admin').channels.rotateExport({ unitId: unit.id });
    const calendar = await exportCalendar(db(), token);
    if (!calendar) throw new Error('no export');
    expect(parseFeed(calendar.body, 'other', today)).toEqual([
      { uid: stayUid(stay.id), from: day(4), to: day(7), summary: 'Reserved' },
      { uid: holdUid(hold.id), from: day(9), to: day(11), summary: 'Not available' },
    ]);
  });

  it('takes an event once when Sync now and another poll of the feed run at once', async () => {
    const events = [
      { uid: 'BDC-5a@booking.com', from: day(40), to: day(42) },
      { uid: 'BDC-5b@booking.com', from: day(43), to: day(45) },
    ];
    const { unitId, feedId } = await newFeed('booking_com', bookingComFeed(events));
    const results = await Promise.all([
      admin.trpc.channels.syncNow.mutate({ feedId }),
      roles.as('admin').channels.syncNow({ feedId }),
      admin.trpc.channels.syncNow.mutate({ feedId }),
    ]);
    expect(results.filter((r) => r.status === 'failed')).toHaveLength(1); // the loopback-refusing caller
    const stays = await staysOf(unitId);
    expect(stays.map((s) => s.bookingReference)).toEqual([
      'BDC-5a@booking.com',
      'BDC-5b@booking.com',
    ]);
    expect(
      await db().select().from(channelConflicts).where(eq(channelConflicts.feedId, feedId)),
    ).toEqual([]);
  });

  it('polls each feed once per interval across two server instances, with no duplicate stays', async () => {
    const second = await startApp(database, { CHANNEL_FETCH_ALLOW_PRIVATE: 'true' }, { clock });
    try {
      const events = [{ uid: 'BDC-4@booking.com', from: day(30), to: day(32) }];
      const { unitId, path } = await newFeed('booking_com', bookingComFeed(events));
      clockMs += 16 * 60_000;
      await Promise.all([app.jobs.run(CHANNEL_SYNC_JOB), second.jobs.run(CHANNEL_SYNC_JOB)]);
      await Promise.all([app.jobs.run(CHANNEL_SYNC_JOB), second.jobs.run(CHANNEL_SYNC_JOB)]);
      expect(feeds.hits(path)).toBe(1);
      const stays = await db()
        .select()
        .from(reservations)
        .where(and(eq(reservations.unitId, unitId), inArray(reservations.status, ['confirmed'])));
      expect(stays).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('counts open conflicts for the dashboard badge, for channel managers only, and announces them live', async () => {
    const before = await roles.as('admin').channels.conflictCount();
    const { unitId, feedId, path } = await newFeed('booking_com', bookingComFeed([]));
    await insertStay(db(), unitId, day(30), day(33));
    feeds.set(path, {
      body: bookingComFeed([{ uid: 'BDC-BADGE@booking.com', from: day(31), to: day(32) }]),
    });
    const announced: LiveChange[] = [];
    const unlisten = await database.client.listen(LIVE_CHANNEL, (payload) => {
      const change = liveChangeSchema.parse(JSON.parse(payload));
      if (change.entity === 'channel_conflicts') announced.push(change);
    });
    try {
      await poll();
      expect(await roles.as('admin').channels.conflictCount()).toBe(before + 1);
      await expect.poll(() => announced.map((change) => change.op)).toEqual(['INSERT']);
      for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
        expect(await outcome(roles.as(who).channels.conflictCount())).toMatch(/^FORBIDDEN/);
      }
      const overview = await roles.as('admin').channels.overview();
      const conflict = overview.conflicts.find((c) => c.feedId === feedId);
      if (!conflict) throw new Error('conflict not listed');
      await roles.as('admin').channels.resolveConflict({ conflictId: conflict.id });
      expect(await roles.as('admin').channels.conflictCount()).toBe(before);
      await expect.poll(() => announced.map((change) => change.op)).toEqual(['INSERT', 'UPDATE']);
      expect(announced.every((change) => change.id === conflict.id)).toBe(true);
    } finally {
      await unlisten();
    }
  });
});
