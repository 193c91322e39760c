import { executedRows } from '@zamalek/db/queries/executed-rows';
import { landlords, notifications, ownerUseRequests, unitHolds } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { OWNER_USE_MESSAGES } from '@zamalek/domain/owners/portal';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../src/errors';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { createSocketClient, errorCode } from './support/socket-client';
import { signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const refused = (code: AppErrorCode, trpcCode: string) =>
  `${trpcCode}: ${APP_ERROR_MESSAGES[code]}`;
const PASSWORD = 'landlord-first-password';
const GUEST_NAME = 'Yasmin Private-Guest';
const GUEST_EMAIL = 'yasmin.private@example.com';
const GUEST_PHONE = '+201055501234';

/** The error code a call over HTTP or a socket was refused with. */
async function refusedWith(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    return errorCode(error);
  }
  return 'ok';
}

/**
 * A landlord's own login (decision 0083): an account an admin links to a landlord, which opens
 * only that landlord's pages — their rooms' nights without any guest's data, the figures chosen
 * for them, their statements, and owner-use requests that a manager approves into a hold.
 */
describe.each(testDrivers)('landlord portal (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  const rooms = { a1: '', a2: '', b1: '' };
  const landlord = { a: '', b: '' };
  const accountOf = async (landlordId: string) => {
    const [row] = await server.db
      .select({ userId: landlords.userId })
      .from(landlords)
      .where(eq(landlords.id, landlordId));
    if (!row?.userId) throw new Error('the landlord has no login');
    return row.userId;
  };
  const asLandlord = async (landlordId: string) =>
    callerFor(server.database.client, await signedInSession(server.db, await accountOf(landlordId)))
      .caller;
  const signedIn = async (email: string) => {
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email, password: PASSWORD, staySignedIn: false });
    const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { api, socket: createSocketClient(server.url, () => cookie) };
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    for (const [key, name] of [
      ['a1', 'LP-A1'],
      ['a2', 'LP-A2'],
      ['b1', 'LP-B1'],
    ] as const) {
      rooms[key] = (await insertUnit(server.db, { name, unitType: `Portal ${name}` })).id;
    }
    const admin = as('admin').landlords;
    landlord.a = (
      await admin.add({ name: 'Mona Adel', email: 'mona@example.com', language: 'en' })
    ).id;
    landlord.b = (await admin.add({ name: 'Karim Nabil', email: null, language: 'ar' })).id;
    await admin.setRooms({ landlordId: landlord.a, unitIds: [rooms.a1, rooms.a2] });
    await admin.setRooms({ landlordId: landlord.b, unitIds: [rooms.b1] });
    await admin.addAgreement({
      landlordId: landlord.a,
      effectiveFrom: `${today.slice(0, 7)}-01`,
      sharePercent: 70,
      basis: 'net',
      managementFeePercent: 0,
      recognition: 'night',
      ownerPays: [],
    });
    await insertStay(server.db, rooms.a1, day(2), day(5), {
      guestNames: [GUEST_NAME],
      contactEmail: GUEST_EMAIL,
      contactPhone: GUEST_PHONE,
    });
    await as('admin').holds.create({
      unitId: rooms.a2,
      kind: 'maintenance',
      reason: 'New boiler',
      from: day(3),
      to: day(4),
    });
  }, 120_000);

  afterAll(() => server?.close());

  it('is given by admins only: a new account needs a first password, one account is one landlord', async () => {
    const grant = { landlordId: landlord.a, email: 'mona.owner@example.com', password: '' };
    for (const who of ['manager', 'front_desk', 'housekeeping', 'none'] as const) {
      expect(await outcome(as(who).landlordAccess.grant(grant))).toBe(
        'FORBIDDEN: You do not have permission to manage landlords.',
      );
    }
    expect(await outcome(as('admin').landlordAccess.grant(grant))).toBe(
      refused('LANDLORD_PASSWORD_REQUIRED', 'BAD_REQUEST'),
    );
    expect(await as('admin').landlordAccess.grant({ ...grant, password: PASSWORD })).toEqual({
      created: true,
    });
    expect(
      await outcome(
        as('admin').landlordAccess.grant({ ...grant, landlordId: landlord.b, password: '' }),
      ),
    ).toBe(refused('ACCOUNT_IS_ANOTHER_LANDLORD', 'CONFLICT'));
    expect(
      await as('admin').landlordAccess.grant({
        landlordId: landlord.b,
        email: 'karim.owner@example.com',
        password: PASSWORD,
      }),
    ).toEqual({ created: true });
    const list = await as('admin').landlords.list();
    expect(list.find((entry) => entry.id === landlord.a)?.login).toBe('mona.owner@example.com');
  });

  it('signs in to the landlord’s own pages only: their rooms, no staff screen', async () => {
    const { api, socket } = await signedIn('mona.owner@example.com');
    try {
      const session = await api.trpc.auth.session.query();
      expect(session?.role).toBeNull();
      expect(session?.capabilities).toEqual(['myReservations.view']);
      expect(session?.landlordAt.map((place) => place.name)).toHaveLength(1);
      const overview = await api.trpc.landlordPortal.overview.query();
      expect(overview.landlordName).toBe('Mona Adel');
      expect(overview.rooms.map((room) => room.name)).toEqual(['LP-A1', 'LP-A2']);
      for (const client of [api.trpc, socket.trpc]) {
        expect(await refusedWith(client.landlords.list.query())).toBe('FORBIDDEN');
        expect(await refusedWith(client.reservations.list.query({}))).toBe('FORBIDDEN');
        expect(await refusedWith(client.ownerUse.pending.query())).toBe('FORBIDDEN');
      }
      // Staff without a landlord link are refused the landlord's pages.
      expect(await outcome(as('admin').landlordPortal.overview())).toBe(
        'FORBIDDEN: These pages are for the building’s landlords.',
      );
    } finally {
      socket.close();
      api.close();
    }
  });

  it('shows booked and blocked nights, and the chosen figures, but nothing of any guest', async () => {
    const mona = await asLandlord(landlord.a);
    const calendar = await mona.landlordPortal.calendar({ month: today.slice(0, 7) });
    const next = await mona.landlordPortal.calendar({
      month: addDaysIso(`${today.slice(0, 7)}-28`, 7).slice(0, 7),
    });
    const segments = [...calendar.segments, ...next.segments];
    const booked = segments.filter(
      (segment) => segment.unitId === rooms.a1 && segment.state === 'booked',
    );
    expect(booked[0]?.from).toBe(day(2));
    expect(booked.at(-1)?.to).toBe(day(5));
    expect(segments.filter((segment) => segment.unitId === rooms.a2)).toEqual([
      { unitId: rooms.a2, from: day(3), to: day(4), state: 'blocked' },
    ]);
    expect(segments.some((segment) => segment.unitId === rooms.b1)).toBe(false);

    await as('admin').landlordAccess.setFigures({
      landlordId: landlord.a,
      figures: ['balance', 'nights'],
    });
    const overview = await mona.landlordPortal.overview();
    expect(overview.figures.map((value) => value.figure)).toEqual(['nights', 'balance']);
    const everything = JSON.stringify([overview, calendar, next]);
    for (const personal of [GUEST_NAME, GUEST_EMAIL, GUEST_PHONE, 'Existing Guest']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('asks for owner-use nights: refused when taken, in the past or asked already; a manager approves into a hold', async () => {
    const mona = await asLandlord(landlord.a);
    const ask = (unitId: string, from: string, to: string) =>
      mona.landlordPortal.requestOwnerUse({ unitId, from, to, note: 'Family visit' });
    expect(await outcome(ask(rooms.a1, day(3), day(6)))).toBe(
      refused('OWNER_USE_NIGHTS_TAKEN', 'CONFLICT'),
    );
    expect(await outcome(ask(rooms.a1, day(-2), day(1)))).toBe(
      `BAD_REQUEST: ${OWNER_USE_MESSAGES.past}`,
    );
    expect(await outcome(ask(rooms.b1, day(10), day(12)))).toBe(refused('NOT_FOUND', 'NOT_FOUND'));
    const { id } = await ask(rooms.a1, day(10), day(13));
    expect(await outcome(ask(rooms.a1, day(12), day(14)))).toBe(
      refused('OWNER_USE_ALREADY_ASKED', 'CONFLICT'),
    );
    const requested = await server.db
      .select({ recipient: notifications.recipient })
      .from(notifications)
      .where(eq(notifications.kind, 'staff-owner-use-request'));
    expect(requested.length).toBeGreaterThan(0);

    expect(await outcome(as('front_desk').ownerUse.decide({ id, decision: 'approve' }))).toBe(
      'FORBIDDEN: You do not have permission to block rooms.',
    );
    const pending = await as('manager').ownerUse.pending();
    expect(pending).toContainEqual(
      expect.objectContaining({ id, landlordName: 'Mona Adel', unitName: 'LP-A1' }),
    );
    // Two managers approving at once: one hold, and the other is told it was decided.
    const results = await Promise.all([
      outcome(as('manager').ownerUse.decide({ id, decision: 'approve' })),
      outcome(as('admin').ownerUse.decide({ id, decision: 'approve' })),
    ]);
    expect(results.sort()).toEqual([refused('OWNER_USE_DECIDED', 'CONFLICT'), 'ok'].sort());
    const holds = await server.db
      .select()
      .from(unitHolds)
      .where(and(eq(unitHolds.unitId, rooms.a1), eq(unitHolds.kind, 'owner_use')));
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ fromDate: day(10), toDate: day(13) });
    expect(holds[0]?.reason).toBe('Owner use: Mona Adel — Family visit');
    const overview = await mona.landlordPortal.overview();
    expect(overview.requests.find((request) => request.id === id)?.status).toBe('approved');
    const mailed = await server.db
      .select({ recipient: notifications.recipient, subject: notifications.subject })
      .from(notifications)
      .where(eq(notifications.kind, 'owner-use-decided'));
    expect(mailed).toEqual([expect.objectContaining({ recipient: 'mona@example.com' })]);
    expect(mailed[0]?.subject).toContain('Owner-use nights approved: LP-A1');
  });

  it('declines, withdraws, and never lets landlord B touch A’s requests', async () => {
    const mona = await asLandlord(landlord.a);
    const karim = await asLandlord(landlord.b);
    const first = await mona.landlordPortal.requestOwnerUse({
      unitId: rooms.a2,
      from: day(20),
      to: day(22),
      note: '',
    });
    const second = await mona.landlordPortal.requestOwnerUse({
      unitId: rooms.a2,
      from: day(30),
      to: day(31),
      note: '',
    });
    expect(await outcome(karim.landlordPortal.withdraw({ id: first.id }))).toBe(
      refused('NOT_FOUND', 'NOT_FOUND'),
    );
    expect((await karim.landlordPortal.overview()).requests).toEqual([]);
    await mona.landlordPortal.withdraw({ id: first.id });
    expect(await outcome(mona.landlordPortal.withdraw({ id: first.id }))).toBe(
      refused('OWNER_USE_DECIDED', 'CONFLICT'),
    );
    expect(
      await outcome(as('manager').ownerUse.decide({ id: first.id, decision: 'approve' })),
    ).toBe(refused('OWNER_USE_DECIDED', 'CONFLICT'));
    await as('manager').ownerUse.decide({ id: second.id, decision: 'decline' });
    const statuses = Object.fromEntries(
      (await mona.landlordPortal.overview()).requests.map((request) => [
        request.id,
        request.status,
      ]),
    );
    expect(statuses).toMatchObject({ [first.id]: 'withdrawn', [second.id]: 'declined' });
  });

  it('two requests at once for the same nights make one', async () => {
    const mona = await asLandlord(landlord.a);
    const ask = () =>
      outcome(
        mona.landlordPortal.requestOwnerUse({
          unitId: rooms.a2,
          from: day(40),
          to: day(43),
          note: '',
        }),
      );
    const results = await Promise.all([ask(), ask()]);
    expect(results.sort()).toEqual([refused('OWNER_USE_ALREADY_ASKED', 'CONFLICT'), 'ok'].sort());
  });

  it('closes at once when an admin ends the login, over an open socket too', async () => {
    const { api, socket } = await signedIn('karim.owner@example.com');
    try {
      expect((await socket.trpc.landlordPortal.overview.query()).landlordName).toBe('Karim Nabil');
      await as('admin').landlordAccess.revoke({ landlordId: landlord.b });
      expect(await refusedWith(api.trpc.landlordPortal.overview.query())).toBe('FORBIDDEN');
      expect(await refusedWith(socket.trpc.landlordPortal.overview.query())).toBe('FORBIDDEN');
    } finally {
      socket.close();
      api.close();
    }
  });

  it('refuses a wrong request in SQL (ZL019) and two pending ones for a night', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await server.db.execute(statement);
        return 'ok';
      } catch (error) {
        return sqlState(error);
      }
    };
    const propertyId = (
      await server.db.select({ id: landlords.propertyId }).from(landlords).limit(1)
    )[0]?.id;
    const insert = (unitId: string, from: string, to: string, extra = sql``) =>
      refusal(sql`insert into owner_use_requests (property_id, landlord_id, unit_id, from_date, to_date ${extra})
        values (${propertyId}, ${landlord.a}, ${unitId}, ${from}, ${to})`);
    expect(await insert(rooms.b1, day(50), day(51))).toBe('ZL019');
    expect(
      await refusal(sql`insert into owner_use_requests
        (property_id, landlord_id, unit_id, from_date, to_date, status, decided_at)
        values (${propertyId}, ${landlord.a}, ${rooms.a1}, ${day(50)}, ${day(51)}, 'approved', now())`),
    ).toBe('ZL019');
    expect(await insert(rooms.a1, day(50), day(52))).toBe('ok');
    expect(await insert(rooms.a1, day(51), day(53))).toBe('23P01');
    const [pending] = await server.db
      .select({ id: ownerUseRequests.id })
      .from(ownerUseRequests)
      .where(and(eq(ownerUseRequests.unitId, rooms.a1), eq(ownerUseRequests.fromDate, day(50))));
    const id = pending?.id ?? '';
    expect(
      await refusal(sql`update owner_use_requests set to_date = ${day(55)} where id = ${id}`),
    ).toBe('ZL019');
    expect(
      await refusal(
        sql`update owner_use_requests set status = 'approved', decided_at = now() where id = ${id}`,
      ),
    ).toBe('ZL019');
    expect(await refusal(sql`delete from owner_use_requests where id = ${id}`)).toBe('ZL019');
    const [decided] = executedRows(
      await server.db.execute(
        sql`select id from owner_use_requests where status = 'declined' limit 1`,
      ),
    );
    expect(
      await refusal(
        sql`update owner_use_requests set status = 'pending', decided_at = null where id = ${String(decided?.id)}`,
      ),
    ).toBe('ZL019');
    expect(
      await refusal(
        sql`update landlords set portal_figures = '{nights,guest_names}' where id = ${landlord.a}`,
      ),
    ).toBe('23514');
  });
});
