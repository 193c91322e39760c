import { auditLog, notifications, reservations } from '@zamalek/db/schema';
import { type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { WALK_IN_SOURCE, type WalkInInput } from '@zamalek/domain/walk-in';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

describe.each(testDrivers)('quick walk-in (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let database: TestDatabase;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let unitNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    database = server.database;
    users = await roleCallers(database.client);
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Who) => users.as(who);
  const newUnit = async () => {
    unitNumber += 1;
    return insertUnit(server.db, { name: `W-${unitNumber}`, unitNumber: `${unitNumber}` });
  };
  const walkIn = (unitId: string, values: Partial<WalkInInput> = {}): WalkInInput => ({
    unitId,
    checkIn: day(0),
    checkOut: day(2),
    guestName: 'Walk In Guest',
    contactPhone: '+20 100 123 4567',
    pricePerNight: 120,
    ...values,
  });
  const staysOf = (unitId: string) =>
    server.db.select().from(reservations).where(eq(reservations.unitId, unitId));
  const audits = (id: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'walk_in')));

  it.each(['admin', 'manager'] as const)(
    '%s books a walk-in: one adult, totals computed, audited, staff e-mail queued',
    async (role) => {
      const unit = await newUnit();
      const mailsBefore = (await server.db.select().from(notifications)).length;
      const created = await as(role).reservations.walkIn(walkIn(unit.id));
      expect(created.bookingReference).toMatch(/^MAN-/);
      const [stay] = await staysOf(unit.id);
      expect(stay).toMatchObject({
        id: created.id,
        guestNames: ['Walk In Guest'],
        guestTypes: ['adult'],
        guestGenders: [''],
        numberOfGuests: 1,
        adults: 1,
        children: 0,
        guestNationality: null,
        contactEmail: null,
        contactPhone: '+201001234567',
        checkInDate: day(0),
        checkOutDate: day(2),
        pricePerNightCents: 12_000,
        totalPriceCents: 24_000,
        // Nobody brought the guest: no commission.
        commissionRate: 0,
        commissionAmountCents: 0,
        netRevenueCents: 24_000,
        source: WALK_IN_SOURCE,
        channel: 'Manual',
        status: 'confirmed',
      });
      expect(await audits(created.id)).toHaveLength(1);
      expect((await server.db.select().from(notifications)).length).toBeGreaterThan(mailsBefore);
      // The detail page shows it (Due In today) and the edit form's schema accepts its values.
      const detail = await as(role).reservations.byId({ id: created.id });
      expect(detail.reservation.displayStatus).toBe('Due In');
      const edit = reservationEditSchema.safeParse({
        unitId: unit.id,
        checkIn: day(0),
        checkOut: day(2),
        numberOfGuests: 2,
        guestNames: ['Walk In Guest', 'Second Guest'],
        guestGenders: [null, 'female'],
        guestTypes: ['adult', 'adult'],
        guestNationality: detail.reservation.guestNationality,
        contactEmail: detail.reservation.contactEmail,
        contactPhone: detail.reservation.contactPhone,
        pricePerNight: 120,
        commissionRate: 10,
        source: detail.reservation.source,
        displayStatus: 'Due In',
        notes: detail.reservation.notes,
        channel: detail.reservation.channel,
      });
      expect(edit.success).toBe(true);
      if (edit.success) {
        await as(role).reservations.update({ id: created.id, changes: edit.data });
        const [completed] = await staysOf(unit.id);
        expect(completed?.guestNames).toEqual(['Walk In Guest', 'Second Guest']);
      }
    },
  );

  it('books the guests counted at the desk; an agent who brought them earns the commission', async () => {
    const unit = await newUnit();
    const created = await as('manager').reservations.walkIn(
      walkIn(unit.id, { guests: 3, source: 'Karim Adel' }),
    );
    const [stay] = await staysOf(unit.id);
    expect(stay).toMatchObject({
      id: created.id,
      numberOfGuests: 3,
      adults: 3,
      commissionRate: 10,
      commissionAmountCents: 2_400,
    });
    for (const guests of [0, 13, 1.5]) {
      const other = await newUnit();
      expect(
        await outcome(as('manager').reservations.walkIn(walkIn(other.id, { guests }))),
      ).toMatch(/^BAD_REQUEST/);
      expect(await staysOf(other.id)).toEqual([]);
    }
  });

  it.each(['front_desk', 'housekeeping', 'none'] as const)(
    'refuses %s and writes nothing',
    async (who) => {
      const unit = await newUnit();
      expect(await outcome(as(who).reservations.walkIn(walkIn(unit.id)))).toMatch(/^FORBIDDEN/);
      expect(await staysOf(unit.id)).toEqual([]);
    },
  );

  it('answers front desk FORBIDDEN over HTTP', async () => {
    const unit = await newUnit();
    const user = await createTestUser(server.db, 'front_desk');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const error = await rejection(client.trpc.reservations.walkIn.mutate(walkIn(unit.id)));
    expect(error.data?.httpStatus).toBe(403);
    client.close();
    expect(await staysOf(unit.id)).toEqual([]);
  });

  it('refuses a taken room with ROOM_TAKEN and writes nothing', async () => {
    const unit = await newUnit();
    const taken = await insertStay(server.db, unit.id, day(1), day(3));
    expect(await outcome(as('manager').reservations.walkIn(walkIn(unit.id)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.ROOM_TAKEN}`,
    );
    const stays = await staysOf(unit.id);
    expect(stays.map((stay) => stay.id)).toEqual([taken.id]);
  });

  it('lets exactly one of two walk-ins for the same room and night win', async () => {
    const unit = await newUnit();
    const results = await Promise.all([
      outcome(as('admin').reservations.walkIn(walkIn(unit.id, { guestName: 'First' }))),
      outcome(as('manager').reservations.walkIn(walkIn(unit.id, { guestName: 'Second' }))),
    ]);
    expect(results.sort()).toEqual([`CONFLICT: ${APP_ERROR_MESSAGES.ROOM_TAKEN}`, 'ok'].sort());
    expect(await staysOf(unit.id)).toHaveLength(1);
  });

  it('refuses a room under maintenance and a check-in in the past', async () => {
    const unit = await newUnit();
    const closed = await insertUnit(server.db, { name: 'W-closed', status: 'maintenance' });
    expect(await outcome(as('admin').reservations.walkIn(walkIn(closed.id)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.ROOM_UNDER_MAINTENANCE}`,
    );
    expect(
      await outcome(as('admin').reservations.walkIn(walkIn(unit.id, { checkIn: day(-1) }))),
    ).toMatch(/^BAD_REQUEST/);
    expect(await staysOf(unit.id)).toEqual([]);
  });

  it('answers hostile or incomplete input with a 400 and writes nothing', async () => {
    const unit = await newUnit();
    const client = createApiClient(server.url);
    const user = await createTestUser(server.db, 'manager');
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const bad: Array<Partial<WalkInInput> | Record<string, unknown>> = [
      { contactPhone: '', contactEmail: '' },
      { contactPhone: '12' },
      { contactPhone: '<script>alert(1)</script>' },
      { contactEmail: 'not-an-email', contactPhone: '' },
      { guestName: '   ' },
      { guestName: 'x'.repeat(10_000) },
      { pricePerNight: -5 },
      { pricePerNight: 1e12 },
      { checkOut: day(0) },
      { checkOut: '9999-12-31' },
      { unitId: 'not-a-uuid' },
      { source: 'y'.repeat(500) },
    ];
    for (const values of bad) {
      const error = await rejection(
        client.trpc.reservations.walkIn.mutate({ ...walkIn(unit.id), ...values } as WalkInInput),
      );
      expect(error.data?.httpStatus).toBe(400);
    }
    client.close();
    expect(await staysOf(unit.id)).toEqual([]);
  });
});
