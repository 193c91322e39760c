import { auditHistory } from '@zamalek/db/queries/audit';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORITY_CHANGED_CLOSE_CODE } from '../src/live/socket-registry';
import { propertyNow } from '../src/property-today';
import { type RunningApp, startApp } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { outcome } from './support/outcomes';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

const waitLong = { timeout: 10_000, interval: 50 };
const dateRange = { from: '2031-01-01', to: '2031-02-01' };

describe.each(testDrivers)('settings and role permissions (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  const sockets: Array<ReturnType<typeof createSocketClient>> = [];

  async function as(role: Role | null) {
    const user = await createTestUser(database.client.db, role);
    return callerFor(database.client, await signedInSession(database.client.db, user.id)).caller;
  }
  const roleAudit = (role: Role) =>
    auditHistory(database.client.db, { entity: 'role_capabilities', entityId: role });
  async function signIn(role: Role) {
    const user = await createTestUser(database.client.db, role);
    const api = createApiClient(app.url);
    await api.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    return api;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    // Every test starts from the default matrix and cut-off.
    const admin = await as('admin');
    for (const role of ['manager', 'front_desk', 'housekeeping'] as const) {
      for (const capability of ['guests.view', 'rooms.view', 'reservations.create'] as const) {
        const { permissions } = await admin.settings.overview();
        const cell = permissions
          .find((entry) => entry.role === role)
          ?.capabilities.find((entry) => entry.capability === capability);
        if (cell && cell.allowed !== cell.byDefault) {
          await admin.settings.setRoleCapability({ role, capability, allowed: cell.byDefault });
        }
      }
    }
    await admin.settings.updateProperty({ noShowCutoff: '12:00' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each([...ROLES, null])('only admins read or change settings (%s)', async (role) => {
    const caller = await as(role);
    const results = [
      await outcome(caller.settings.overview()),
      await outcome(caller.settings.updateProperty({ noShowCutoff: '13:00' })),
      await outcome(
        caller.settings.setRoleCapability({
          role: 'front_desk',
          capability: 'guests.view',
          allowed: true,
        }),
      ),
    ];
    if (role === 'admin') expect(results).toEqual(['ok', 'ok', 'ok']);
    else
      expect(results).toEqual(
        Array(3).fill('FORBIDDEN: You do not have permission to change settings.'),
      );
  });

  it('lists the adjustable roles and capabilities with their defaults', async () => {
    const { property, permissions } = await (await as('admin')).settings.overview();
    expect(property).toEqual({
      noShowCutoff: '12:00',
      propertyName: 'Zamalek Suites',
      timeZone: 'Africa/Cairo',
      address: '',
      addressAr: '',
      phone: '',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      preArrivalInstructions: '',
      digestHour: 7,
      dayCloseHour: 2,
      cancellationPolicy: '',
      houseRules: '',
      houseRulesAr: '',
      contactEmail: '',
      whatsapp: '',
      taxNumber: '',
    });
    expect(permissions.map((entry) => entry.role)).toEqual([
      'manager',
      'front_desk',
      'housekeeping',
    ]);
    const frontDesk = permissions.find((entry) => entry.role === 'front_desk');
    expect(frontDesk?.capabilities.find((c) => c.capability === 'reservations.checkInOut')).toEqual(
      {
        capability: 'reservations.checkInOut',
        allowed: true,
        byDefault: true,
      },
    );
    const listed = frontDesk?.capabilities.map((c) => c.capability) ?? [];
    expect(listed).not.toContain('users.manage');
    expect(listed).not.toContain('settings.manage');
  });

  it('a grant lets the role do it at once, a withdrawal stops it, both audited', async () => {
    const admin = await as('admin');
    const frontDesk = await as('front_desk');
    expect(await outcome(frontDesk.guests.list(dateRange))).toMatch(/^FORBIDDEN/);

    await admin.settings.setRoleCapability({
      role: 'front_desk',
      capability: 'guests.view',
      allowed: true,
    });
    // The same signed-in session, judged again on its next call.
    expect(await outcome(frontDesk.guests.list(dateRange))).toMatch(/^FORBIDDEN/);
    expect(await outcome((await as('front_desk')).guests.list(dateRange))).toBe('ok');

    await admin.settings.setRoleCapability({
      role: 'housekeeping',
      capability: 'rooms.view',
      allowed: false,
    });
    expect(await outcome((await as('housekeeping')).units.list())).toMatch(/^FORBIDDEN/);
    // Other roles are untouched.
    expect(await outcome((await as('manager')).units.list())).toBe('ok');

    const [granted] = await roleAudit('front_desk');
    expect([granted?.action, granted?.before, granted?.after]).toEqual([
      'grant',
      { capability: 'guests.view', allowed: false },
      { capability: 'guests.view', allowed: true },
    ]);
    const [withdrawn] = await roleAudit('housekeeping');
    expect([withdrawn?.action, withdrawn?.after]).toEqual([
      'withdraw',
      { capability: 'rooms.view', allowed: false },
    ]);
  });

  it('setting a capability to what the role has already writes no audit entry', async () => {
    const admin = await as('admin');
    const before = await roleAudit('manager');
    await admin.settings.setRoleCapability({
      role: 'manager',
      capability: 'rooms.view',
      allowed: true,
    });
    expect(await roleAudit('manager')).toEqual(before);
  });

  it('refuses to adjust admins, user management and settings', async () => {
    const admin = await as('admin');
    const fixed =
      'BAD_REQUEST: Admins keep every permission, and managing users and settings stays with admins: this one cannot be changed.';
    expect(
      await outcome(
        admin.settings.setRoleCapability({
          role: 'admin',
          capability: 'rooms.view',
          allowed: false,
        }),
      ),
    ).toBe(fixed);
    expect(
      await outcome(
        admin.settings.setRoleCapability({
          role: 'manager',
          capability: 'users.manage',
          allowed: true,
        }),
      ),
    ).toBe(fixed);
    expect(
      await outcome(
        admin.settings.setRoleCapability({
          role: 'front_desk',
          capability: 'settings.manage',
          allowed: true,
        }),
      ),
    ).toBe(fixed);
    const { permissions } = await admin.settings.overview();
    expect(
      permissions.every((entry) => entry.capabilities.every((c) => c.allowed === c.byDefault)),
    ).toBe(true);
  });

  it('refuses malformed input readably and writes nothing', async () => {
    const admin = await as('admin');
    expect(await outcome(admin.settings.updateProperty({ noShowCutoff: '25:00' }))).toBe(
      'BAD_REQUEST: Enter a time of day as HH:MM, e.g. 12:00.',
    );
    expect(
      await outcome(admin.settings.updateProperty({ noShowCutoff: 'x'.repeat(10_000) })),
    ).toMatch(/^BAD_REQUEST/);
    const hostile = { role: 'owner', capability: 'everything', allowed: 'yes' };
    // @ts-expect-error a hostile client sends what it likes
    expect(await outcome(admin.settings.setRoleCapability(hostile))).toMatch(/^BAD_REQUEST/);
    expect((await admin.settings.overview()).property.noShowCutoff).toBe('12:00');
  });

  it('the No-Show cut-off is stored, audited and read by every status', async () => {
    const admin = await as('admin');
    await admin.settings.updateProperty({ noShowCutoff: '18:30' });
    expect(
      (
        await propertyNow(database.client.db, {
          propertyId: await firstPropertyId(database.client.db),
        })
      ).noShowCutoff,
    ).toBe('18:30');
    expect((await (await as(null)).public.today()).noShowCutoff).toBe('18:30');
    const [entry] = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: await firstPropertyId(database.client.db),
    });
    expect(entry?.before).toEqual({ noShowCutoff: '12:00' });
    expect(entry?.after).toEqual({ noShowCutoff: '18:30' });
  });

  it('over HTTP: a withdrawal turns the guests export away, a grant opens it', async () => {
    const admin = await signIn('admin');
    const frontDesk = await signIn('front_desk');
    const exportUrl = `${app.url}/api/guests.csv?from=${dateRange.from}&to=${dateRange.to}`;
    const cookie = [...frontDesk.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await fetch(exportUrl, { headers: { cookie } })).status).toBe(403);
    await admin.trpc.settings.setRoleCapability.mutate({
      role: 'front_desk',
      capability: 'guests.view',
      allowed: true,
    });
    expect((await fetch(exportUrl, { headers: { cookie } })).status).toBe(200);
  });

  it('over an open WebSocket: a grant re-opens the socket with the new permissions', async () => {
    const admin = await signIn('admin');
    const frontDesk = await signIn('front_desk');
    const cookie = () =>
      [...frontDesk.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = createSocketClient(app.url, cookie);
    sockets.push(socket);
    expect(await rejectionCode(socket.trpc.guests.list.query(dateRange))).toBe('FORBIDDEN');

    await admin.trpc.settings.setRoleCapability.mutate({
      role: 'front_desk',
      capability: 'guests.view',
      allowed: true,
    });
    await vi.waitFor(() => {
      expect(socket.closeCodes).toEqual([AUTHORITY_CHANGED_CLOSE_CODE]);
      expect(socket.connections.opened).toBe(2);
    }, waitLong);
    expect(Array.isArray(await socket.trpc.guests.list.query(dateRange))).toBe(true);

    await admin.trpc.settings.setRoleCapability.mutate({
      role: 'front_desk',
      capability: 'guests.view',
      allowed: false,
    });
    await vi.waitFor(() => expect(socket.connections.opened).toBe(3), waitLong);
    expect(await rejectionCode(socket.trpc.guests.list.query(dateRange))).toBe('FORBIDDEN');
  });

  it('two admins granting one permission at once: both succeed, one grant is recorded', async () => {
    const [first, second] = [await as('admin'), await as('admin')];
    const before = await roleAudit('front_desk');
    await Promise.all([
      first.settings.setRoleCapability({
        role: 'front_desk',
        capability: 'reservations.create',
        allowed: true,
      }),
      second.settings.setRoleCapability({
        role: 'front_desk',
        capability: 'reservations.create',
        allowed: true,
      }),
    ]);
    const { permissions } = await first.settings.overview();
    const cell = permissions
      .find((entry) => entry.role === 'front_desk')
      ?.capabilities.find((entry) => entry.capability === 'reservations.create');
    expect(cell).toEqual({ capability: 'reservations.create', allowed: true, byDefault: false });
    expect((await roleAudit('front_desk')).length).toBe(before.length + 1);
  });
});
