import { auditLog, priceCharges, rateSeasons, reservations, units } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { readStoredQuote } from '@zamalek/domain/pricing/stored-quote';
import type { WalkInInput } from '@zamalek/domain/walk-in';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { settleForCheckOut } from './support/settle';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

describe.each(testDrivers)('staff quotes (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let unitNumber = 0;
  const as = (who: Who) => users.as(who);

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.db.delete(priceCharges);
  });

  /** A room of a type of its own (seasons of one test touch no other), $120 a night. */
  const newUnit = async (values: Partial<typeof units.$inferInsert> = {}) => {
    unitNumber += 1;
    return insertUnit(server.db, {
      name: `SQ-${unitNumber}`,
      unitType: `One Bedroom SQ${unitNumber}`,
      baseRateCents: 12_000,
      ...values,
    });
  };
  const walkIn = (unitId: string, values: Partial<WalkInInput> = {}): WalkInInput => ({
    unitId,
    checkIn: day(0),
    checkOut: day(2),
    guestName: 'Quoted Guest',
    contactPhone: '+20 100 123 4567',
    // Brought by an agent, so the stay carries a commission to compute.
    source: 'KSS',
    ...values,
  });
  const stayOf = async (id: string) => {
    const [row] = await server.db.select().from(reservations).where(eq(reservations.id, id));
    return row;
  };
  const addVat = (percent = 14) =>
    server.db
      .insert(priceCharges)
      .values({ propertyId: FIRST_PROPERTY, name: 'VAT', kind: 'tax', basis: 'percent', percent });

  it('books a walk-in at the quote when no nightly price is given', async () => {
    const unit = await newUnit();
    await addVat();
    const created = await as('manager').reservations.walkIn(walkIn(unit.id));
    expect(await stayOf(created.id)).toMatchObject({
      pricePerNightCents: 12_000,
      totalPriceCents: 27_360,
      commissionRate: 10,
      // Commission and net on the total before taxes (24,000).
      commissionAmountCents: 2_400,
      netRevenueCents: 21_600,
    });
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'walk_in')));
    expect(audit?.after).toMatchObject({ pricedBy: 'Rates (quote)' });
  });

  it("lets only those allowed override the quote's nightly price, and records it", async () => {
    const unit = await newUnit();
    const created = await as('manager').reservations.walkIn(walkIn(unit.id, { pricePerNight: 90 }));
    const stay = await stayOf(created.id);
    expect(stay).toMatchObject({ pricePerNightCents: 9_000, totalPriceCents: 18_000 });
    expect(readStoredQuote(stay?.priceQuote)?.overridden).toBe(true);
    const { history } = await as('admin').reservations.byId({ id: created.id });
    expect(history[0]?.changes.map((change) => `${change.label} ${change.to}`)).toContain(
      "Priced by Manager's nightly price",
    );

    await as('admin').settings.setRoleCapability({
      role: 'manager',
      capability: 'rates.override',
      allowed: false,
    });
    try {
      const other = await newUnit();
      const account = await createTestUser(server.db, 'manager');
      const manager = callerFor(
        server.database.client,
        await signedInSession(server.db, account.id),
      ).caller;
      expect(
        await outcome(manager.reservations.walkIn(walkIn(other.id, { pricePerNight: 90 }))),
      ).toBe(`FORBIDDEN: ${APP_ERROR_MESSAGES.PRICE_OVERRIDE_FORBIDDEN}`);
      expect(
        await outcome(
          manager.rates.quote({
            unitId: other.id,
            checkIn: day(0),
            checkOut: day(2),
            guests: 1,
            pricePerNight: 90,
          }),
        ),
      ).toBe(`FORBIDDEN: ${APP_ERROR_MESSAGES.PRICE_OVERRIDE_FORBIDDEN}`);
      expect(
        await server.db.select().from(reservations).where(eq(reservations.unitId, other.id)),
      ).toEqual([]);
      expect(await outcome(manager.reservations.walkIn(walkIn(other.id)))).toBe('ok');
    } finally {
      await as('admin').settings.setRoleCapability({
        role: 'manager',
        capability: 'rates.override',
        allowed: true,
      });
    }
  });

  it('books a stay the rates do not price only with a nightly price', async () => {
    const unit = await newUnit({ baseRateCents: null });
    expect(await outcome(as('admin').reservations.walkIn(walkIn(unit.id)))).toBe(
      `BAD_REQUEST: ${APP_ERROR_MESSAGES.STAY_NOT_PRICED}`,
    );
    expect(
      await outcome(as('admin').reservations.walkIn(walkIn(unit.id, { pricePerNight: 80 }))),
    ).toBe('ok');
  });

  it('shows staff the stay rules a stay breaks as warnings, and books it anyway', async () => {
    const unit = await newUnit();
    await server.db.insert(rateSeasons).values({
      propertyId: FIRST_PROPERTY,
      name: 'Festival',
      roomTypeId: unit.roomTypeId,
      startDate: day(0),
      endDate: day(10),
      nightlyCents: 15_000,
      minStay: 4,
    });
    const quote = await as('front_desk').rates.quote({
      unitId: unit.id,
      checkIn: day(0),
      checkOut: day(2),
      guests: 1,
    });
    expect(quote).toMatchObject({
      totalCents: 30_000,
      averageNightlyCents: 15_000,
      warnings: ['These dates need a stay of at least 4 nights.'],
    });
    const created = await as('manager').reservations.walkIn(walkIn(unit.id));
    expect((await stayOf(created.id))?.totalPriceCents).toBe(30_000);
  });

  it('keeps what was sold on an edit that changes neither room, dates, guests nor price', async () => {
    const unit = await newUnit();
    await addVat();
    const created = await as('manager').reservations.walkIn(walkIn(unit.id));
    await server.db.update(priceCharges).set({ percent: 20 });
    await server.db.update(units).set({ baseRateCents: 50_000 }).where(eq(units.id, unit.id));
    const { reservation } = await as('manager').reservations.byId({ id: created.id });
    const form = {
      unitId: unit.id,
      checkIn: reservation.checkInDate,
      checkOut: reservation.checkOutDate,
      numberOfGuests: 1,
      guestNames: reservation.guestNames,
      guestGenders: [null],
      pricePerNight: null,
      commissionRate: 10,
      source: reservation.source,
      displayStatus: reservation.displayStatus,
      notes: 'Late arrival',
      channel: reservation.channel,
    };
    await as('manager').reservations.update({ id: created.id, changes: form });
    expect(await stayOf(created.id)).toMatchObject({
      totalPriceCents: 27_360,
      notes: 'Late arrival',
    });

    // A longer stay is priced again at today's rate, with the VAT it was sold with (14 %).
    const preview = await as('manager').rates.editQuote({
      id: created.id,
      unitId: unit.id,
      checkIn: form.checkIn,
      checkOut: addDaysIso(form.checkOut, 1),
      guests: 1,
    });
    expect(preview.totalCents).toBe(Math.round(3 * 50_000 * 1.14));
    await as('manager').reservations.update({
      id: created.id,
      changes: { ...form, checkOut: addDaysIso(form.checkOut, 1) },
    });
    expect((await stayOf(created.id))?.totalPriceCents).toBe(preview.totalCents);
    expect(
      await outcome(
        as('front_desk').rates.editQuote({
          id: created.id,
          unitId: unit.id,
          checkIn: form.checkIn,
          checkOut: form.checkOut,
          guests: 1,
        }),
      ),
    ).toMatch(/^FORBIDDEN/);
  });

  it('prices a moved quoted stay again, with the taxes it was sold with', async () => {
    const unit = await newUnit();
    const other = await newUnit({ baseRateCents: 20_000 });
    await addVat();
    const created = await as('manager').reservations.walkIn(walkIn(unit.id));
    await server.db.update(priceCharges).set({ percent: 20 });
    const target = { id: created.id, unitId: other.id, checkIn: day(0), checkOut: day(3) };
    const preview = await as('manager').reservations.movePreview(target);
    // Three nights at the new room's $200, VAT at the 14 % it was sold with.
    expect(preview.after).toEqual({ nights: 3, totalCents: 68_400 });
    await as('manager').reservations.move(target);
    expect(await stayOf(created.id)).toMatchObject({
      unitId: other.id,
      totalPriceCents: 68_400,
      commissionAmountCents: 6_000,
      netRevenueCents: 54_000,
    });
  });

  it('prices an early check-out that shortens the stay again; its undo gives the nights back while free', async () => {
    const unit = await newUnit({ baseRateCents: 19_000 });
    await addVat();
    const created = await as('manager').reservations.walkIn(walkIn(unit.id, { checkOut: day(3) }));
    const { id } = created;
    expect((await stayOf(id))?.totalPriceCents).toBe(64_980);
    await as('front_desk').reservations.checkIn({ id, notReadyAccepted: true });
    await settleForCheckOut(as('front_desk'), { id, shortenStay: true });
    await as('front_desk').reservations.checkOut({ id, shortenStay: true });
    // One night at $190 with 14 % VAT, the quote's own lines saying the same.
    const short = await stayOf(id);
    expect(short).toMatchObject({
      checkOutDate: day(1),
      totalPriceCents: 21_660,
      commissionAmountCents: 1_900,
      netRevenueCents: 17_100,
    });
    expect(readStoredQuote(short?.priceQuote)?.nights).toHaveLength(1);
    expect(readStoredQuote(short?.priceQuote)?.totalCents).toBe(21_660);

    await as('front_desk').reservations.undoCheckOut({ id });
    const back = await stayOf(id);
    expect(back).toMatchObject({
      status: 'checked_in',
      checkOutDate: day(3),
      totalPriceCents: 64_980,
    });
    expect(readStoredQuote(back?.priceQuote)?.nights).toHaveLength(3);

    // Shortened again, and the freed nights sold: the undo says why it cannot give them back.
    await as('front_desk').reservations.checkOut({ id, shortenStay: true });
    await insertStay(server.db, unit.id, day(1), day(3));
    expect(await outcome(as('front_desk').reservations.undoCheckOut({ id }))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.UNDO_NIGHTS_TAKEN}`,
    );
    expect(await stayOf(id)).toMatchObject({ status: 'checked_out', checkOutDate: day(1) });
  });

  it('keeps a stay sold before quotes at its nightly price, with no taxes added later', async () => {
    const unit = await newUnit();
    await addVat();
    const legacy = await insertStay(server.db, unit.id, day(20), day(22), {
      pricePerNightCents: 10_000,
      totalPriceCents: 20_000,
      commissionRate: 10,
      commissionAmountCents: 2_000,
      netRevenueCents: 18_000,
    });
    const preview = await as('admin').rates.editQuote({
      id: legacy.id,
      unitId: unit.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 1,
    });
    expect(preview).toMatchObject({ totalCents: 30_000, taxesCents: 0 });
  });

  it.each(['housekeeping', 'none'] as const)('refuses %s a quote', async (who) => {
    const unit = await newUnit();
    const input = { unitId: unit.id, checkIn: day(0), checkOut: day(2), guests: 1 };
    expect(await outcome(as(who).rates.quote(input))).toMatch(/^FORBIDDEN/);
  });

  it('refuses housekeeping over HTTP and over an open WebSocket; bad input is a 400', async () => {
    const unit = await newUnit();
    const input = { unitId: unit.id, checkIn: day(0), checkOut: day(2), guests: 1 };
    const user = await createTestUser(server.db, 'housekeeping');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    expect((await rejection(client.trpc.rates.quote.query(input))).data?.httpStatus).toBe(403);
    const socket = createSocketClient(server.url, () =>
      [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    );
    expect(await rejectionCode(socket.trpc.rates.quote.query(input))).toBe('FORBIDDEN');
    socket.close();
    client.close();

    const manager = await createTestUser(server.db, 'manager');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email: manager.email, password: manager.password });
    for (const bad of [
      { ...input, checkOut: input.checkIn },
      { ...input, checkOut: '9999-12-31' },
      { ...input, checkIn: '9999-12-30', checkOut: '9999-12-31' },
      { ...input, guests: 0 },
      { ...input, pricePerNight: -1 },
      { ...input, pricePerNight: 1e12 },
      { ...input, unitId: 'x'.repeat(5_000) },
    ]) {
      expect((await rejection(api.trpc.rates.quote.query(bad))).data?.httpStatus).toBe(400);
    }
    api.close();
  });
});
