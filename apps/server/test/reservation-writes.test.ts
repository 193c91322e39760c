import { insertDocument } from '@zamalek/db/queries/documents';
import { auditLog, documents, notifications, reservations } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { ManualReservationInput } from '@zamalek/domain/manual-reservation';
import type { Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

describe.each(testDrivers)('creating and editing reservations (%s)', (driver) => {
  let database: TestDatabase;
  const users = new Map<Role, { id: string; caller: ReturnType<typeof callerFor>['caller'] }>();
  let unitId: string;

  const as = (role: Role) => {
    const entry = users.get(role);
    if (!entry) throw new Error(`no ${role}`);
    return entry;
  };

  async function uploaded(role: Role, kind: 'id_front' | 'id_back' | 'marriage_certificate') {
    const { id } = await insertDocument(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
      kind,
      storageKey: crypto.randomUUID(),
      originalName: `${kind}.png`,
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: 'x',
      uploadedBy: as(role).id,
    });
    return id;
  }

  async function draft(
    role: Role,
    overrides: Partial<ManualReservationInput> = {},
  ): Promise<ManualReservationInput> {
    return {
      unitId,
      checkIn: day(5),
      checkOut: day(8),
      adults: 2,
      children: 1,
      guests: [
        { name: 'Ahmed Saleh', type: 'adult', gender: 'male' },
        { name: 'Laura Saleh', type: 'adult', gender: 'female' },
        { name: 'Nour Saleh', type: 'child', gender: null },
      ],
      nationality: 'British',
      idType: 'id',
      documents: {
        idFront: await uploaded(role, 'id_front'),
        idBack: await uploaded(role, 'id_back'),
        marriageCertificate: null,
      },
      contactEmail: 'ahmed@example.com',
      phoneCode: '+20',
      phoneNumber: '1001234567',
      source: 'Booking.com',
      sourceSpecification: '',
      pricePerNight: 135,
      notes: 'Airport pickup',
      ...overrides,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    for (const role of ['admin', 'manager', 'front_desk', 'housekeeping'] as const) {
      const user = await createTestUser(db, role);
      users.set(role, {
        id: user.id,
        caller: callerFor(database.client, await signedInSession(db, user.id)).caller,
      });
    }
    unitId = (await insertUnit(db, { name: 'Garden 104' })).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates a reservation with server-computed money, linked documents, audit and staff mail', async () => {
    const db = database.client.db;
    const input = await draft('manager');
    const created = await as('manager').caller.reservations.create(input);
    expect(created.bookingReference).toMatch(/^MAN-\d{13}-[A-Z2-9]{4}$/);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      channel: 'Manual',
      source: 'Booking.com',
      nights: 3,
      numberOfGuests: 3,
      guestTypes: ['adult', 'adult', 'child'],
      guestGenders: ['male', 'female', ''],
      pricePerNightCents: 13_500,
      totalPriceCents: 40_500,
      commissionRate: 17.4,
      commissionAmountCents: 7_047,
      netRevenueCents: 33_453,
      contactPhone: '+20 1001234567',
    });
    const linked = await db.select().from(documents).where(eq(documents.reservationId, created.id));
    expect(linked).toHaveLength(2);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
    const mail = await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'staff-new-reservation'));
    expect(mail.some((entry) => entry.subject.includes(created.bookingReference))).toBe(true);
  });

  it('stores "Others - text" and the default 10 % for other sources', async () => {
    const input = await draft('admin', {
      source: 'Others',
      sourceSpecification: 'Instagram',
      checkIn: day(20),
      checkOut: day(22),
    });
    const created = await as('admin').caller.reservations.create(input);
    const [row] = await database.client.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, created.id));
    expect(row).toMatchObject({
      source: 'Others - Instagram',
      commissionRate: 10,
      commissionAmountCents: 2_700,
    });
  });

  it('refuses front desk and housekeeping with the spec message', async () => {
    for (const role of ['front_desk', 'housekeeping'] as const) {
      expect(
        await outcome(
          as(role).caller.reservations.create(
            await draft('manager', { checkIn: day(30), checkOut: day(31) }),
          ),
        ),
      ).toBe('FORBIDDEN: You do not have permission to create reservations.');
    }
  });

  it('says the dates are no longer free when they overlap, writing nothing', async () => {
    const db = database.client.db;
    await insertStay(db, unitId, day(40), day(45));
    const before = (await db.select().from(reservations)).length;
    expect(
      await outcome(
        as('manager').caller.reservations.create(
          await draft('manager', { checkIn: day(44), checkOut: day(46) }),
        ),
      ),
    ).toBe(
      'CONFLICT: Those dates are no longer free for this room. Please choose other dates or another room.',
    );
    expect((await db.select().from(reservations)).length).toBe(before);
  });

  it('enforces the validation rules with the spec messages', async () => {
    const manager = as('manager').caller;
    expect(
      await outcome(
        manager.reservations.create(await draft('manager', { checkIn: day(-1), checkOut: day(2) })),
      ),
    ).toBe('BAD_REQUEST: Check-in date cannot be in the past');
    expect(
      await outcome(manager.reservations.create(await draft('manager', { pricePerNight: 99.5 }))),
    ).toMatch(/Price per night must be a whole number/);
    expect(
      await outcome(manager.reservations.create(await draft('manager', { contactEmail: 'a@b' }))),
    ).toMatch(/Please enter a valid email address/);
    expect(
      await outcome(
        manager.reservations.create({ ...(await draft('manager')), unitId: crypto.randomUUID() }),
      ),
    ).toBe('NOT_FOUND: The selected unit was not found. Please refresh and try again.');
  });

  it('saves a stay booked by phone for later with no scans and no genders yet', async () => {
    const db = database.client.db;
    const manager = as('manager').caller;
    const room = await insertUnit(db, { name: 'Phone-Later' });
    const input = await draft('manager', {
      unitId: room.id,
      checkIn: day(70),
      checkOut: day(73),
      nationality: 'Egyptian',
      children: 0,
      guests: [
        { name: 'Omar', type: 'adult', gender: null },
        { name: 'Hala', type: 'adult', gender: null },
      ],
      documents: { idFront: null, idBack: null, marriageCertificate: null },
      phoneCode: '+44',
      phoneNumber: '7700900999',
    });
    const created = await manager.reservations.create(input);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row).toMatchObject({
      guestNames: ['Omar', 'Hala'],
      guestGenders: ['', ''],
      contactPhone: '+44 7700900999',
    });
    const linked = await db.select().from(documents).where(eq(documents.reservationId, created.id));
    expect(linked).toEqual([]);
    // Half an ID card is still refused.
    const front = await draft('manager', { unitId: room.id, checkIn: day(80), checkOut: day(82) });
    expect(
      await outcome(
        manager.reservations.create({
          ...front,
          documents: { ...front.documents, idBack: null },
        }),
      ),
    ).toMatch(/ID back image/);
  });

  it('will not link documents someone else uploaded', async () => {
    const input = await draft('admin', { checkIn: day(60), checkOut: day(61) });
    expect(await outcome(as('manager').caller.reservations.create(input))).toMatch(
      /^BAD_REQUEST: Failed to upload ID\/Passport/,
    );
  });

  it('lets admin and manager edit, recomputing nights and money, and audits before/after', async () => {
    const db = database.client.db;
    const created = await as('admin').caller.reservations.create(
      await draft('admin', { checkIn: day(70), checkOut: day(72) }),
    );
    const changes = {
      unitId,
      checkIn: day(70),
      checkOut: day(74),
      numberOfGuests: 2,
      guestNames: ['Ahmed Saleh', ''],
      guestGenders: ['male', ''] as Array<'male' | ''>,
      guestNationality: 'British',
      contactEmail: 'new@example.com',
      contactPhone: '+20 100',
      pricePerNight: 150.25,
      commissionRate: 12.5,
      source: 'KSS',
      displayStatus: 'Upcoming' as const,
      notes: '',
      channel: 'Manual',
    };
    for (const role of ['front_desk', 'housekeeping'] as const) {
      expect(await outcome(as(role).caller.reservations.update({ id: created.id, changes }))).toBe(
        'FORBIDDEN: You do not have permission to edit reservations',
      );
    }
    await as('manager').caller.reservations.update({ id: created.id, changes });
    const [row] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row).toMatchObject({
      nights: 4,
      guestNames: ['Ahmed Saleh'],
      totalPriceCents: 60_100,
      commissionAmountCents: 7_513,
      netRevenueCents: 52_587,
      status: 'confirmed',
      searchText: expect.stringContaining('ahmed saleh'),
    });
    const detail = await as('admin').caller.reservations.byId({ id: created.id });
    expect(detail.history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(
      await outcome(
        as('manager').caller.reservations.update({
          id: created.id,
          changes: { ...changes, guestNames: [' '] },
        }),
      ),
    ).toMatch(/At least one guest name/);
    await as('admin').caller.reservations.update({
      id: created.id,
      changes: { ...changes, displayStatus: 'Cancelled' },
    });
    const [cancelled] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(cancelled?.status).toBe('cancelled');

    // An editor's status change goes through the stay's lifecycle: not in house before the
    // arrival day (as at the desk), stamped when set in house, cleared when set back to expected.
    expect(
      await outcome(
        as('manager').caller.reservations.update({
          id: created.id,
          changes: { ...changes, displayStatus: 'In-House' },
        }),
      ),
    ).toBe(`CONFLICT: ${APP_ERROR_MESSAGES.NOT_ARRIVED_YET}`);
    await as('manager').caller.reservations.update({
      id: created.id,
      changes: { ...changes, checkIn: day(0), checkOut: day(2), displayStatus: 'In-House' },
    });
    const [inHouse] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(inHouse?.status).toBe('checked_in');
    expect(inHouse?.checkedInAt).toBeInstanceOf(Date);
    expect(inHouse?.checkedInBy).not.toBeNull();
    await as('manager').caller.reservations.update({
      id: created.id,
      changes: { ...changes, checkIn: day(0), checkOut: day(2) },
    });
    const [expected] = await db.select().from(reservations).where(eq(reservations.id, created.id));
    expect([expected?.status, expected?.checkedInAt, expected?.checkedInBy]).toEqual([
      'confirmed',
      null,
      null,
    ]);
  });

  it('refuses to book a room under maintenance, on create and on edit, writing nothing', async () => {
    const db = database.client.db;
    const closed = await insertUnit(db, { name: 'Closed 301', status: 'maintenance' });
    const counts = async () => ({
      reservations: (await db.select().from(reservations)).length,
      audit: (await db.select().from(auditLog)).length,
      mail: (await db.select().from(notifications)).length,
    });
    const before = await counts();
    const input = await draft('manager', {
      unitId: closed.id,
      checkIn: day(120),
      checkOut: day(122),
    });
    expect(await outcome(as('manager').caller.reservations.create(input))).toBe(
      'CONFLICT: This room is under maintenance and cannot be booked. Please choose another room.',
    );
    expect(await counts()).toEqual(before);
    const linked = await db
      .select()
      .from(documents)
      .where(eq(documents.id, input.documents.idFront ?? ''));
    expect(linked[0]?.reservationId).toBeNull();

    // Moving a stay into the room is refused too, and leaves the stay as it was.
    const stay = await insertStay(db, unitId, day(130), day(132));
    const edit = {
      unitId: closed.id,
      checkIn: day(130),
      checkOut: day(132),
      numberOfGuests: 1,
      guestNames: ['Existing Guest'],
      guestGenders: ['female'] as Array<'female'>,
      guestNationality: 'Egyptian',
      contactEmail: '',
      contactPhone: '',
      pricePerNight: 100,
      commissionRate: 10,
      source: 'KSS',
      displayStatus: 'Upcoming' as const,
      notes: '',
      channel: 'Manual',
    };
    expect(
      await outcome(as('admin').caller.reservations.update({ id: stay.id, changes: edit })),
    ).toBe(
      'CONFLICT: This room is under maintenance and cannot be booked. Please choose another room.',
    );
    const [unchanged] = await db.select().from(reservations).where(eq(reservations.id, stay.id));
    expect(unchanged?.unitId).toBe(unitId);

    // A stay booked before its room went into maintenance still takes other edits.
    const earlier = await insertStay(db, closed.id, day(140), day(142));
    await as('admin').caller.reservations.update({
      id: earlier.id,
      changes: { ...edit, checkIn: day(140), checkOut: day(142), notes: 'Late arrival' },
    });
    const [edited] = await db.select().from(reservations).where(eq(reservations.id, earlier.id));
    expect(edited?.notes).toBe('Late arrival');
  });

  it('offers only rooms free for the whole stay', async () => {
    const db = database.client.db;
    const other = await insertUnit(db, { name: 'Roof 501' });
    await insertStay(db, other.id, day(80), day(85));
    const free = await as('front_desk').caller.reservations.freeUnits({
      stay: { checkIn: day(85), checkOut: day(87) },
    });
    expect(free.map((unit) => unit.name)).toContain('Roof 501');
    const busy = await as('front_desk').caller.reservations.freeUnits({
      stay: { checkIn: day(84), checkOut: day(86) },
    });
    expect(busy.map((unit) => unit.name)).not.toContain('Roof 501');
    // Staff may book long stays; the public site's 90-night limit does not apply here.
    const long = await as('manager').caller.reservations.freeUnits({
      stay: { checkIn: day(100), checkOut: day(250) },
    });
    expect(long.map((unit) => unit.name)).toContain('Roof 501');
  });
});
