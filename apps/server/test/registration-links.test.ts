import { createHash, randomBytes } from 'node:crypto';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import {
  auditLog,
  guestRegistrations,
  notifications,
  registrationIdPhotos,
  registrationLinks,
} from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, dayStartIn, todayIn } from '@zamalek/domain/dates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { sqlState } from '../src/errors';
import { queueDuePreArrivalMail } from '../src/jobs/pre-arrival';
import { queueRegistrationReminders } from '../src/jobs/registration-reminders';
import { mintRegistrationLink } from '../src/registrations/mint-registration-link';
import { startApp } from './support/app';
import { createApiClient } from './support/client';
import { PDF_BYTES, PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { parseMail } from './support/mail-parse';
import { rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { startSmtpServer } from './support/smtp';

const ZONE = 'Africa/Cairo';
const today = todayIn(ZONE, new Date());
const day = (offset: number) => addDaysIso(today, offset);
const refused = (code: AppErrorCode, trpcCode: string) =>
  `${trpcCode}: ${APP_ERROR_MESSAGES[code]}`;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const ORIGIN = 'https://stay.example';

/** 'ok', or "CODE: message" for a call over HTTP that was refused. */
async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch {
    const error = await rejection(promise);
    return `${error.data?.code}: ${error.message}`;
  }
}

/** An adult's registration with everything the authorities ask for, as the guest types it. */
const complete = (guestNo: number, fullName: string) => ({
  guestNo,
  adult: true,
  fullName,
  nationality: 'German' as const,
  dateOfBirth: '1985-04-12',
  idType: 'passport' as const,
  idNumber: `C01X00T4${guestNo}`,
  idExpiry: day(900),
  residenceCountry: 'Germany',
});

/**
 * The pre-arrival registration link (decision 0086): made as its message is sent and kept only
 * hashed, silent until the booking's last name is given, locked by wrong names, replaced by a
 * newer link, over with the stay; the guest registers, signs and says when they arrive.
 */
describe('registration links', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let unitId = '';
  let otherUnitId = '';
  let propertyId = '';
  const guest = () => createApiClient(app.url).trpc.guestRegistrationLink;

  const staffClient = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(database.client.db, token, users.userId(who), false);
    const client = createApiClient(app.url);
    // Kept as the browser keeps it: sent on every call and when the socket opens.
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };
  const staff = async (who: Who) => (await staffClient(who)).trpc;

  const weberStay = (from: number, to: number, email = 'anna.weber@example.com', unit = unitId) =>
    insertStay(database.client.db, unit, day(from), day(to), {
      guestNames: ['Anna Weber', 'Jonas Müller-Weber'],
      guestTypes: ['adult', 'adult'],
      guestGenders: ['female', 'male'],
      numberOfGuests: 2,
      adults: 2,
      children: 0,
      contactEmail: email,
    });

  /** The desk sends the link; the token is read from the mail the guest receives. */
  const sendLink = async (reservationId: string) => {
    const before = smtp.received.length;
    await (await staff('front_desk')).registrationLinks.send.mutate({ reservationId });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const parsed = await parseMail(mail?.raw ?? '');
    const address = /https:\/\/stay\.example(\/ar)?\/register\/([A-Za-z0-9_-]{43})/.exec(
      parsed.text ?? '',
    );
    return { token: address?.[2] ?? '', address: address?.[0] ?? '', mail: parsed, to: mail?.to };
  };

  const sqlRefusal = (statement: ReturnType<typeof sql>) =>
    database.client.db.execute(statement).then(
      () => 'written',
      (error: unknown) => String(sqlState(error)),
    );

  beforeAll(async () => {
    // The server PostgreSQL when there is one: its races are real ones.
    database = await createTestDatabase(testDrivers.at(-1) ?? 'pglite');
    smtp = await startSmtpServer();
    app = await startApp(database, { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN });
    users = await roleCallers(database.client);
    const [first] = executedRows(
      await database.client.db.execute(sql`select ${FIRST_PROPERTY} as id`),
    );
    propertyId = String(first?.id ?? '');
    unitId = (await insertUnit(database.client.db, { name: 'LINK-1', unitType: 'Link' })).id;
    otherUnitId = (await insertUnit(database.client.db, { name: 'LINK-2', unitType: 'Link' })).id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('is sent by the desk: the mail carries a fresh link, the outbox and the table never its secret', async () => {
    const stay = await weberStay(2, 5);
    for (const who of ['housekeeping', 'none'] as const) {
      expect(
        await outcome((await staff(who)).registrationLinks.send.mutate({ reservationId: stay.id })),
      ).toBe('FORBIDDEN: You do not have permission to register guests.');
    }
    const sent = await sendLink(stay.id);
    expect(sent.to).toEqual(['anna.weber@example.com']);
    expect(sent.mail.subject).toBe(`Register before you arrive — ${stay.bookingReference}`);
    expect(sent.address).toBe(`${ORIGIN}/register/${sent.token}`);

    const [queued] = await database.client.db
      .select({ text: notifications.textBody, html: notifications.htmlBody })
      .from(notifications)
      .where(eq(notifications.registrationLinkFor, stay.id));
    expect(queued?.text).toContain('{{registration-link}}');
    expect(`${queued?.text}${queued?.html}`).not.toContain(sent.token);
    const links = await database.client.db
      .select({ tokenHash: registrationLinks.tokenHash })
      .from(registrationLinks)
      .where(eq(registrationLinks.reservationId, stay.id));
    expect(links).toEqual([{ tokenHash: hash(sent.token) }]);

    const status = await (await staff('front_desk')).registrationLinks.status.query({
      reservationId: stay.id,
    });
    expect(status.link?.live).toBe(true);
    expect(status.link?.expiresAt).toEqual(dayStartIn(ZONE, day(6)));
    const [audit] = await database.client.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, stay.id), eq(auditLog.action, 'send_registration_link')));
    expect(JSON.stringify(audit)).not.toContain('anna.weber');
  });

  it('refuses a stay without an e-mail or one that is over', async () => {
    const desk = await staff('front_desk');
    const silent = await weberStay(6, 8, '');
    expect(await outcome(desk.registrationLinks.send.mutate({ reservationId: silent.id }))).toBe(
      refused('NO_GUEST_EMAIL', 'BAD_REQUEST'),
    );
    const gone = await insertStay(database.client.db, unitId, day(-9), day(-7), {
      status: 'checked_out',
    });
    expect(await outcome(desk.registrationLinks.send.mutate({ reservationId: gone.id }))).toBe(
      refused('LINK_NOT_AVAILABLE', 'CONFLICT'),
    );
  });

  it('shows nothing personal before the last name, and a scanner opening it first spends nothing', async () => {
    const stay = await weberStay(9, 11);
    const { token } = await sendLink(stay.id);
    // A mail scanner follows the link and even runs the page's first call, twice.
    await fetch(`${app.url}/register/${token}`);
    await fetch(`${app.url}/register/${token}`, { method: 'HEAD' });
    const welcome = await guest().welcome.query({ token });
    await guest().welcome.query({ token });
    expect(welcome).toEqual({
      propertyName: expect.any(String),
      propertyNameAr: null,
      language: 'en',
    });
    expect(JSON.stringify(welcome)).not.toMatch(/Weber|example\.com|\d{4}-\d{2}-\d{2}/);

    const page = await guest().enter.mutate({ token, lastName: '  WEBER ' });
    expect(page.checkIn).toBe(day(9));
    expect(page.guests.map((entry) => [entry.bookedName, entry.status])).toEqual([
      ['Anna Weber', 'missing'],
      ['Jonas Müller-Weber', 'missing'],
    ]);
    // Another guest's last name opens it too, and so does a double-barrelled one whole.
    expect((await guest().enter.mutate({ token, lastName: 'müller-weber' })).guests).toHaveLength(
      2,
    );
  });

  it('counts wrong last names and locks the link at the fifth, even when they come at once', async () => {
    const stay = await weberStay(12, 14);
    const { token } = await sendLink(stay.id);
    expect(await outcome(guest().enter.mutate({ token, lastName: 'Smith' }))).toBe(
      refused('WRONG_LAST_NAME', 'BAD_REQUEST'),
    );
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => outcome(guest().enter.mutate({ token, lastName: 'Smith' }))),
    );
    expect(
      burst.filter((result) => result === refused('LINK_LOCKED', 'TOO_MANY_REQUESTS')).length,
    ).toBeGreaterThanOrEqual(5);
    const [link] = await database.client.db
      .select({ failedAttempts: registrationLinks.failedAttempts })
      .from(registrationLinks)
      .where(eq(registrationLinks.reservationId, stay.id));
    expect(link?.failedAttempts).toBe(5);
    expect(await outcome(guest().enter.mutate({ token, lastName: 'Weber' }))).toBe(
      refused('LINK_LOCKED', 'TOO_MANY_REQUESTS'),
    );
    expect(await outcome(guest().welcome.query({ token }))).toBe(
      refused('LINK_LOCKED', 'TOO_MANY_REQUESTS'),
    );
    // The desk sends a new one, which works.
    const fresh = await sendLink(stay.id);
    expect(
      (await guest().enter.mutate({ token: fresh.token, lastName: 'Weber' })).guests,
    ).toHaveLength(2);
  });

  it('refuses a guessed, replaced, expired or malformed link', async () => {
    const guessed = randomBytes(32).toString('base64url');
    expect(await outcome(guest().welcome.query({ token: guessed }))).toBe(
      refused('LINK_NOT_FOUND', 'NOT_FOUND'),
    );
    const stay = await weberStay(15, 17);
    const first = await sendLink(stay.id);
    const second = await sendLink(stay.id);
    expect(await outcome(guest().enter.mutate({ token: first.token, lastName: 'Weber' }))).toBe(
      refused('LINK_NOT_FOUND', 'NOT_FOUND'),
    );
    expect((await guest().welcome.query({ token: second.token })).language).toBe('en');

    // A stay whose departure day is over: its link is over too.
    const past = await weberStay(-4, -1);
    const token = randomBytes(32).toString('base64url');
    await database.client.db.insert(registrationLinks).values({
      propertyId: propertyId,
      reservationId: past.id,
      tokenHash: hash(token),
      expiresAt: dayStartIn(ZONE, day(0)),
    });
    expect(await outcome(guest().welcome.query({ token }))).toBe(
      refused('LINK_EXPIRED', 'NOT_FOUND'),
    );
    for (const bad of [
      'short',
      `${token}x`,
      '../../etc/passwd'.padEnd(43, 'a'),
      'x'.repeat(5000),
    ]) {
      expect(await outcome(guest().welcome.query({ token: bad }))).toMatch(/^BAD_REQUEST/);
    }
    expect(
      await outcome(guest().enter.mutate({ token: second.token, lastName: 'W'.repeat(5000) })),
    ).toMatch(/^BAD_REQUEST/);
    const [link] = await database.client.db
      .select({ failedAttempts: registrationLinks.failedAttempts })
      .from(registrationLinks)
      .where(eq(registrationLinks.tokenHash, hash(second.token)));
    expect(link?.failedAttempts).toBe(0);
  });

  it('lets the guest register, sign and say when they arrive, and the desk sees it', async () => {
    const stay = await weberStay(18, 20);
    const { token } = await sendLink(stay.id);
    const access = { token, lastName: 'Weber' };
    expect(await outcome(guest().sign.mutate({ ...access, guestNo: 1, signature }))).toBe(
      refused('REGISTRATION_INCOMPLETE', 'PRECONDITION_FAILED'),
    );
    await guest().save.mutate({ ...access, registration: complete(1, 'Anna Weber') });
    await guest().save.mutate({ ...access, registration: complete(2, 'Jonas Müller-Weber') });
    expect(
      await outcome(guest().save.mutate({ ...access, registration: complete(3, 'Not A Guest') })),
    ).toBe('NOT_FOUND: Not found.');
    await guest().sign.mutate({ ...access, guestNo: 1, signature });
    await guest().sign.mutate({ ...access, guestNo: 2, signature });
    expect(await outcome(guest().sign.mutate({ ...access, guestNo: 2, signature }))).toBe(
      refused('REGISTRATION_SIGNED', 'CONFLICT'),
    );
    expect(await outcome(guest().arrival.mutate({ ...access, arrivalTime: '25:00' }))).toMatch(
      /^BAD_REQUEST/,
    );
    await guest().arrival.mutate({ ...access, arrivalTime: '15:30' });

    const page = await guest().enter.mutate(access);
    expect(page.complete).toBe(true);
    expect(page.arrivalTime).toBe('15:30');

    const desk = await staff('front_desk');
    const registrations = await desk.registrations.ofStay.query({ reservationId: stay.id });
    expect(registrations.complete).toBe(true);
    expect(registrations.guests.map((entry) => entry.registration?.signedVia)).toEqual([
      'link',
      'link',
    ]);
    const status = await desk.registrationLinks.status.query({ reservationId: stay.id });
    expect(status.arrival).toEqual({ arrivalTime: '15:30', givenVia: 'link' });

    const audits = await database.client.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        sql`${auditLog.after}->>'via' = 'link' and (${auditLog.entityId} = ${stay.id} or ${auditLog.after}->>'reservationId' = ${stay.id})`,
      );
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'expected_arrival',
      'save',
      'save',
    ]);
    expect(audits.every((entry) => entry.actorId === null)).toBe(true);
    expect(JSON.stringify(audits)).not.toMatch(/Weber|C01X00T4/);
  });

  it('takes photos of the ID from the link, for a registration of its own stay only', async () => {
    const stay = await weberStay(27, 29);
    const { token } = await sendLink(stay.id);
    const upload = async (fields: Record<string, string>, bytes: Buffer, type = 'image/png') => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      body.set('file', new Blob([new Uint8Array(bytes)], { type }), 'passport.png');
      const response = await fetch(`${app.url}/api/registration-link/photos`, {
        method: 'POST',
        body,
        headers: { origin: new URL(app.url).origin },
      });
      const answer = (await response.json()) as { code?: string };
      return [response.status, answer.code ?? null] as const;
    };
    const access = { token, lastName: 'Weber', guestNo: '1' };
    expect(await upload(access, PNG_BYTES)).toEqual([412, 'REGISTRATION_INCOMPLETE']);
    await guest().save.mutate({
      token,
      lastName: 'Weber',
      registration: complete(1, 'Anna Weber'),
    });
    expect(await upload({ ...access, lastName: 'Smith' }, PNG_BYTES)).toEqual([
      400,
      'WRONG_LAST_NAME',
    ]);
    expect(
      await upload({ ...access, token: randomBytes(32).toString('base64url') }, PNG_BYTES),
    ).toEqual([404, 'LINK_NOT_FOUND']);
    expect(await upload({ token, guestNo: '1' }, PNG_BYTES)).toEqual([400, null]);
    expect(await upload(access, PDF_BYTES, 'image/png')).toEqual([415, 'ID_PHOTO_TYPE_REFUSED']);
    expect(await upload(access, PNG_BYTES)).toEqual([201, null]);

    const photos = await database.client.db
      .select({ via: registrationIdPhotos.uploadedVia })
      .from(registrationIdPhotos)
      .innerJoin(guestRegistrations, eq(guestRegistrations.id, registrationIdPhotos.registrationId))
      .where(eq(guestRegistrations.reservationId, stay.id));
    expect(photos).toEqual([{ via: 'link' }]);
    const page = await guest().enter.mutate({ token, lastName: 'Weber' });
    expect(page.guests.map((entry) => entry.photoCount)).toEqual([1, 0]);
  });

  it("pushes a guest's registration from the link to the desk's open screens, without personal data", async () => {
    const stay = await weberStay(30, 32);
    const { token } = await sendLink(stay.id);
    const desk = await staffClient('front_desk');
    const changes: unknown[] = [];
    const subscription = desk.trpc.live.changes.subscribe(undefined, {
      onData: (message) => {
        if (message.kind === 'change' && message.entity === 'guest_registrations') {
          changes.push(message);
        }
      },
    });
    // The socket connects and listens before the guest writes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await guest().save.mutate({
      token,
      lastName: 'Weber',
      registration: complete(1, 'Anna Weber'),
    });
    await expect.poll(() => changes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    subscription.unsubscribe();
    desk.close();
    expect(changes[0]).toEqual({
      kind: 'change',
      entity: 'guest_registrations',
      id: expect.any(String),
      op: 'INSERT',
      property: propertyId,
    });
    expect(JSON.stringify(changes)).not.toMatch(/Weber|C01X00T4/);
  });

  it('invites unregistered stays in the pre-arrival mail, and reminds them once the morning they arrive', async () => {
    const unregistered = await weberStay(1, 3, 'first.timer@example.com', otherUnitId);
    const atCheckIn = new Date(dayStartIn(ZONE, day(0)).getTime() + 15 * 3600_000);
    await queueDuePreArrivalMail(database.client.db, { now: atCheckIn });
    const [invitation] = await database.client.db
      .select({ text: notifications.textBody, linkFor: notifications.registrationLinkFor })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipient, 'first.timer@example.com'),
          eq(notifications.kind, 'guest-pre-arrival'),
        ),
      );
    expect(invitation?.linkFor).toBe(unregistered.id);
    expect(invitation?.text).toContain('Register before you arrive');

    const morning = new Date(dayStartIn(ZONE, day(1)).getTime() + 10 * 3600_000);
    const reminders = await queueRegistrationReminders(database.client.db, { now: morning });
    expect(reminders).toBeGreaterThanOrEqual(1);
    expect(await queueRegistrationReminders(database.client.db, { now: morning })).toBe(0);
    const reminded = await database.client.db
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipient, 'first.timer@example.com'),
          eq(notifications.kind, 'guest-registration-reminder'),
        ),
      );
    expect(reminded).toEqual([
      { subject: `Reminder: your registration before check-in — ${unregistered.bookingReference}` },
    ]);
    // Not before the reminder time, nor once the check-in time has come.
    const early = new Date(dayStartIn(ZONE, day(1)).getTime() + 7 * 3600_000);
    const late = new Date(dayStartIn(ZONE, day(1)).getTime() + 15 * 3600_000);
    expect(await queueRegistrationReminders(database.client.db, { now: early })).toBe(0);
    expect(await queueRegistrationReminders(database.client.db, { now: late })).toBe(0);
  });

  it('keeps one live link when two are made at once', async () => {
    const stay = await weberStay(21, 23);
    const scope = { propertyId: propertyId, reservationId: stay.id };
    await Promise.allSettled([
      mintRegistrationLink(database.client.db, scope),
      mintRegistrationLink(database.client.db, scope),
    ]);
    const live = await database.client.db
      .select({ id: registrationLinks.id })
      .from(registrationLinks)
      .where(
        and(eq(registrationLinks.reservationId, stay.id), isNull(registrationLinks.revokedAt)),
      );
    expect(live).toHaveLength(1);
  });

  it('is refused by the database when its secret, stay or expiry change, or a revoked one revives (ZL021)', async () => {
    const stay = await weberStay(24, 26);
    await mintRegistrationLink(database.client.db, {
      propertyId: propertyId,
      reservationId: stay.id,
    });
    const [row] = executedRows(
      await database.client.db.execute(
        sql`select id from registration_links where reservation_id = ${stay.id}`,
      ),
    );
    const id = String(row?.id ?? '');
    const other = hash('another');
    expect(
      await sqlRefusal(sql`update registration_links set token_hash = ${other} where id = ${id}`),
    ).toBe('ZL021');
    expect(
      await sqlRefusal(
        sql`update registration_links set expires_at = now() + interval '1 year' where id = ${id}`,
      ),
    ).toBe('ZL021');
    expect(
      await sqlRefusal(sql`update registration_links set failed_attempts = 2 where id = ${id}`),
    ).toBe('ZL021');
    expect(await sqlRefusal(sql`delete from registration_links where id = ${id}`)).toBe('ZL021');
    expect(
      await sqlRefusal(sql`update registration_links set purpose = 'payment' where id = ${id}`),
    ).toBe('ZL021');
    expect(
      await sqlRefusal(
        sql`insert into registration_links (property_id, reservation_id, token_hash, expires_at) values (${propertyId}, ${stay.id}, ${other}, now())`,
      ),
    ).toBe('23505');
    expect(
      await sqlRefusal(
        sql`insert into registration_links (property_id, reservation_id, token_hash, expires_at, revoked_at) values (${propertyId}, ${stay.id}, 'not-a-hash', now(), now())`,
      ),
    ).toBe('23514');
    expect(
      await sqlRefusal(sql`update registration_links set revoked_at = now() where id = ${id}`),
    ).toBe('written');
    expect(
      await sqlRefusal(sql`update registration_links set revoked_at = null where id = ${id}`),
    ).toBe('ZL021');
    expect(
      await sqlRefusal(
        sql`update registration_links set failed_attempts = failed_attempts + 1 where id = ${id}`,
      ),
    ).toBe('written');
  });
});
