import {
  profiles,
  properties,
  reservations,
  roomTypes,
  units,
  userRoles,
  users,
} from '@zamalek/db/schema';
import { isDatabaseEmpty, seedDemoData } from '@zamalek/db/seed';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { defaultCommissionRate, stayTotals } from '@zamalek/domain/money';
import { isReservedSalesSource } from '@zamalek/domain/sales-source';
import { DEFAULT_NO_SHOW_CUTOFF, displayStatus, staysOverlap } from '@zamalek/domain/stays';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TODAY = '2026-03-15';
const NOW = new Date('2026-03-15T10:00:00Z');
const fakeHash = async (plain: string) => `hashed:${plain}`;

describe.each(testDrivers)('seedDemoData on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const all = () =>
    database.client.db.select().from(reservations).orderBy(asc(reservations.createdAt));

  it('seeds an empty database, after which it is no longer empty', async () => {
    const { db } = database.client;
    expect(await isDatabaseEmpty(db)).toBe(true);

    const accounts = await seedDemoData(db, { hashPassword: fakeHash, today: TODAY, now: NOW });

    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(accounts).toEqual([
      {
        email: 'admin@zamaleksuites.com',
        password: 'zamalek-demo',
        role: 'admin',
        fullName: 'Amina Farouk',
      },
      {
        email: 'manager@zamaleksuites.com',
        password: 'zamalek-demo',
        role: 'manager',
        fullName: 'Omar Khaled',
      },
      {
        email: 'frontdesk@zamaleksuites.com',
        password: 'zamalek-demo',
        role: 'front_desk',
        fullName: 'Sara Nabil',
      },
      {
        email: 'housekeeping@zamaleksuites.com',
        password: 'zamalek-demo',
        role: 'housekeeping',
        fullName: 'Mona Samir',
      },
      {
        email: 'agent@zamaleksuites.com',
        password: 'zamalek-demo',
        role: null,
        fullName: 'Karim Adel',
      },
      {
        email: 'owner@zamaleksuites.com',
        password: 'zamalek-demo',
        role: 'owner',
        fullName: 'Hany Mansour',
      },
    ]);
  });

  it('creates six users with hashed passwords, profiles, one role each (none for the agent and the owner) and the sellers linked to their sources', async () => {
    const { db } = database.client;
    const zamalek = await firstPropertyId(db);
    const rows = await db
      .select({
        email: users.email,
        hash: users.passwordHash,
        fullName: profiles.fullName,
        role: userRoles.role,
        salesSource: users.salesSource,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.propertyId, zamalek)))
      .orderBy(asc(users.email));
    expect(rows).toEqual([
      {
        email: 'admin@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Amina Farouk',
        role: 'admin',
        salesSource: null,
      },
      {
        email: 'agent@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Karim Adel',
        role: null,
        salesSource: 'Karim Adel',
      },
      {
        email: 'frontdesk@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Sara Nabil',
        role: 'front_desk',
        salesSource: null,
      },
      {
        email: 'housekeeping@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Mona Samir',
        role: 'housekeeping',
        salesSource: null,
      },
      {
        email: 'manager@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Omar Khaled',
        role: 'manager',
        salesSource: 'Omar Khaled',
      },
      {
        email: 'owner@zamaleksuites.com',
        hash: 'hashed:zamalek-demo',
        fullName: 'Hany Mansour',
        role: null,
        salesSource: null,
      },
    ]);
    const owners = await db.select({ email: users.email }).from(users).where(eq(users.owner, true));
    expect(owners).toEqual([{ email: 'owner@zamaleksuites.com' }]);
  });

  it('links sellers only to sources that carry demo stays and that nobody may reserve', async () => {
    const { db } = database.client;
    const links = (await db.select({ salesSource: users.salesSource }).from(users)).flatMap(
      (row) => (row.salesSource ? [row.salesSource] : []),
    );
    expect(links.sort()).toEqual(['Karim Adel', 'Omar Khaled']);
    const sources = new Set((await all()).map((row) => row.source));
    for (const link of links) {
      expect(sources).toContain(link);
      expect(isReservedSalesSource(link)).toBe(false);
    }
  });

  it('creates twelve units of three types with base rates, one in maintenance', async () => {
    const zamalek = await firstPropertyId(database.client.db);
    const rows = await database.client.db
      .select()
      .from(units)
      .where(eq(units.propertyId, zamalek))
      .orderBy(asc(units.name));
    expect(rows).toHaveLength(12);
    expect(rows.map((unit) => unit.name)).toContain('Z-101');
    const types = await database.client.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, zamalek));
    const codeOf = (id: string) => types.find((type) => type.id === id)?.code ?? '';
    expect(new Set(rows.map((unit) => codeOf(unit.roomTypeId)))).toEqual(
      new Set(['Studio', 'One Bedroom', 'Two Bedroom']),
    );
    const rates: Record<string, number> = {
      Studio: 8_500,
      'One Bedroom': 12_000,
      'Two Bedroom': 19_000,
    };
    for (const unit of rows) {
      expect(unit.name).toBe(`Z-${unit.unitNumber}`);
      expect(unit.unitSize).toMatch(/^\d+ m2( \+ \d+ m2)?$/);
      expect(unit.baseRateCents).toBe(rates[codeOf(unit.roomTypeId)]);
    }
    expect(rows.filter((unit) => unit.status === 'maintenance')).toHaveLength(1);
    expect(rows.filter((unit) => unit.bookingComId !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((unit) => unit.comments !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('adds Garden City, coming soon, with rooms of its own and nobody working there yet', async () => {
    const { db } = database.client;
    const [garden] = await db.select().from(properties).where(eq(properties.slug, 'garden-city'));
    expect(garden).toMatchObject({
      status: 'coming_soon',
      propertyName: 'Garden City Suites',
      addressAr: '5 شارع أحمد باشا، جاردن سيتي، القاهرة',
    });
    const rooms = await db
      .select({ name: units.name })
      .from(units)
      .where(eq(units.propertyId, garden?.id ?? ''))
      .orderBy(asc(units.name));
    expect(rooms.map((room) => room.name)).toEqual(['G-11', 'G-12', 'G-21']);
    const roles = await db
      .select({ email: users.email, role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.propertyId, garden?.id ?? ''));
    expect(roles).toEqual([]);
    // Its stays are none: the demo's reservations are all in Zamalek.
    const stays = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.propertyId, garden?.id ?? ''));
    expect(stays).toEqual([]);
  });

  it('creates about forty reservations with no two live stays of a unit sharing a night', async () => {
    const rows = await all();
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.length).toBeLessThanOrEqual(50);
    const live = rows.filter((row) => row.status !== 'cancelled');
    for (const [i, a] of live.entries()) {
      for (const b of live.slice(i + 1)) {
        const clash =
          a.unitId === b.unitId &&
          staysOverlap(
            { checkIn: a.checkInDate, checkOut: a.checkOutDate },
            { checkIn: b.checkInDate, checkOut: b.checkOutDate },
          );
        expect(clash, `${a.bookingReference} / ${b.bookingReference}`).toBe(false);
      }
    }
    const cancelled = rows.filter((row) => row.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
    expect(cancelled.length).toBeLessThanOrEqual(2);
  });

  it('places stays around today: past, in-house, arriving, departing and future', async () => {
    const rows = (await all()).filter((row) => row.status !== 'cancelled');
    const now = { today: TODAY, time: '09:00', noShowCutoff: DEFAULT_NO_SHOW_CUTOFF };
    const statuses = rows.map((row) =>
      displayStatus(row.status, row.checkInDate, row.checkOutDate, now),
    );
    expect(statuses.filter((s) => s === 'Due In').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 'Due Out').length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 'No-Show')).toEqual([]);
    const arrived = rows.filter(
      (row) => row.status === 'checked_in' || row.status === 'checked_out',
    );
    expect(arrived.every((row) => row.checkedInAt !== null)).toBe(true);
    expect(statuses.filter((s) => s === 'Checked-Out').length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 'In-House').length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s === 'Upcoming').length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => row.checkInDate === TODAY).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.checkOutDate === TODAY).length).toBeGreaterThanOrEqual(2);

    const [maintenance] = await database.client.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.status, 'maintenance'));
    const inMaintenanceToday = rows.filter(
      (row) =>
        row.unitId === maintenance?.id && row.checkInDate <= TODAY && TODAY < row.checkOutDate,
    );
    expect(inMaintenanceToday).toEqual([]);
  });

  it('prices every stay exactly, with the commission of its source', async () => {
    const rows = await all();
    const sources = new Set(rows.map((row) => row.source));
    for (const source of [
      'Booking.com',
      'Direct Website',
      'KSS',
      'Karim Adel',
      'Others - Instagram',
    ]) {
      expect(sources).toContain(source);
    }
    expect(new Set(rows.map((row) => row.channel))).toEqual(
      new Set(['Booking.com', 'Website', 'Manual']),
    );
    for (const row of rows) {
      const rate = defaultCommissionRate(row.source, row.channel ?? undefined);
      const totals = stayTotals(row.pricePerNightCents ?? 0, row.nights, rate);
      expect(row.pricePerNightCents ?? 0).toBeGreaterThan(0);
      expect((row.pricePerNightCents ?? 0) % 100).toBe(0);
      expect(row.commissionRate).toBe(rate);
      expect(row.totalPriceCents).toBe(totals.totalCents);
      expect(row.commissionAmountCents).toBe(totals.commissionCents);
      expect(row.netRevenueCents).toBe(totals.netCents);
      expect(row.currency).toBe('USD');
    }
    const booking = rows.find((row) => row.source === 'Booking.com');
    expect(booking?.commissionRate).toBe(17.4);
    expect(rows.find((row) => row.channel === 'Website')?.commissionRate).toBe(0);
  });

  it('fills guests, references and search text consistently', async () => {
    const rows = await all();
    const names = rows.flatMap((row) => row.guestNames);
    expect(names.some((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    for (const row of rows) {
      expect(row.bookingReference).toMatch(
        row.channel === 'Website' ? /^WEB-\d{13}-[A-Z2-9]{4}$/ : /^MAN-\d{13}-[A-Z2-9]{4}$/,
      );
      expect(row.guestTypes).toHaveLength(row.guestNames.length);
      expect(row.guestGenders).toHaveLength(row.guestNames.length);
      expect(row.numberOfGuests).toBe(row.guestNames.length);
      expect(row.adults + row.children).toBe(row.numberOfGuests);
      expect(row.guestTypes.filter((type) => type === 'adult')).toHaveLength(row.adults);
      for (const [i, type] of row.guestTypes.entries()) {
        expect(type === 'adult' ? ['male', 'female'] : ['']).toContain(row.guestGenders[i]);
      }
      expect(row.guestNationality).toBeTruthy();
      expect(row.contactEmail).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(row.contactPhone).toMatch(/^\+\d{8,15}$/);
      // The database keeps the search text (migration 0019): reference, names, e-mail, phone.
      expect(row.searchText).toContain(row.bookingReference.toLowerCase());
      expect(row.searchText).toContain(row.contactPhone?.replace(/\D/g, ''));
      expect(row.searchText).toContain(row.contactEmail?.toLowerCase());
    }
  });

  it('dates a few bookings within the last 24 hours and none in the future', async () => {
    const rows = await all();
    const ages = rows.map((row) => NOW.getTime() - row.createdAt.getTime());
    expect(ages.every((age) => age > 0)).toBe(true);
    expect(ages.filter((age) => age <= 24 * 3_600_000).length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic: the same inputs give the same reservations', async () => {
    const other = await createTestDatabase(driver);
    try {
      await seedDemoData(other.client.db, { hashPassword: fakeHash, today: TODAY, now: NOW });
      const shape = async (db: TestDatabase['client']['db']) =>
        await db
          .select({
            reference: reservations.bookingReference,
            unit: units.name,
            checkIn: reservations.checkInDate,
            guests: reservations.guestNames,
            total: reservations.totalPriceCents,
            status: reservations.status,
          })
          .from(reservations)
          .innerJoin(units, eq(units.id, reservations.unitId))
          .orderBy(asc(reservations.bookingReference));
      expect(await shape(other.client.db)).toEqual(await shape(database.client.db));
    } finally {
      await other.dispose();
    }
  });
});
