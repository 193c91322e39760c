import { priceCharges, reservations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import type { AuditChange } from '@zamalek/domain/audit-changes';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { MONEY_WITHHELD_MESSAGE } from '@zamalek/domain/money-view';
import type { Capability, Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { createSocketClient } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const line = ({ label, from, to }: AuditChange) =>
  [label, from, from !== null && to !== null ? '→' : null, to].filter(Boolean).join(' ');
/**
 * Every number a read holds, and every run of digits in its texts: an amount leaks as one or the
 * other. (A substring search of the whole JSON also finds "3613" inside an id or a timestamp.)
 */
function numbersIn(value: unknown): string[] {
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'string') return value.match(/\d+/g) ?? [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(numbersIn);
}
/** An amount in words: "$123.45", or a rate "12%" (the currency's code alone says no amount). */
const MONEY_WORDS = /\$|\d%/;

describe.each(testDrivers)('money withheld without reservations.viewMoney (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  let unitId = '';
  let otherUnitId = '';
  let walkInId = '';
  let legacyId = '';

  /** A caller signed in now: its capabilities are the matrix as an admin has adjusted it now. */
  async function freshCaller(role: Role) {
    const user = await createTestUser(server.db, role);
    return callerFor(server.database.client, await signedInSession(server.db, user.id)).caller;
  }
  async function adjust(role: Role, capability: Capability, allowed: boolean) {
    await as('admin').settings.setRoleCapability({ role, capability, allowed });
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const unit = await insertUnit(server.db, {
      name: 'MW-101',
      unitType: 'Money Withheld',
      baseRateCents: 12_345,
    });
    const other = await insertUnit(server.db, {
      name: 'MW-102',
      unitType: 'Money Withheld',
      baseRateCents: 12_345,
    });
    unitId = unit.id;
    otherUnitId = other.id;
    await server.db.insert(priceCharges).values({
      propertyId: FIRST_PROPERTY,
      name: 'VAT',
      kind: 'tax',
      basis: 'percent',
      percent: 14,
    });
    // Arriving today, sold at the quote with its taxes (a price breakdown), by an agent (commission).
    const walkIn = await as('manager').reservations.walkIn({
      unitId,
      checkIn: day(0),
      checkOut: day(2),
      guestName: 'Money Guest',
      contactPhone: '+20 100 123 4567',
      source: 'KSS',
    });
    walkInId = walkIn.id;
    // Then priced by the manager: the history has a line for each amount.
    await as('manager').reservations.update({
      id: walkInId,
      changes: {
        unitId,
        checkIn: day(0),
        checkOut: day(2),
        numberOfGuests: 1,
        guestNames: ['Money Guest'],
        guestGenders: ['female'],
        guestNationality: 'Egyptian',
        contactEmail: '',
        contactPhone: '+20 100 123 4567',
        pricePerNight: 150.55,
        commissionRate: 12,
        source: 'KSS',
        displayStatus: 'Due In',
        notes: '',
        channel: 'Walk-in',
      },
    });
    // A stay priced before quotes: no breakdown, its amounts only in its row.
    legacyId = (
      await insertStay(server.db, otherUnitId, day(5), day(8), {
        pricePerNightCents: 9_871,
        totalPriceCents: 29_613,
        commissionAmountCents: 2_961,
        netRevenueCents: 26_652,
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every read of a stay, a room or a list that housekeeping may make, in one JSON text. */
  async function everyRead(caller: ReturnType<typeof as>) {
    const reads = {
      walkIn: await caller.reservations.byId({ id: walkInId }),
      legacy: await caller.reservations.byId({ id: legacyId }),
      list: await caller.reservations.list({ sort: 'checkIn', direction: 'asc', pageSize: 100 }),
      listTotal: await caller.reservations.listTotal({}),
      dashboard: await caller.reservations.dashboard(),
      arrivals: await caller.reservations.dashboardList({ card: 'arrivals' }),
      inHouse: await caller.reservations.dashboardList({ card: 'inHouse' }),
      departures: await caller.reservations.dashboardList({ card: 'departures' }),
      newBookings: await caller.reservations.dashboardList({ card: 'newBookings' }),
      calendar: await caller.reservations.calendar({ from: day(0), to: day(14) }),
      rooms: await caller.units.list(),
      freeUnits: await caller.reservations.freeUnits({
        stay: { checkIn: day(20), checkOut: day(22) },
      }),
      unitOptions: await caller.reservations.unitOptions(),
      board: await caller.units.housekeepingBoard(),
    };
    return { reads, text: JSON.stringify(reads) };
  }

  /** The amounts front desk reads of the two stays and the room, as digits. */
  async function amountsShownToTheDesk() {
    const { reads } = await everyRead(as('front_desk'));
    const { walkIn, legacy } = reads;
    const amounts = [
      walkIn.reservation.pricePerNightCents,
      walkIn.reservation.totalPriceCents,
      walkIn.reservation.commissionAmountCents,
      walkIn.reservation.netRevenueCents,
      walkIn.price?.taxesCents,
      walkIn.price?.totalBeforeTaxesCents,
      legacy.reservation.pricePerNightCents,
      legacy.reservation.totalPriceCents,
      legacy.reservation.commissionAmountCents,
      legacy.reservation.netRevenueCents,
      12_345,
    ];
    return amounts.map((amount) => {
      if (typeof amount !== 'number') throw new Error('front desk was shown no amount');
      return String(amount);
    });
  }

  it('shows front desk every price, total, tax and commission', async () => {
    const { reads } = await everyRead(as('front_desk'));
    expect(reads.walkIn.reservation).toMatchObject({
      pricePerNightCents: 15_055,
      totalPriceCents: 34_326,
      commissionRate: 12,
      commissionAmountCents: 3_613,
      netRevenueCents: 26_497,
    });
    expect(reads.walkIn.price?.taxesCents).toBe(4_216);
    expect(reads.walkIn.price?.breakdown.totalCents).toBe(34_326);
    expect(reads.walkIn.history[0]?.changes.map(line)).toContain(
      'Price per night $123.45 → $150.55',
    );
    expect(reads.list.rows.find((row) => row.id === walkInId)?.totalPriceCents).toBe(34_326);
    expect(reads.arrivals.find((row) => row.id === walkInId)?.totalPriceCents).toBe(34_326);
    expect(reads.rooms.find((room) => room.id === unitId)?.baseRateCents).toBe(12_345);
    const byTotal = await as('front_desk').reservations.list({ sort: 'total', direction: 'desc' });
    expect(byTotal.rows.map((row) => row.id)).toContain(walkInId);
  });

  it('gives housekeeping no amount from any read it may make', async () => {
    const amounts = await amountsShownToTheDesk();
    const { reads, text } = await everyRead(as('housekeeping'));
    expect(text).not.toMatch(MONEY_WORDS);
    const numbers = numbersIn(reads);
    for (const amount of amounts) {
      expect(numbers).not.toContain(amount);
      expect(text).not.toContain((Number(amount) / 100).toFixed(2));
    }

    // The stay, its breakdown and its history.
    expect(reads.walkIn.reservation).toMatchObject({
      pricePerNightCents: null,
      totalPriceCents: null,
      commissionRate: null,
      commissionAmountCents: null,
      netRevenueCents: null,
    });
    expect(reads.walkIn.price).toBeNull();
    expect(reads.walkIn.reservation).not.toHaveProperty('priceQuote');
    const [edit, created] = reads.walkIn.history;
    // The edit's lines, its five amounts (and how it was priced) said as one.
    expect(edit?.changes.map(line)).toEqual([
      'Guest genders Female',
      'Nationality Egyptian',
      'Contact details changed',
      'Price changed',
      'Channel Manual → Walk-in',
    ]);
    expect(created?.changes.map((change) => change.field)).not.toContain('totalPriceCents');
    expect(reads.legacy.reservation.totalPriceCents).toBeNull();

    // The list, the dashboard's lists and the rooms: the rows without their prices.
    const listed = reads.list.rows.filter((row) => [walkInId, legacyId].includes(row.id));
    expect(listed).toHaveLength(2);
    for (const row of [...reads.list.rows, ...reads.arrivals, ...reads.newBookings]) {
      expect(row).toMatchObject({ pricePerNightCents: null, totalPriceCents: null });
    }
    expect(reads.arrivals.map((row) => row.id)).toContain(walkInId);
    for (const room of reads.rooms) expect(room.baseRateCents).toBeNull();
    expect(reads.rooms.map((room) => room.id)).toContain(unitId);
    for (const room of reads.freeUnits) expect(room).not.toHaveProperty('baseRateCents');

    // Nor may the list be sorted by price: its page links carry the sort's values.
    for (const sort of ['total', 'pricePerNight'] as const) {
      expect(await outcome(as('housekeeping').reservations.list({ sort }))).toBe(
        `FORBIDDEN: ${MONEY_WITHHELD_MESSAGE}`,
      );
    }
  });

  it('withholds it over HTTP and over a WebSocket too', async () => {
    const user = await createTestUser(server.db, 'housekeeping');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const socket = createSocketClient(server.url, () =>
      [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    try {
      const detail = await api.trpc.reservations.byId.query({ id: walkInId });
      const list = await api.trpc.reservations.list.query({ sort: 'checkIn', direction: 'asc' });
      const overSocket = await socket.trpc.reservations.byId.query({ id: walkInId });
      const text = JSON.stringify({ detail, list, overSocket });
      expect(text).not.toMatch(MONEY_WORDS);
      expect(detail.reservation.totalPriceCents).toBeNull();
      expect(detail.price).toBeNull();
      expect(overSocket.reservation.totalPriceCents).toBeNull();
    } finally {
      socket.close();
    }
  });

  it('gives it back to housekeeping when an admin grants it in Settings, and takes it from the desk when withdrawn', async () => {
    await adjust('housekeeping', 'reservations.viewMoney', true);
    await adjust('front_desk', 'reservations.viewMoney', false);
    try {
      const housekeeper = await freshCaller('housekeeping');
      const granted = await housekeeper.reservations.byId({ id: walkInId });
      expect(granted.reservation.totalPriceCents).toBe(34_326);
      expect(granted.price?.taxesCents).toBe(4_216);
      expect(granted.history[0]?.changes.map(line)).toContain('Total $281.46 → $343.26');
      expect(
        (await housekeeper.units.list()).find((room) => room.id === unitId)?.baseRateCents,
      ).toBe(12_345);

      const desk = await freshCaller('front_desk');
      const { text } = await everyRead(desk);
      expect(text).not.toMatch(MONEY_WORDS);
    } finally {
      await adjust('housekeeping', 'reservations.viewMoney', false);
      await adjust('front_desk', 'reservations.viewMoney', true);
    }
  });

  it('lets a manager without it edit a stay but not see or set its price', async () => {
    await adjust('manager', 'reservations.viewMoney', false);
    try {
      const manager = await freshCaller('manager');
      const move = { id: legacyId, unitId: otherUnitId, checkIn: day(5), checkOut: day(9) };
      const preview = await manager.reservations.movePreview(move);
      expect(preview.before).toEqual({ nights: 3, totalCents: null });
      expect(preview.after).toEqual({ nights: 4, totalCents: null });
      const quote = {
        id: legacyId,
        unitId: otherUnitId,
        checkIn: day(5),
        checkOut: day(8),
        guests: 1,
      };
      expect(await outcome(manager.rates.editQuote(quote))).toBe(
        `FORBIDDEN: ${MONEY_WITHHELD_MESSAGE}`,
      );
      // Saving the form (whose price and commission fields it never saw) keeps both.
      await manager.reservations.update({
        id: legacyId,
        changes: {
          unitId: otherUnitId,
          checkIn: day(5),
          checkOut: day(8),
          numberOfGuests: 1,
          guestNames: ['Existing Guest'],
          guestGenders: ['female'],
          guestNationality: 'Egyptian',
          contactEmail: 'existing@example.com',
          contactPhone: '+201000000000',
          pricePerNight: 1,
          commissionRate: 50,
          source: 'KSS',
          displayStatus: 'Upcoming',
          notes: 'Late arrival',
          channel: 'Manual',
        },
      });
      const [stored] = await server.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, legacyId));
      expect(stored).toMatchObject({
        notes: 'Late arrival',
        pricePerNightCents: 9_871,
        totalPriceCents: 29_613,
        commissionRate: 10,
        commissionAmountCents: 2_961,
        netRevenueCents: 26_652,
      });
    } finally {
      await adjust('manager', 'reservations.viewMoney', true);
    }
  });
});
