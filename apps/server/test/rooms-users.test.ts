import { roomTypes, sessions, units } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());

describe.each(testDrivers)('rooms and users (%s)', (driver) => {
  let database: TestDatabase;
  const staff = new Map<Role, { id: string; caller: ReturnType<typeof callerFor>['caller'] }>();
  const as = (role: Role) => {
    const entry = staff.get(role);
    if (!entry) throw new Error(`no ${role}`);
    return entry.caller;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    for (const role of ROLES) {
      const user = await createTestUser(db, role);
      staff.set(role, {
        id: user.id,
        caller: callerFor(database.client, await signedInSession(db, user.id)).caller,
      });
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lists rooms for every staff role with the nearest future stay', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'Nile 201' });
    await insertStay(db, unit.id, addDaysIso(today, -3), addDaysIso(today, -1), {
      guestNames: ['Past'],
    });
    await insertStay(db, unit.id, addDaysIso(today, 9), addDaysIso(today, 11), {
      guestNames: ['Later'],
    });
    await insertStay(db, unit.id, addDaysIso(today, 2), addDaysIso(today, 4), {
      guestNames: ['Next'],
    });
    for (const role of ROLES) {
      const rooms = await as(role).units.list();
      expect(rooms.find((room) => room.name === 'Nile 201')).toMatchObject({
        nextCheckIn: addDaysIso(today, 2),
        nextGuestName: 'Next',
      });
    }
  });

  it('lets only admins add rooms; name and type required, blanks empty, status available', async () => {
    for (const role of ['manager', 'front_desk', 'housekeeping'] as const) {
      expect(await outcome(as(role).units.create({ name: 'X', unitType: 'Studio' }))).toBe(
        'FORBIDDEN: You do not have permission to add or edit rooms.',
      );
    }
    expect(await outcome(as('admin').units.create({ name: '   ', unitType: 'Studio' }))).toBe(
      'BAD_REQUEST: Room name is required',
    );
    expect(await outcome(as('admin').units.create({ name: 'Roof 600', unitType: ' ' }))).toBe(
      'BAD_REQUEST: Room type is required',
    );
    const room = await as('admin').units.create({
      name: 'Roof 601',
      unitType: ' Penthouse ',
      unitSize: '',
      baseRate: 140,
    });
    const [row] = await database.client.db.select().from(units).where(eq(units.id, room.id));
    expect(row).toMatchObject({ status: 'available', unitSize: null, baseRateCents: 14_000 });
    // The type typed is the property's type of that code whatever its case, made the first time.
    const again = await as('admin').units.create({ name: 'Roof 602', unitType: 'PENTHOUSE' });
    const [second] = await database.client.db.select().from(units).where(eq(units.id, again.id));
    expect(second?.roomTypeId).toBe(row?.roomTypeId);
    const [type] = await database.client.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.id, row?.roomTypeId ?? ''));
    expect(type).toMatchObject({ code: 'Penthouse', name: 'Penthouse' });
  });

  it('bulk-edits in one transaction and names the failing row', async () => {
    const db = database.client.db;
    const a = await insertUnit(db, { name: 'Bulk A' });
    const b = await insertUnit(db, { name: 'Bulk B' });
    const error = await outcome(
      as('admin').units.bulkUpdate({
        rooms: [
          { id: a.id, name: 'Bulk A renamed', status: 'maintenance', unitType: 'Studio' },
          { id: b.id, name: '', unitType: 'Studio' },
        ],
      }),
    );
    expect(error).toBe('BAD_REQUEST: Row 2: Room name is required');
    const [unchanged] = await db.select().from(units).where(eq(units.id, a.id));
    expect(unchanged?.name).toBe('Bulk A');
    await as('admin').units.bulkUpdate({
      rooms: [
        { id: a.id, name: 'Bulk A renamed', status: 'maintenance', unitType: 'Studio' },
        { id: b.id, name: 'Bulk B renamed', unitType: 'Studio', bookingComId: 'BK-77' },
      ],
    });
    const names = (await db.select().from(units)).map((unit) => unit.name);
    expect(names).toEqual(expect.arrayContaining(['Bulk A renamed', 'Bulk B renamed']));
    expect(
      await outcome(
        as('manager').units.bulkUpdate({ rooms: [{ id: a.id, name: 'No', unitType: 'Studio' }] }),
      ),
    ).toMatch(/^FORBIDDEN/);
  });

  it('lets only admins manage users', async () => {
    for (const role of ['manager', 'front_desk', 'housekeeping'] as const) {
      expect(await outcome(as(role).users.list())).toBe(
        'FORBIDDEN: You do not have permission to manage users.',
      );
      expect(
        await outcome(
          as(role).users.create({ fullName: 'N', email: 'n@example.com', password: 'long-enough' }),
        ),
      ).toMatch(/^FORBIDDEN/);
    }
  });

  it('creates a user with the default front desk role, refusing duplicates and bad input', async () => {
    const created = await as('admin').users.create({
      fullName: 'Yara Fathy',
      email: 'yara@example.com',
      password: 'long-enough',
    });
    const list = await as('admin').users.list();
    expect(list.find((user) => user.id === created.id)).toMatchObject({
      role: 'front_desk',
      fullName: 'Yara Fathy',
    });
    expect(
      await outcome(
        as('admin').users.create({
          fullName: 'Y',
          email: 'YARA@example.com',
          password: 'long-enough',
        }),
      ),
    ).toBe('CONFLICT: This email is already registered in the system.');
    expect(
      await outcome(
        as('admin').users.create({ fullName: 'Y', email: 'bad', password: 'long-enough' }),
      ),
    ).toBe('BAD_REQUEST: Please enter a valid email address');
    expect(
      await outcome(
        as('admin').users.create({ fullName: 'Y', email: 'y2@example.com', password: 'short' }),
      ),
    ).toBe('BAD_REQUEST: Password must be at least 8 characters long.');
  });

  it('edits name, e-mail and role, and never demotes or disables the last admin', async () => {
    const adminId = staff.get('admin')?.id ?? '';
    expect(
      await outcome(
        as('admin').users.update({
          id: adminId,
          fullName: 'Me',
          email: 'me@example.com',
          role: 'manager',
        }),
      ),
    ).toBe('CONFLICT: The last admin cannot be demoted or disabled.');
    const other = await createTestUser(database.client.db, 'front_desk');
    await as('admin').users.update({
      id: other.id,
      fullName: 'Promoted',
      email: other.email,
      role: 'admin',
    });
    await as('admin').users.update({
      id: other.id,
      fullName: 'Promoted',
      email: other.email,
      role: null,
    });
    const row = (await as('admin').users.list()).find((user) => user.id === other.id);
    expect(row).toMatchObject({ fullName: 'Promoted', role: null });
    expect(
      await outcome(
        as('admin').users.update({
          id: other.id,
          fullName: 'P',
          email: 'not-an-email',
          role: null,
        }),
      ),
    ).toBe('BAD_REQUEST: Please enter a valid email address');
  });

  it('disabling a user ends their sessions', async () => {
    const db = database.client.db;
    const user = await createTestUser(db, 'front_desk');
    await signedInSession(db, user.id);
    await as('admin').users.setDisabled({ id: user.id, disabled: true });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const adminId = staff.get('admin')?.id ?? '';
    expect(await outcome(as('admin').users.setDisabled({ id: adminId, disabled: true }))).toBe(
      'CONFLICT: You cannot disable your own account.',
    );
  });
});
