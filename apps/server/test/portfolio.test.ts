import { insertUser } from '@zamalek/db/queries/users';
import { auditLog, properties, userRoles } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { createSocketClient, errorCode, rejectionCode } from './support/socket-client';
import { createTestUser, TEST_PASSWORD } from './support/users';

const MONTH = { from: '2031-03-01', to: '2031-04-01' };

/**
 * The organisation's owner: every property (as its admin), the portfolio of all of them side by
 * side and in total, adding a property and giving people roles per property. Nobody else may.
 */
describe.each(testDrivers)('the portfolio (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let second = '';
  let first = '';
  let ownerEmail = '';
  const clients: { close(): void }[] = [];

  async function signedIn(email: string, headers: Record<string, string> = {}) {
    const api = createApiClient(server.url, headers);
    await api.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD, staySignedIn: false });
    return api;
  }
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (error: unknown) => errorCode(error) ?? String(error),
    );

  beforeAll(async () => {
    server = await startTestServer(driver);
    const [one] = await server.db.select({ id: properties.id }).from(properties);
    first = one?.id ?? '';
    const [two] = await server.db
      .insert(properties)
      .values({ slug: 'garden-city', timeZone: 'Africa/Cairo', propertyName: 'Garden City Suites' })
      .returning({ id: properties.id });
    second = two?.id ?? '';
    ownerEmail = `owner-${driver}@example.com`;
    const passwordHash = await hashPassword(TEST_PASSWORD);
    await server.db.transaction((tx) =>
      insertUser(tx, {
        email: ownerEmail,
        passwordHash,
        fullName: 'Olga Owner',
        role: null,
        owner: true,
      }),
    );
    // March 2031: Zamalek sells 2 of its 2 rooms' 62 nights at $100; Garden City 1 of 31 at $250.
    const a1 = await insertUnit(server.db, { name: 'PA-1', propertyId: first });
    await insertUnit(server.db, { name: 'PA-2', propertyId: first });
    const b1 = await insertUnit(server.db, { name: 'PB-1', propertyId: second });
    await insertStay(server.db, a1.id, '2031-03-10', '2031-03-12', { totalPriceCents: 20_000 });
    await insertStay(server.db, b1.id, '2031-03-20', '2031-03-21', { totalPriceCents: 25_000 });
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  it('lets an owner work at every property as its admin, naming the one they act at', async () => {
    const owner = await signedIn(ownerEmail);
    const session = await owner.trpc.auth.session.query();
    expect(session?.owner).toBe(true);
    expect(session?.properties.map((entry) => [entry.slug, entry.role])).toEqual([
      ['zamalek', 'admin'],
      ['garden-city', 'admin'],
    ]);
    // Several properties: a staff call names one.
    expect(await outcome(owner.trpc.units.list.query())).toBe('BAD_REQUEST');
    const atGarden = await signedIn(ownerEmail, { 'x-property': 'garden-city' });
    expect((await atGarden.trpc.units.list.query()).map((unit) => unit.name)).toEqual(['PB-1']);
  });

  it("shows each property's month side by side and the total of the sums", async () => {
    const owner = await signedIn(ownerEmail);
    const { properties: rows, total } = await owner.trpc.portfolio.overview.query(MONTH);
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(bySlug.zamalek).toMatchObject({
      units: 2,
      bookedNights: 2,
      revenueCents: 20_000,
      adrCents: 10_000,
      availableRoomNights: 62,
    });
    expect(bySlug.zamalek?.occupancyRate).toBeCloseTo((2 / 62) * 100, 6);
    expect(bySlug['garden-city']).toMatchObject({
      units: 1,
      bookedNights: 1,
      revenueCents: 25_000,
    });
    expect(total).toMatchObject({
      units: 3,
      availableRoomNights: 93,
      bookedNights: 3,
      revenueCents: 45_000,
      adrCents: 15_000,
      revPARCents: Math.round(45_000 / 93),
    });
    expect(total.occupancyRate).toBeCloseTo((3 / 93) * 100, 6);
  });

  it('refuses the portfolio to everyone else, over HTTP and an open WebSocket', async () => {
    const admin = await createTestUser(server.db, 'admin');
    const api = await signedIn(admin.email);
    expect(await outcome(api.trpc.portfolio.overview.query(MONTH))).toBe('FORBIDDEN');
    expect(await outcome(api.trpc.portfolio.people.query())).toBe('FORBIDDEN');
    const socket = createSocketClient(server.url, () =>
      [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    clients.push(socket);
    expect(await rejectionCode(socket.trpc.portfolio.overview.query(MONTH))).toBe('FORBIDDEN');
    expect(
      await rejectionCode(
        socket.trpc.portfolio.addProperty.mutate({
          propertyName: 'Heliopolis',
          propertyNameAr: '',
          slug: 'heliopolis',
          timeZone: 'Africa/Cairo',
        }),
      ),
    ).toBe('FORBIDDEN');
    const anonymous = createApiClient(server.url);
    expect(await outcome(anonymous.trpc.portfolio.properties.query())).toBe('UNAUTHORIZED');
    const [row] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.slug, 'heliopolis'));
    expect(row?.count).toBe(0);
  });

  it('adds a property coming soon; a taken or malformed address is refused, nothing written', async () => {
    const owner = await signedIn(ownerEmail);
    const add = (slug: string, propertyName = 'Maadi Suites') =>
      owner.trpc.portfolio.addProperty.mutate({
        propertyName,
        propertyNameAr: 'معادي سويتس',
        slug,
        timeZone: 'Africa/Cairo',
      });
    // Two owners adding the same address at once: exactly one building.
    const raced = await Promise.all([outcome(add('maadi')), outcome(add('maadi', 'Maadi Two'))]);
    expect(raced.sort()).toEqual(['CONFLICT', 'ok']);
    const [maadi] = await server.db.select().from(properties).where(eq(properties.slug, 'maadi'));
    expect(maadi).toMatchObject({ status: 'coming_soon', propertyNameAr: 'معادي سويتس' });
    const taken = await add('maadi').catch((error: unknown) => error);
    expect(String(taken)).toContain(APP_ERROR_MESSAGES.PROPERTY_SLUG_TAKEN);
    for (const slug of ['Maadi Two', '-maadi', 'x'.repeat(41), 'maadi--two']) {
      expect(await outcome(add(slug))).toBe('BAD_REQUEST');
    }
    const count = await server.db.select({ id: properties.id }).from(properties);
    expect(count).toHaveLength(3);
    // The owner works there now; its audit names it.
    const session = await owner.trpc.auth.session.query();
    expect(session?.properties.map((entry) => entry.slug)).toContain('maadi');
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, maadi?.id ?? '')));
    expect(entry).toMatchObject({ action: 'create', actorId: expect.any(String) });
  });

  it('opens a coming-soon property for bookings and sets it back, audited; nobody else may', async () => {
    const owner = await signedIn(ownerEmail);
    const [maadi] = await server.db.select().from(properties).where(eq(properties.slug, 'maadi'));
    const propertyId = maadi?.id ?? '';
    const statusOf = async () =>
      (await server.db.select().from(properties).where(eq(properties.id, propertyId)))[0]?.status;
    const admin = await signedIn((await createTestUser(server.db, 'admin')).email);
    expect(
      await outcome(admin.trpc.portfolio.setStatus.mutate({ propertyId, status: 'open' })),
    ).toBe('FORBIDDEN');
    const socket = createSocketClient(server.url, () =>
      [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    clients.push(socket);
    expect(
      await rejectionCode(socket.trpc.portfolio.setStatus.mutate({ propertyId, status: 'open' })),
    ).toBe('FORBIDDEN');
    expect(await statusOf()).toBe('coming_soon');
    for (const bad of [
      { propertyId, status: 'closed' },
      { propertyId: 'maadi', status: 'open' },
    ]) {
      // cast: hostile input the schema refuses
      expect(await outcome(owner.trpc.portfolio.setStatus.mutate(bad as never))).toBe(
        'BAD_REQUEST',
      );
    }
    expect(
      await outcome(
        owner.trpc.portfolio.setStatus.mutate({
          propertyId: '00000000-0000-4000-8000-000000000000',
          status: 'open',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await statusOf()).toBe('coming_soon');

    await owner.trpc.portfolio.setStatus.mutate({ propertyId, status: 'open' });
    expect(await statusOf()).toBe('open');
    await owner.trpc.portfolio.setStatus.mutate({ propertyId, status: 'open' });
    await owner.trpc.portfolio.setStatus.mutate({ propertyId, status: 'coming_soon' });
    expect(await statusOf()).toBe('coming_soon');
    const entries = await server.db
      .select({ after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'property'),
          eq(auditLog.entityId, propertyId),
          eq(auditLog.action, 'status'),
        ),
      )
      .orderBy(auditLog.createdAt);
    expect(entries.map((entry) => entry.after)).toEqual([
      { status: 'open' },
      { status: 'coming_soon' },
    ]);
  });

  it('gives someone a role at another property, changes it and takes it away, audited', async () => {
    const owner = await signedIn(ownerEmail);
    const manager = await createTestUser(server.db, 'manager');
    const set = (role: 'front_desk' | 'manager' | null) =>
      owner.trpc.portfolio.setRole.mutate({ userId: manager.id, propertyId: second, role });
    expect(await set('front_desk')).toEqual({ changed: true });
    expect(await set('front_desk')).toEqual({ changed: false });
    const api = await signedIn(manager.email);
    expect((await api.trpc.auth.session.query())?.properties.map((p) => [p.slug, p.role])).toEqual([
      ['zamalek', 'manager'],
      ['garden-city', 'front_desk'],
    ]);
    const people = await owner.trpc.portfolio.people.query();
    expect(people.find((person) => person.id === manager.id)?.roles).toHaveLength(2);
    expect(await set(null)).toEqual({ changed: true });
    const roles = await server.db.select().from(userRoles).where(eq(userRoles.userId, manager.id));
    expect(roles.map((row) => row.role)).toEqual(['manager']);
    const audits = await server.db
      .select({ before: auditLog.before, after: auditLog.after, propertyId: auditLog.propertyId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, manager.id)));
    expect(audits).toEqual([
      {
        before: { propertyId: second, role: null },
        after: { propertyId: second, role: 'front_desk' },
        propertyId: null,
      },
      {
        before: { propertyId: second, role: 'front_desk' },
        after: { propertyId: second, role: null },
        propertyId: null,
      },
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await outcome(
        owner.trpc.portfolio.setRole.mutate({
          userId: unknown,
          propertyId: second,
          role: 'manager',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await outcome(
        owner.trpc.portfolio.setRole.mutate({
          userId: manager.id,
          propertyId: unknown,
          role: 'manager',
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});
