import { auditLog } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdUid, stayUid } from '../src/channels/export-calendar';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

/** Every VEVENT of a calendar as uid, summary and its all-day nights. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate && event.endDate.isDate,
      from: event.startDate.toString(),
      to: event.endDate.toString(),
    };
  });
}

describe.each(testDrivers)('room export calendar (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const callers = new Map<Role | 'none', ReturnType<typeof callerFor>['caller']>();
  let adminId = '';

  beforeAll(async () => {
    server = await startTestServer(driver);
    for (const role of [...ROLES, null] as const) {
      const user = await createTestUser(server.db, role);
      if (role === 'admin') adminId = user.id;
      const session = await signedInSession(server.db, user.id);
      callers.set(role ?? 'none', callerFor(server.database.client, session).caller);
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  const as = (who: Role | 'none') => {
    const caller = callers.get(who);
    if (!caller) throw new Error(`no caller ${who}`);
    return caller;
  };

  it('lists non-cancelled stays and holds as all-day events with no personal data', async () => {
    const unit = await insertUnit(server.db, { name: `Export-${driver}` });
    const stay = await insertStay(server.db, unit.id, day(3), day(6));
    await insertStay(server.db, unit.id, day(10), day(12), { status: 'cancelled' });
    const hold = await as('admin').holds.create({
      unitId: unit.id,
      kind: 'maintenance',
      reason: 'Leaking tap',
      from: day(6),
      to: day(8),
    });
    const { token } = await as('admin').channels.rotateExport({ unitId: unit.id });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await fetch(`${server.url}/api/ical/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(eventsOf(body)).toEqual([
      { uid: stayUid(stay.id), summary: 'Reserved', allDay: true, from: day(3), to: day(6) },
      { uid: holdUid(hold.id), summary: 'Not available', allDay: true, from: day(6), to: day(8) },
    ]);
    for (const secret of ['Existing Guest', 'existing@example.com', 'Leaking tap', '+2010']) {
      expect(body).not.toContain(secret);
    }

    // Conditional GET: the same rows answer 304 by ETag and by date.
    const etag = response.headers.get('etag') ?? '';
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.url}/api/ical/${token}.ics`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const byDate = await fetch(`${server.url}/api/ical/${token}.ics`, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.status).toBe(304);

    // A change gives a new ETag, and the UID of the stay stays the same.
    await as('admin').holds.remove({ id: hold.id });
    const changed = await fetch(`${server.url}/api/ical/${token}.ics`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(eventsOf(await changed.text()).map((event) => event.uid)).toEqual([stayUid(stay.id)]);
  });

  it('answers 404 to unknown, malformed and rotated tokens, saying nothing', async () => {
    const unit = await insertUnit(server.db);
    const first = await as('admin').channels.rotateExport({ unitId: unit.id });
    const second = await as('admin').channels.rotateExport({ unitId: unit.id });
    expect(second.token).not.toBe(first.token);
    const old = await fetch(`${server.url}/api/ical/${first.token}.ics`);
    expect(old.status).toBe(404);
    const unknown = await fetch(`${server.url}/api/ical/${'A'.repeat(43)}.ics`);
    const malformed = await fetch(`${server.url}/api/ical/${'%27'.repeat(300)}.ics`);
    const bodies = [await old.text(), await unknown.text(), await malformed.text()];
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(new Set(bodies).size).toBe(1);
    expect((await fetch(`${server.url}/api/ical/${second.token}.ics`)).status).toBe(200);
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.entityId, unit.id));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['export_url_rotate', adminId],
      ['export_url_rotate', adminId],
    ]);
    expect(JSON.stringify(audits)).not.toContain(second.token);
  });

  it('lets admins only see and rotate export URLs, over the caller and over HTTP', async () => {
    const unit = await insertUnit(server.db);
    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).channels.overview())).toMatch(/^FORBIDDEN/);
      expect(await outcome(as(who).channels.rotateExport({ unitId: unit.id }))).toMatch(
        /^FORBIDDEN/,
      );
    }
    const anonymous = createApiClient(server.url);
    expect((await rejection(anonymous.trpc.channels.overview.query())).data?.httpStatus).toBe(401);
    const overview = await as('admin').channels.overview();
    expect(overview.rooms.some((row) => row.unitId === unit.id)).toBe(true);
  });
});
