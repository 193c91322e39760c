import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseClient, openPostgres } from '@zamalek/db/client';
import type { TestDatabase } from '@zamalek/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_FETCH } from '../src/channels/feed-fetch';
import { DocumentStore } from '../src/documents/store';
import { AppError, isDatabaseUnavailable } from '../src/errors';
import { JobEngine } from '../src/jobs/engine';
import { HOUSEKEEPING_JOB, MAIL_JOB, timedJobs } from '../src/jobs/timed-jobs';
import { MailOutbox } from '../src/mail/outbox';
import { fileTransport } from '../src/mail/transport';
import { FolderStore } from '../src/storage/folder-store';
import { type RunningApp, startApp } from './support/app';

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

function withCode(message: string, code: string, extra: object = {}) {
  return Object.assign(new Error(message), { code, ...extra });
}

/** A loopback port nothing listens on: connecting is refused at once, as with a stopped server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const record = (level: string) => (details: object, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

describe('telling a database outage from other failures', () => {
  it.each([
    ['terminated by an administrator', withCode('terminating connection', '57P01')],
    ['crash shutdown', withCode('terminating connection', '57P02')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['timed out', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['a broken pipe', withCode('write EPIPE', 'EPIPE')],
    ['ended by the server', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a refused session',
      withCode('database "x" is not currently accepting connections', '55000', {
        severity: 'FATAL',
      }),
    ],
    [
      'wrapped by Drizzle and tRPC',
      new Error('procedure failed', {
        cause: new Error('Failed query: select 1', { cause: withCode('x', 'ECONNREFUSED') }),
      }),
    ],
    [
      'a connect to several addresses',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ],
  ])('counts %s as unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505', { severity: 'ERROR' })],
    ['an exclusion violation', withCode('conflicting key', '23P01', { severity: 'ERROR' })],
    ['a domain error', new AppError('STAY_TAKEN')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not count %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('with the database server unreachable', () => {
  let database: DatabaseClient;
  let app: RunningApp;

  beforeAll(async () => {
    database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/zamalek`);
    const test: TestDatabase = {
      client: database,
      driver: 'postgres',
      url: null,
      dispose: () => database.close(),
    };
    app = await startApp(test);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('still starts and answers, says it is not ready, and refuses requests with 503', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      database: false,
      live: false,
      jobs: false,
    });

    const suites = await fetch(`${app.url}/trpc/public.suites`);
    expect(suites.status).toBe(503);
    expect(await suites.json()).toMatchObject({
      error: {
        json: {
          message: UNAVAILABLE_MESSAGE,
          data: { code: 'SERVICE_UNAVAILABLE', appCode: 'DATABASE_UNAVAILABLE' },
        },
      },
    });
  });

  it('answers the plain HTTP routes with 503 and the same message', async () => {
    for (const route of [
      '/api/guests.csv?from=2026-01-01&to=2026-02-01',
      '/api/analytics/rooms.csv?from=2026-01-01&to=2026-02-01',
      '/api/documents/x',
    ]) {
      const response = await fetch(`${app.url}${route}`, {
        headers: { cookie: 'session=some-token' },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    }
  });

  it('answers 503 when the session lookup itself cannot reach the database', async () => {
    const session = await fetch(`${app.url}/trpc/auth.session`, {
      headers: { cookie: 'session=some-token' },
    });
    expect(session.status).toBe(503);
    expect(await session.json()).toMatchObject({
      error: { json: { message: UNAVAILABLE_MESSAGE } },
    });
  });

  it('keeps the job queue trying in the background, with one warning and no personal data', async () => {
    const log = recordingLog();
    const documents = new DocumentStore(
      new FolderStore(mkdtempSync(path.join(tmpdir(), 'zamalek-documents-'))),
    );
    const outbox = new MailOutbox(database.db, fileTransport('/nonexistent'), 'from@x', log);
    const jobs = new JobEngine(
      database,
      timedJobs({
        db: database.db,
        outbox,
        documents,
        clock: () => new Date(),
        kickMail() {},
        feedFetch: DEFAULT_FEED_FETCH,
        channex: null,
      }),
      { timeZone: 'Africa/Cairo', log, schedules: true },
    );
    try {
      await jobs.start();
      expect(jobs.running).toBe(false);
      jobs.kick(MAIL_JOB);
      await expect(jobs.run(MAIL_JOB)).rejects.toThrow();
      await expect(jobs.run(HOUSEKEEPING_JOB)).rejects.toThrow();
    } finally {
      await jobs.stop();
    }
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: { reason: 'ECONNREFUSED' },
        message: 'scheduled work paused: database unavailable',
      },
    ]);
  });
});
