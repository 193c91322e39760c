import { auditLog, roomProblems, unitHolds } from '@zamalek/db/schema';
import { type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { ROOM_PROBLEM_MESSAGES } from '@zamalek/domain/room-problems';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../src/errors';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const ALREADY = `CONFLICT: ${APP_ERROR_MESSAGES.PROBLEM_ALREADY_REPORTED}`;
const NOT_OPEN = `CONFLICT: ${APP_ERROR_MESSAGES.PROBLEM_NOT_OPEN}`;

describe.each(testDrivers)('room problems reported from the board (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let database: TestDatabase;
  const callers = new Map<Role | 'none', ReturnType<typeof callerFor>['caller']>();
  let roomNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    database = server.database;
    for (const role of [...ROLES, null] as const) {
      const user = await createTestUser(server.db, role);
      callers.set(
        role ?? 'none',
        callerFor(database.client, await signedInSession(server.db, user.id)).caller,
      );
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
  const newRoom = async () => {
    roomNumber += 1;
    return insertUnit(server.db, {
      name: `P-${roomNumber}-${driver}`,
      unitNumber: `8${String(roomNumber).padStart(2, '0')}`,
      roomStatus: 'dirty',
    });
  };
  const problemsOf = (unitId: string) =>
    server.db.select().from(roomProblems).where(eq(roomProblems.unitId, unitId));
  const boardRoom = async (who: Role, unitId: string) =>
    (await as(who).units.housekeepingBoard()).rooms.find((room) => room.id === unitId);

  it('a housekeeper reports a problem; the board shows it to everyone, with who and when', async () => {
    const room = await newRoom();
    await as('housekeeping').units.reportProblem({
      unitId: room.id,
      description: '  Shower drain blocked  ',
    });
    const seen = await boardRoom('front_desk', room.id);
    expect(seen?.problem).toMatchObject({
      description: 'Shower drain blocked',
      reportedByName: expect.any(String),
    });
    expect(seen?.problem?.reportedAt).toBeInstanceOf(Date);
    expect((await as('housekeeping').units.housekeepingBoard()).mayHandleProblems).toBe(false);
    expect((await as('manager').units.housekeepingBoard()).mayHandleProblems).toBe(true);
    // The log says a problem was reported, never what it said.
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, room.id), eq(auditLog.action, 'problem_reported')));
    expect(JSON.stringify(entry?.after)).not.toContain('drain');
  });

  it('two reports of one room at once: exactly one is filed, the other hears it is reported', async () => {
    const room = await newRoom();
    const results = await Promise.all([
      outcome(as('housekeeping').units.reportProblem({ unitId: room.id, description: 'Leak' })),
      outcome(as('front_desk').units.reportProblem({ unitId: room.id, description: 'Drip' })),
    ]);
    expect(results.sort()).toEqual([ALREADY, 'ok'].sort());
    expect(await problemsOf(room.id)).toHaveLength(1);
  });

  it('a manager dismisses it once; the second dismissal and a housekeeper are refused', async () => {
    const room = await newRoom();
    const { id } = await as('housekeeping').units.reportProblem({
      unitId: room.id,
      description: 'Lamp flickers',
    });
    expect(await outcome(as('housekeeping').units.dismissProblem({ id }))).toBe(
      'FORBIDDEN: You do not have permission to dismiss a reported problem.',
    );
    const twice = await Promise.all([
      outcome(as('manager').units.dismissProblem({ id })),
      outcome(as('admin').units.dismissProblem({ id })),
    ]);
    expect(twice.sort()).toEqual([NOT_OPEN, 'ok'].sort());
    expect((await boardRoom('housekeeping', room.id))?.problem).toBeNull();
    const [closed] = await problemsOf(room.id);
    expect(closed).toMatchObject({ outcome: 'dismissed', holdId: null });
    // Dismissed, the room may be reported again.
    expect(
      await outcome(
        as('housekeeping').units.reportProblem({ unitId: room.id, description: 'Again' }),
      ),
    ).toBe('ok');
  });

  it('taking the room out of order closes its report with the hold made for it', async () => {
    const room = await newRoom();
    await as('housekeeping').units.reportProblem({ unitId: room.id, description: 'AC broken' });
    await as('manager').units.setRoomStatus({
      unitId: room.id,
      status: 'out_of_order',
      reason: 'AC broken',
      returnOn: addDaysIso(today, 3),
    });
    const [hold] = await server.db.select().from(unitHolds).where(eq(unitHolds.unitId, room.id));
    const [closed] = await problemsOf(room.id);
    expect(closed).toMatchObject({ outcome: 'out_of_order', holdId: hold?.id });
    expect((await boardRoom('manager', room.id))?.problem).toBeNull();
  });

  it('refuses who may not report, and a report without words or too long, writing nothing', async () => {
    const room = await newRoom();
    expect(
      await outcome(as('none').units.reportProblem({ unitId: room.id, description: 'x' })),
    ).toMatch(/^FORBIDDEN/);
    expect(
      await outcome(
        as('housekeeping').units.reportProblem({ unitId: room.id, description: '   ' }),
      ),
    ).toContain(ROOM_PROBLEM_MESSAGES.description);
    expect(
      await outcome(
        as('housekeeping').units.reportProblem({ unitId: room.id, description: 'x'.repeat(201) }),
      ),
    ).toContain(ROOM_PROBLEM_MESSAGES.tooLong);
    expect(
      await outcome(
        as('housekeeping').units.reportProblem({
          unitId: '00000000-0000-4000-8000-000000000000',
          description: 'Ghost room',
        }),
      ),
    ).toBe('NOT_FOUND: Room not found');
    expect(await problemsOf(room.id)).toEqual([]);
  });

  it('answers over HTTP and over an open WebSocket with 4xx, never a 500', async () => {
    const room = await newRoom();
    const user = await createTestUser(server.db, 'housekeeping');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const hostile: unknown[] = [
      { unitId: room.id, description: 'x'.repeat(100_000) },
      { unitId: room.id, description: 'Leak\u0000' },
      { unitId: 'not-a-uuid', description: 'Leak' },
      { unitId: room.id, description: 42 },
      null,
    ];
    for (const input of hostile) {
      const refused = await rejection(
        // Hostile input on purpose: what a script could send.
        client.trpc.units.reportProblem.mutate(input as never),
      );
      expect(refused.data?.httpStatus).toBe(400);
    }
    const { id } = await client.trpc.units.reportProblem.mutate({
      unitId: room.id,
      description: 'Window stuck',
    });
    const again = await rejection(
      client.trpc.units.reportProblem.mutate({ unitId: room.id, description: 'Window stuck' }),
    );
    expect(again.data?.httpStatus).toBe(409);
    expect(again.data?.appCode).toBe('PROBLEM_ALREADY_REPORTED');
    const socket = createSocketClient(server.url, () =>
      [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    expect(await rejectionCode(socket.trpc.units.dismissProblem.mutate({ id }))).toBe('FORBIDDEN');
    socket.close();
    client.close();
    expect(await problemsOf(room.id)).toHaveLength(1);
  });

  it('the database itself refuses a wrong report, whoever writes it', async () => {
    const room = await newRoom();
    const write = (statement: ReturnType<typeof sql>) =>
      server.db.execute(statement).then(
        () => 'written',
        (error: unknown) => sqlState(error),
      );
    expect(
      await write(
        sql`insert into room_problems (property_id, unit_id, description) values (${room.propertyId}, ${room.id}, 'One'), (${room.propertyId}, ${room.id}, 'Two')`,
      ),
    ).toBe('23505');
    expect(
      await write(
        sql`insert into room_problems (property_id, unit_id, description) values (${room.propertyId}, ${room.id}, '  ')`,
      ),
    ).toBe('23514');
    expect(
      await write(
        sql`insert into room_problems (property_id, unit_id, description, outcome) values (${room.propertyId}, ${room.id}, 'Leak', 'dismissed')`,
      ),
    ).toBe('23514');
    expect(
      await write(
        sql`insert into room_problems (property_id, unit_id, description, outcome, closed_at) values (${room.propertyId}, ${room.id}, 'Leak', 'fixed', now())`,
      ),
    ).toBe('23514');
    expect(await problemsOf(room.id)).toEqual([]);
  });
});
