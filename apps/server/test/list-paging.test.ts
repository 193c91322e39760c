import { TRPCClientError } from '@trpc/client';
import { auditLog } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { encodeListCursor } from '@zamalek/domain/list-cursor';
import { ROLES } from '@zamalek/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { roleCallers, type Who } from './support/role-callers';
import { createSocketClient } from './support/socket-client';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const cursorOf = (fields: Record<string, unknown>) =>
  base64url(JSON.stringify({ s: 'checkIn', d: 'asc', t: 'after', v: today, i: ID, ...fields }));

/** Page links no answer of the list ever carried, for the list sorted by check-in ascending. */
const HOSTILE_CURSORS: Record<string, string> = {
  'not base64url': 'not a cursor!',
  'not JSON': base64url('{"s":'),
  'not UTF-8': Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
  'JSON, not a cursor': base64url('[1,2,3]'),
  'missing fields': base64url('{}'),
  'another sort': cursorOf({ s: 'total', v: '100' }),
  'another direction': cursorOf({ d: 'desc' }),
  'an unknown sort': cursorOf({ s: 'password' }),
  'an unreal date': cursorOf({ v: '2026-02-31' }),
  'year zero': cursorOf({ v: '0000-01-01' }),
  'text for a date': cursorOf({ v: "'; drop table reservations; --" }),
  'a number for a date': cursorOf({ v: 20260101 }),
  'no value for a date': cursorOf({ v: null }),
  'not an id': cursorOf({ i: "1' or '1'='1" }),
  'an extra field': cursorOf({ x: 1 }),
  'a direction of travel': cursorOf({ t: 'sideways' }),
  'too long': cursorOf({ pad: 'x'.repeat(3000) }),
};

describe.each(testDrivers)('All Reservations paging through the API (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  let roles: Awaited<ReturnType<typeof roleCallers>>;
  const clients: Array<{ close(): void }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.client;
    roles = await roleCallers(database.client);
    const rooms = [await insertUnit(db), await insertUnit(db)];
    // Eleven stays, pairs of them arriving on the same day in the two rooms.
    for (let i = 0; i < 11; i++) {
      const room = rooms[i % 2];
      if (!room) throw new Error('no room');
      const from = Math.floor(i / 2) * 3;
      await insertStay(db, room.id, day(from), day(from + 2), { guestNames: [`Guest ${i}`] });
    }
    app = await startApp(database);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app?.close();
    await database?.dispose();
  });

  async function signedIn(role: (typeof ROLES)[number]) {
    const user = await createTestUser(database.client.db, role);
    const api = createApiClient(app.url);
    clients.push(api);
    await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    return api;
  }

  /** Every page forward by `next`, then every page back by `previous`. */
  async function walk(
    list: (cursor: string | undefined) => Promise<{
      rows: { id: string }[];
      next: string | null;
      previous: string | null;
    }>,
  ) {
    const forward: string[][] = [];
    let page = await list(undefined);
    expect(page.previous).toBeNull();
    forward.push(page.rows.map((row) => row.id));
    while (page.next) {
      page = await list(page.next);
      forward.push(page.rows.map((row) => row.id));
    }
    const backward: string[][] = [forward.at(-1) ?? []];
    while (page.previous) {
      page = await list(page.previous);
      backward.unshift(page.rows.map((row) => row.id));
    }
    return { forward, backward };
  }

  it('lets every staff role page the list and read its total; others are refused', async () => {
    for (const who of [...ROLES, 'none'] satisfies Who[]) {
      const caller = roles.as(who);
      const outcome = await Promise.all([
        caller.reservations.list({ sort: 'checkIn', direction: 'asc', pageSize: 4 }),
        caller.reservations.listTotal({}),
      ]).then(
        ([page, total]) => ({ rows: page.rows.length, next: page.next !== null, total }),
        (error: unknown) => (error as { code?: string }).code,
      );
      expect({ who, outcome }).toEqual({
        who,
        outcome:
          who === 'none' ? 'FORBIDDEN' : { rows: 4, next: true, total: { exact: true, count: 11 } },
      });
    }
  });

  it('over HTTP, walks to the end and back by its page links', async () => {
    const api = await signedIn('front_desk');
    const { forward, backward } = await walk((cursor) =>
      api.trpc.reservations.list.query({ sort: 'checkIn', direction: 'asc', pageSize: 4, cursor }),
    );
    expect(forward.map((page) => page.length)).toEqual([4, 4, 3]);
    expect(new Set(forward.flat()).size).toBe(11);
    expect(backward).toEqual(forward);
  });

  it('over HTTP, refuses a page link it never wrote with 400 and a code, changing nothing', async () => {
    const api = await signedIn('manager');
    const input = { sort: 'checkIn', direction: 'asc', pageSize: 100 } as const;
    const before = await api.trpc.reservations.list.query(input);
    const audited = await database.client.db.select().from(auditLog);
    for (const [what, cursor] of Object.entries(HOSTILE_CURSORS)) {
      const refusal = await api.trpc.reservations.list.query({ ...input, cursor }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, what).toBeInstanceOf(TRPCClientError);
      expect((refusal as TRPCClientError<never>).data, what).toMatchObject({
        code: 'BAD_REQUEST',
        httpStatus: 400,
        appCode: 'INVALID_LIST_CURSOR',
      });
    }
    // The raw answer is a 400 too, with the words for the screen.
    const raw = await fetch(
      `${app.url}/trpc/reservations.list?input=${encodeURIComponent(
        JSON.stringify({ json: { ...input, cursor: HOSTILE_CURSORS['an unreal date'] } }),
      )}`,
      {
        headers: { cookie: [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      },
    );
    expect(raw.status).toBe(400);
    expect(JSON.stringify(await raw.json())).toContain('This page of the list is out of date');
    expect(await api.trpc.reservations.list.query(input)).toEqual(before);
    expect(await database.client.db.select().from(auditLog)).toEqual(audited);
  });

  it('reads a well-formed page link whatever its text holds (values are parameters)', async () => {
    const api = await signedIn('admin');
    const hostileText = encodeListCursor({
      sort: 'guestNames',
      direction: 'asc',
      toward: 'after',
      value: "Guest 1'); delete from reservations; --",
      id: ID,
    });
    const page = await api.trpc.reservations.list.query({
      sort: 'guestNames',
      direction: 'asc',
      cursor: hostileText,
    });
    expect(page.rows.map((row) => row.guestNames[0])).toEqual([
      'Guest 10',
      ...Array.from({ length: 8 }, (_, i) => `Guest ${i + 2}`),
    ]);
    expect(await api.trpc.reservations.listTotal.query({})).toEqual({ exact: true, count: 11 });
  });

  it('over a WebSocket, pages the same way and refuses a forged link the same way', async () => {
    const api = await signedIn('housekeeping');
    const socket = createSocketClient(app.url, () =>
      [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    clients.push(socket);
    const list = (cursor: string | undefined) =>
      socket.trpc.reservations.list.query({
        sort: 'checkIn',
        direction: 'asc',
        pageSize: 4,
        cursor,
      });
    const { forward, backward } = await walk(list);
    expect(forward.map((page) => page.length)).toEqual([4, 4, 3]);
    expect(backward).toEqual(forward);
    const refusal = await list(HOSTILE_CURSORS['another sort']).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refusal as TRPCClientError<never>).data).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'INVALID_LIST_CURSOR',
    });
  });
});
