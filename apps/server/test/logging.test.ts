import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { notifications } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { dataDir, type Env } from '../src/env';
import { UNEXPECTED_ERROR_MESSAGE } from '../src/errors';
import { serializeError } from '../src/logging';
import { testEnv } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

/** The test guest: none of this may ever appear in a log line. */
const GUEST = {
  name: 'Sara Faultline',
  email: 'sara.faultline@example.com',
  phone: '+20 100 555 0199',
};
const PERSONAL = [GUEST.name, 'Faultline', GUEST.email, 'sara.faultline', '5550199', '555 0199'];

/** An SMTP server that refuses every recipient, quoting the address as real servers do. */
async function startRefusingSmtpServer() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = new Error(`<${address.address}>: Recipient address rejected: over quota`);
      callback(Object.assign(refusal, { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the logged shape of an error', () => {
  it('keeps kind, codes and frames; drops quoted values, addresses, phone numbers and detail', () => {
    const refusal = Object.assign(
      new Error(`Can't send mail - all recipients were rejected: 550 <${GUEST.email}>: no`),
      { code: 'EENVELOPE', responseCode: 550, rejected: [GUEST.email] },
    );
    expect(serializeError(refusal)).toEqual({
      type: 'Error',
      message: "Can't send mail - all recipients were rejected: 550 <[address]>: no",
      code: 'EENVELOPE',
      responseCode: 550,
      stack: expect.stringMatching(/^\s+at /),
    });
    const database = Object.assign(new Error('invalid input syntax for type uuid: "Sara"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: `Key (email)=(${GUEST.email}) already exists.`,
      where: `call ${GUEST.phone}`,
    });
    expect(serializeError(database)).toMatchObject({
      type: 'DatabaseError',
      message: 'invalid input syntax for type uuid: "…"',
      code: '22P02',
    });
    expect(JSON.stringify(serializeError(new Error(`call ${GUEST.phone}`)))).not.toContain('0199');
    expect(serializeError('a string')).toEqual({
      type: 'string',
      message: 'a non-Error value was thrown',
      stack: '',
    });
  });
});

describe.each(testDrivers)('logs and error answers under faults (%s)', (driver) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  let app: FastifyInstance;
  let env: Env;
  let url: string;
  let staffCookie: string;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startRefusingSmtpServer();
    env = testEnv({ LOG_LEVEL: 'info', SMTP_URL: smtp.url });
    app = await buildApp(env, database.client, {
      logStream: { write: (line) => lines.push(line) },
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    const admin = await createTestUser(database.client.db, 'admin');
    const client = createApiClient(url);
    await client.trpc.auth.signIn.mutate({
      email: admin.email,
      password: admin.password,
      staySignedIn: false,
    });
    staffCookie = `session=${client.cookies.get('session')}`;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
  });

  async function bookOnline() {
    const unit = await insertUnit(database.client.db);
    const today = todayIn('Africa/Cairo', new Date());
    return createApiClient(url).trpc.public.book.mutate({
      unitId: unit.id,
      stay: { checkIn: addDaysIso(today, 4), checkOut: addDaysIso(today, 6) },
      guest: {
        adults: 1,
        children: 0,
        guestNames: [GUEST.name],
        email: GUEST.email,
        phone: GUEST.phone,
        nationality: 'Egyptian',
        specialRequests: '',
      },
    });
  }

  /** Makes every new row of the table fail its check: PostgreSQL then reports the whole row. */
  async function failInserts(table: 'reservations' | 'documents', fail: boolean) {
    await database.client.db.execute(
      fail
        ? sql.raw(`alter table ${table} add constraint test_fault check (false) not valid`)
        : sql.raw(`alter table ${table} drop constraint test_fault`),
    );
  }

  it('a failed booking query answers "unexpected" and logs its SQLSTATE, not the guest', async () => {
    await failInserts('reservations', true);
    try {
      const failure = await bookOnline().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TRPCClientError);
      expect((failure as TRPCClientError<never>).message).toBe(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      await failInserts('reservations', false);
    }
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'procedure failed');
    expect(entry).toMatchObject({
      path: 'public.book',
      err: {
        type: 'DrizzleQueryError',
        message: 'Failed query',
        code: '23514',
        cause: { code: '23514', constraint: 'test_fault', table: 'reservations' },
      },
    });
    expect(entry.err.stack).toMatch(/^\s+at /);
  });

  it('a refused message is logged with its notification id and SMTP code only', async () => {
    await bookOnline();
    await expect
      .poll(() => lines.filter((line) => line.includes('"mail not sent"')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2);
    const ids = (await database.client.db.select().from(notifications)).map((row) => row.id);
    const entries = lines.map((line) => JSON.parse(line)).filter((e) => e.msg === 'mail not sent');
    for (const entry of entries) {
      expect(ids).toContain(entry.notificationId);
      expect(entry).toMatchObject({ responseCode: 550, code: 'EENVELOPE' });
    }
  });

  it('a broken upload answers a bare 500 and leaves no file behind', async () => {
    await failInserts('documents', true);
    try {
      const form = new FormData();
      form.append('file', new Blob([PNG_BYTES]), `${GUEST.name} passport.png`);
      const response = await fetch(`${url}/api/documents?kind=id_front`, {
        method: 'POST',
        body: form,
        headers: { origin: url, cookie: staffCookie },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: UNEXPECTED_ERROR_MESSAGE });
    } finally {
      await failInserts('documents', false);
    }
    const stored = path.join(dataDir(env), 'documents');
    expect(readdirSync(stored)).toEqual([]);
  });

  it('a broken CSV export answers a bare 500, without its SQL', async () => {
    await database.client.db.execute(
      sql.raw('alter table reservations rename column contact_phone to contact_phone_moved'),
    );
    try {
      const today = todayIn('Africa/Cairo', new Date());
      const response = await fetch(
        `${url}/api/guests.csv?from=${addDaysIso(today, -30)}&to=${addDaysIso(today, 30)}`,
        { headers: { cookie: staffCookie } },
      );
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ error: UNEXPECTED_ERROR_MESSAGE });
      expect(body).not.toMatch(/select|contact_phone/i);
    } finally {
      await database.client.db.execute(
        sql.raw('alter table reservations rename column contact_phone_moved to contact_phone'),
      );
    }
    const entry = lines.map((line) => JSON.parse(line)).findLast((e) => e.msg === 'request failed');
    expect(entry?.err).toMatchObject({ type: 'DrizzleQueryError', code: '42703' });
  });

  it('an export or registration link token never reaches the log, however its path is spelled', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    for (const spelled of [
      `/api/ical/${token}.ics`,
      `/api/%69cal/${token}.ics`,
      `/api//ical/${token}.ics`,
      `/API/ICAL/${token}.ics`,
      `/api/ical/${token}.ics?x=1`,
      `/api/%2569cal/${token}`,
      `/anything/${token}`,
      `/register/${token}`,
      `/ar/register/${token}`,
      `/trpc/guestRegistrationLink.welcome?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
    ]) {
      await fetch(`${url}${spelled}`);
    }
    expect(log()).not.toContain(token);
    expect(log()).not.toContain(token.slice(0, 20));
    expect(log()).toContain('/api/ical/[token].ics');
  });

  it('every request line carries its request id, the one its answer named', () => {
    const entries = lines.map((line) => JSON.parse(line));
    const requests = entries.filter((e) => e.msg === 'incoming request');
    expect(requests.length).toBeGreaterThan(3);
    for (const entry of requests) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const failed = entries.findLast((e) => e.msg === 'request failed');
    expect(entries.filter((e) => e.reqId === failed?.reqId).map((e) => e.msg)).toContain(
      'incoming request',
    );
  });

  it('nothing personal reached the log', () => {
    expect(lines.length).toBeGreaterThan(10);
    const text = log();
    for (const value of PERSONAL) expect(text).not.toContain(value);
    // Nor a query's text or parameters.
    expect(text).not.toMatch(/insert into|params:|Failing row|Key \(/i);
  });
});
