import { randomUUID } from 'node:crypto';
import { insertUser } from '@zamalek/db/queries/users';
import { jobRuns, notifications, properties } from '@zamalek/db/schema';
import { createTestDatabase, firstPropertyId, type TestDatabase } from '@zamalek/db/testing';
import { clockIn } from '@zamalek/domain/dates';
import type { Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { queueDailyDigest } from '../src/jobs/daily-digest';
import { propertyNow } from '../src/property-today';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { TEST_PASSWORD } from './support/users';

/** 22:30 UTC on 1 December: 00:30 on the 2nd in Cairo, 14:30 on the 1st in Los Angeles. */
const LATE_EVENING_UTC = new Date('2026-12-01T22:30:00Z');
/** 05:30 UTC on 2 December: 07:30 on the 2nd in Cairo, 21:30 on the 1st in Los Angeles. */
const EARLY_MORNING_UTC = new Date('2026-12-02T05:30:00Z');

/**
 * Two buildings in different time zones around midnight: each one's "today", its digest and its
 * staff's screens follow its own clock, never the server's or the other building's.
 */
describe('two properties in two time zones', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let cairo = '';
  let losAngeles = '';
  const emails: Record<string, string> = {};

  async function adminOf(propertyId: string, label: string, role: Role = 'admin') {
    const email = `${label}-${randomUUID()}@example.com`;
    const passwordHash = await hashPassword(TEST_PASSWORD);
    await database.client.db.transaction((tx) =>
      insertUser(tx, { email, passwordHash, fullName: label, role: { propertyId, role } }),
    );
    emails[label] = email;
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const { db } = database.client;
    cairo = await firstPropertyId(db);
    const [row] = await db
      .insert(properties)
      .values({
        slug: 'venice-beach',
        timeZone: 'America/Los_Angeles',
        propertyName: 'Venice Beach Suites',
        digestHour: 7,
      })
      .returning({ id: properties.id });
    losAngeles = row?.id ?? '';
    await db.update(properties).set({ digestHour: 7 }).where(eq(properties.id, cairo));
    await adminOf(cairo, 'cairo');
    await adminOf(losAngeles, 'la');
    app = await startApp(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('gives each property its own today at the same instant', async () => {
    const { db } = database.client;
    expect((await propertyNow(db, { propertyId: cairo }, LATE_EVENING_UTC)).today).toBe(
      '2026-12-02',
    );
    expect((await propertyNow(db, { propertyId: losAngeles }, LATE_EVENING_UTC)).today).toBe(
      '2026-12-01',
    );
  });

  it("sends each property's digest at its own hour, for its own day, to its own staff", async () => {
    const { db } = database.client;
    const digests = () =>
      db
        .select({ propertyId: notifications.propertyId, recipient: notifications.recipient })
        .from(notifications)
        .where(eq(notifications.kind, 'staff-daily-digest'));
    // Half past midnight in Cairo (before 07:00), half past two in the afternoon in Los Angeles.
    expect(await queueDailyDigest(db, { now: LATE_EVENING_UTC })).toBe(1);
    expect(await digests()).toEqual([{ propertyId: losAngeles, recipient: emails.la }]);
    // Half past seven in Cairo; Los Angeles has had its digest for the 1st.
    expect(await queueDailyDigest(db, { now: EARLY_MORNING_UTC })).toBe(1);
    expect(await digests()).toEqual(
      expect.arrayContaining([{ propertyId: cairo, recipient: emails.cairo }]),
    );
    const runs = await db
      .select({ propertyId: jobRuns.propertyId, runKey: jobRuns.runKey })
      .from(jobRuns)
      .where(eq(jobRuns.job, 'daily-digest'));
    expect(runs).toEqual(
      expect.arrayContaining([
        { propertyId: losAngeles, runKey: '2026-12-01' },
        { propertyId: cairo, runKey: '2026-12-02' },
      ]),
    );
    expect(runs).toHaveLength(2);
  });

  it("shows each property's staff their building's today", async () => {
    const todayOf = async (label: string) => {
      const api = createApiClient(app.url);
      await api.trpc.auth.signIn.mutate({
        email: emails[label] ?? '',
        password: TEST_PASSWORD,
        staySignedIn: false,
      });
      const { today, time } = await api.trpc.public.today.query();
      return { today, time };
    };
    // The request's instant is the real one: either side of it is what it may show. The two
    // clocks are ten hours apart, so one building's time is never the other's.
    for (const [label, timeZone] of [
      ['cairo', 'Africa/Cairo'],
      ['la', 'America/Los_Angeles'],
    ] as const) {
      const before = clockIn(timeZone, new Date());
      const shown = await todayOf(label);
      const after = clockIn(timeZone, new Date());
      expect([before.today, after.today]).toContain(shown.today);
      expect([before.time, after.time]).toContain(shown.time);
    }
  });
});
