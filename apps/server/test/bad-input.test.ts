import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { documents, reservations, units } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { GUEST_NAMES_OVER_GUESTS_MESSAGE } from '@zamalek/domain/booking';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { dataDir } from '../src/env';
import { containsUnstorableText } from '../src/unstorable-text';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

const REFUSAL = APP_ERROR_MESSAGES.CONTROL_CHARACTERS;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof TRPCClientError)) throw new Error('expected a tRPC error');
  return { status: error.data?.httpStatus, message: error.message };
}

describe('containsUnstorableText', () => {
  it('finds U+0000 or a lone surrogate in any string, key or nesting of the input', () => {
    expect(containsUnstorableText({ a: ['x', { b: 'y' }], c: 1, d: null })).toBe(false);
    expect(containsUnstorableText('a\u0000b')).toBe(true);
    expect(containsUnstorableText({ a: [{ b: ['ok', 'n\u0000'] }] })).toBe(true);
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorableText(new Map([['k', new Set(['\u0000'])]]))).toBe(true);
    // Half of a surrogate pair (jsonb refuses it); a whole pair, as in an emoji, is text.
    expect(containsUnstorableText('Mona \ud83d')).toBe(true);
    expect(containsUnstorableText({ notes: ['\udc00 tail'] })).toBe(true);
    expect(containsUnstorableText('Mona \ud83d\ude00 Adel')).toBe(false);
    // Tabs and line breaks are ordinary text (notes, addresses).
    expect(containsUnstorableText({ notes: 'line one\n\tline two\r\n' })).toBe(false);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});

describe.each(testDrivers)('bad input is refused readably (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  let admin: ReturnType<typeof createApiClient>;
  let adminCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
    const user = await createTestUser(database.client.db, 'admin');
    admin = createApiClient(app.url);
    await admin.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    adminCookie = `session=${admin.cookies.get('session')}`;
  });
  afterAll(async () => {
    admin?.close();
    await app?.close();
    await database?.dispose();
  });

  /** An online booking of one adult with these guest names, answered as a refusal. */
  async function bookOnlineAs(guestNames: string[]) {
    const unit = await insertUnit(database.client.db);
    const today = todayIn('Africa/Cairo', new Date());
    return refusal(
      createApiClient(app.url).trpc.public.book.mutate({
        unitId: unit.id,
        stay: { checkIn: addDaysIso(today, 3), checkOut: addDaysIso(today, 5) },
        guest: {
          adults: 1,
          children: 0,
          guestNames,
          email: 'mona@example.com',
          phone: '',
          nationality: 'Egyptian',
          specialRequests: '',
        },
      }),
    );
  }

  it('refuses a NUL character in an online booking, and books nothing', async () => {
    expect(await bookOnlineAs(['Mona\u0000 Adel'])).toEqual({ status: 400, message: REFUSAL });
    expect(await database.client.db.select().from(reservations)).toEqual([]);
  });

  it('refuses an online booking with more guest names than guests, and books nothing', async () => {
    const result = await bookOnlineAs(Array.from({ length: 15 }, (_, i) => `Guest ${i + 1}`));
    expect(result.status).toBe(400);
    expect(result.message).toContain(GUEST_NAMES_OVER_GUESTS_MESSAGE);
    expect(await database.client.db.select().from(reservations)).toEqual([]);
  });

  it('refuses half a surrogate pair in an audited staff form, and creates nothing', async () => {
    const before = await database.client.db.select().from(units);
    const result = await refusal(
      admin.trpc.units.create.mutate({
        name: 'Garden Suite \ud83d',
        unitType: 'Studio',
        comments: 'quiet',
      }),
    );
    expect(result).toEqual({ status: 400, message: REFUSAL });
    expect(await database.client.db.select().from(units)).toEqual(before);
  });

  it('refuses a NUL character in a staff form, and creates nothing', async () => {
    const before = await database.client.db.select().from(units);
    const result = await refusal(
      admin.trpc.units.create.mutate({
        name: 'Garden Suite',
        unitType: 'Studio',
        comments: 'quiet\u0000side',
      }),
    );
    expect(result).toEqual({ status: 400, message: REFUSAL });
    expect(await database.client.db.select().from(units)).toEqual(before);
  });

  it('refuses a NUL character in an upload name, and stores nothing', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'pass\u0000port.png');
    const response = await fetch(`${app.url}/api/documents?kind=id_front`, {
      method: 'POST',
      body: form,
      headers: { origin: app.url, cookie: adminCookie },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: REFUSAL });
    expect(await database.client.db.select().from(documents)).toEqual([]);
    const stored = path.join(dataDir(app.env), 'documents');
    expect(existsSync(stored) ? readdirSync(stored) : []).toEqual([]);
  });

  it('closes a WebSocket that sends a message over 1 MiB (1009), and keeps serving', async () => {
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/trpc`, {
      headers: { origin: app.url },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(2 * 1024 * 1024));
    expect(await closed).toBe(1009);

    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(await createApiClient(app.url).trpc.public.today.query()).toEqual({
      today: expect.any(String),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      noShowCutoff: '12:00',
    });
  });
});
