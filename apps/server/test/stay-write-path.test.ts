import { auditLog, reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { WEBSITE_GUEST } from '@zamalek/domain/audit-changes';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/errors';
import {
  type StayOrigin,
  type StayToWrite,
  stayRow,
  writeStay,
} from '../src/reservations/write-stay';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

const channelStay = (
  unit: { id: string; propertyId: string },
  from: number,
  to: number,
): StayToWrite => ({
  propertyId: unit.propertyId,
  unitId: unit.id,
  checkIn: day(from),
  checkOut: day(to),
  guests: { names: ['Booking.com guest'], adults: 1, children: 0, nationality: null },
  contact: { email: null, phone: null },
  source: 'Booking.com',
  channel: 'Booking.com',
  money: null,
  notes: null,
});

describe('the row builder of a new stay', () => {
  const stay = (guests: Partial<StayToWrite['guests']>): StayToWrite => ({
    ...channelStay({ id: 'unit', propertyId: 'property' }, 1, 3),
    guests: { names: ['A', 'B', 'C'], adults: 2, children: 1, nationality: null, ...guests },
  });
  const staff: StayOrigin = {
    kind: 'staff',
    actor: { id: 'user-1', role: 'manager', capabilities: [], propertyId: 'property' },
    action: 'create',
  };

  it('is confirmed and created by its user; by nobody when a guest or a channel made it', () => {
    expect(stayRow(staff, stay({}), 'MAN-1')).toMatchObject({
      bookingReference: 'MAN-1',
      status: 'confirmed',
      createdBy: 'user-1',
    });
    expect(stayRow({ kind: 'website' }, stay({}), 'WEB-1').createdBy).toBeNull();
    expect(stayRow({ kind: 'channel', feedId: 'f' }, stay({}), 'uid').createdBy).toBeNull();
  });

  it('counts adults first, leaves genders unknown, and keeps what the entry point knows', () => {
    expect(stayRow(staff, stay({}), 'MAN-1')).toMatchObject({
      guestTypes: ['adult', 'adult', 'child'],
      guestGenders: ['', '', ''],
      numberOfGuests: 3,
    });
    expect(
      stayRow(
        staff,
        stay({ types: ['adult', 'child', 'adult'], genders: ['f', '', 'm'], count: 4 }),
        'M',
      ),
    ).toMatchObject({
      guestTypes: ['adult', 'child', 'adult'],
      guestGenders: ['f', '', 'm'],
      numberOfGuests: 4,
    });
  });

  it('stores no price for a stay the channel gave none for', () => {
    expect(stayRow({ kind: 'website' }, stay({}), 'WEB-1')).toMatchObject({
      totalPriceCents: null,
      commissionRate: null,
      netRevenueCents: null,
    });
  });
});

describe.each(testDrivers)('one write path for a new stay (%s)', (driver) => {
  let database: TestDatabase;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const db = () => database.client.db;
  const guest = () => callerFor(database.client).caller;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    users = await roleCallers(database.client);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const publicBooking = (unitId: string, from: number, to: number) => ({
    unitId,
    stay: { checkIn: day(from), checkOut: day(to) },
    guest: {
      adults: 1,
      children: 0,
      guestNames: ['Hana Mostafa'],
      email: 'hana@example.com',
      phone: '+20 100 123 4567',
      nationality: 'Egyptian',
      specialRequests: '',
    },
  });
  const walkIn = (unitId: string, from: number, to: number) => ({
    unitId,
    checkIn: day(from),
    checkOut: day(to),
    guestName: 'Walk In Guest',
    contactPhone: '+20 100 123 4567',
    pricePerNight: 120,
  });
  const auditOf = async (id: string) =>
    db().select().from(auditLog).where(eq(auditLog.entityId, id));

  it('audits a guest’s booking on the website: no user, never its secrets, named in the history', async () => {
    const unit = await insertUnit(db());
    const booked = await guest().public.book({
      ...publicBooking(unit.id, 10, 12),
      idempotencyKey: crypto.randomUUID(),
    });
    const [entry, ...more] = await auditOf(booked.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: null,
      action: 'website_booking',
      entity: 'reservation',
    });
    const after = JSON.stringify(entry?.after);
    expect(after).toContain(booked.bookingReference);
    expect(after).not.toContain(booked.confirmationToken ?? 'no token');
    expect(after).not.toMatch(/idempotencyKey|confirmationToken|priceQuote/);

    const detail = await users.as('manager').reservations.byId({ id: booked.id });
    expect(detail.history[0]).toMatchObject({
      actorName: WEBSITE_GUEST,
      actionLabel: 'Booked on the website',
    });
  });

  it('audits a channel’s stay with its feed and no user', async () => {
    const unit = await insertUnit(db());
    const created = await writeStay(
      db(),
      { kind: 'channel', feedId: 'feed-1' },
      channelStay(unit, 20, 22),
      {
        reference: 'BDC-write-path@booking.com',
      },
    );
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ actorId: null, action: 'channel_import' });
    expect(entry?.after).toMatchObject({
      feedId: 'feed-1',
      checkInDate: day(20),
      checkOutDate: day(22),
    });
  });

  it('audits staff stays with their user and their action', async () => {
    const unit = await insertUnit(db());
    const created = await users.as('manager').reservations.walkIn(walkIn(unit.id, 0, 2));
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ actorId: users.userId('manager'), action: 'walk_in' });
  });

  it('refuses nights a hold has with one code for staff and a channel, and as taken to a guest', async () => {
    const unit = await insertUnit(db());
    await users.as('admin').holds.create({
      unitId: unit.id,
      kind: 'owner_use',
      reason: 'Owner visiting',
      from: day(30),
      to: day(33),
    });
    expect(await outcome(users.as('manager').reservations.walkIn(walkIn(unit.id, 31, 32)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.ROOM_HELD}`,
    );
    const channel = writeStay(
      db(),
      { kind: 'channel', feedId: 'feed-1' },
      channelStay(unit, 31, 34),
      {
        reference: 'BDC-held@booking.com',
      },
    );
    await expect(channel).rejects.toBeInstanceOf(AppError);
    await expect(channel).rejects.toMatchObject({ code: 'ROOM_HELD' });
    expect(await outcome(guest().public.book(publicBooking(unit.id, 32, 35)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.STAY_TAKEN}`,
    );
    expect(await db().select().from(reservations).where(eq(reservations.unitId, unit.id))).toEqual(
      [],
    );
  });

  it('refuses nights another stay has as ROOM_TAKEN, writing nothing, not even the audit entry', async () => {
    const unit = await insertUnit(db());
    await insertStay(db(), unit.id, day(40), day(43));
    const entriesBefore = (await db().select().from(auditLog)).length;
    const channel = writeStay(
      db(),
      { kind: 'channel', feedId: 'feed-1' },
      channelStay(unit, 41, 42),
      {
        reference: 'BDC-taken@booking.com',
      },
    );
    await expect(channel).rejects.toMatchObject({ code: 'ROOM_TAKEN' });
    expect(await outcome(users.as('manager').reservations.walkIn(walkIn(unit.id, 42, 44)))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.ROOM_TAKEN}`,
    );
    expect((await db().select().from(auditLog)).length).toBe(entriesBefore);
  });

  it('makes a fresh reference when one collides, and never a second stay', async () => {
    const unit = await insertUnit(db());
    const now = new Date('2026-11-27T08:00:00Z');
    // The first draw collides with a stay already there; the next one does not.
    vi.spyOn(Math, 'random')
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(0);
    await insertStay(db(), (await insertUnit(db())).id, day(60), day(61), {
      bookingReference: `MAN-${now.getTime()}-AAAA`,
    });
    const created = await writeStay(
      db(),
      { kind: 'channel', feedId: 'feed-1' },
      channelStay(unit, 60, 61),
      { reference: { prefix: 'MAN', now } },
    );
    expect(created.bookingReference).toMatch(
      new RegExp(`^MAN-${now.getTime()}-(?!AAAA)[A-Z2-9]{4}$`),
    );
    expect(
      await db().select().from(reservations).where(eq(reservations.unitId, unit.id)),
    ).toHaveLength(1);
  });

  it('lets exactly one of a walk-in and a guest’s booking racing for the same nights through', async () => {
    const unit = await insertUnit(db());
    const results = await Promise.allSettled([
      users.as('manager').reservations.walkIn(walkIn(unit.id, 70, 73)),
      guest().public.book(publicBooking(unit.id, 71, 72)),
      writeStay(db(), { kind: 'channel', feedId: 'feed-1' }, channelStay(unit, 71, 74), {
        reference: 'BDC-race@booking.com',
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      await db().select().from(reservations).where(eq(reservations.unitId, unit.id)),
    ).toHaveLength(1);
  });
});
