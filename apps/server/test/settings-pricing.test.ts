import { loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { auditLog, priceCharges } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { todayIn } from '@zamalek/domain/dates';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import type { ChargeFieldsInput } from '@zamalek/domain/pricing/rate-forms';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers } from './support/role-callers';
import { createSocketClient, rejectionCode } from './support/socket-client';
import { createTestUser, signedInSession } from './support/users';

const VAT: ChargeFieldsInput = { name: 'VAT', kind: 'tax', basis: 'percent', percent: 14 };
const TOURISM: ChargeFieldsInput = {
  name: 'Tourism fund',
  kind: 'fee',
  basis: 'percent',
  percent: 1,
  minPerNight: 1,
  maxPerNight: 2,
};
const CLEANING: ChargeFieldsInput = {
  name: 'Cleaning',
  kind: 'fee',
  basis: 'per_stay',
  amount: 40,
};

describe.each(testDrivers)('taxes, fees, weekend nights and the EGP rate (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let roles: Awaited<ReturnType<typeof roleCallers>>;
  const sockets: Array<ReturnType<typeof createSocketClient>> = [];

  beforeAll(async () => {
    server = await startTestServer(driver);
    roles = await roleCallers(server.database.client);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await server.db.delete(priceCharges);
    await roles.as('admin').settings.setWeekendNights({ weekendNights: [4, 5] });
    await roles.as('admin').settings.setEgpRate({ egpPerUsd: null });
  });
  afterAll(async () => {
    await server?.close();
  });

  const admin = () => roles.as('admin');
  const charges = () => server.db.select().from(priceCharges).orderBy(asc(priceCharges.position));
  const audits = () =>
    server.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'price_charge'));

  it('an admin adds VAT, the tourism fund fee and cleaning; a quote charges them', async () => {
    const vat = await admin().settings.createCharge(VAT);
    const tourism = await admin().settings.createCharge(TOURISM);
    const cleaning = await admin().settings.createCharge(CLEANING);
    const { charges: listed } = await admin().settings.pricing();
    expect(listed).toMatchObject([
      { id: vat.id, percent: 14, amountCents: null, included: false },
      { id: tourism.id, percent: 1, minPerNightCents: 100, maxPerNightCents: 200 },
      { id: cleaning.id, basis: 'per_stay', amountCents: 4_000, percent: null },
    ]);
    // Two $100 nights: VAT $28, tourism fund $1 a night (its minimum), cleaning $40.
    const unit = await insertUnit(server.db, {
      unitType: `Quote ${driver}`,
      baseRateCents: 10_000,
    });
    const rules = await loadPricingRules(server.db, {
      propertyId: unit.propertyId,
      nights: { from: '2031-03-02', to: '2031-03-04' },
    });
    const quote = quoteStay(rules, {
      unit: { id: unit.id, roomTypeId: unit.roomTypeId, baseRateCents: 10_000 },
      checkIn: '2031-03-02',
      checkOut: '2031-03-04',
      guests: 1,
    });
    expect(quote.charges.map((charge) => charge.totalCents)).toEqual([2_800, 200, 4_000]);
    expect(quote.totalCents).toBe(20_000 + 2_800 + 200 + 4_000);
    expect((await audits()).map((entry) => entry.action)).toEqual(['create', 'create', 'create']);
  });

  it('edits, reorders and removes charges, each audited once', async () => {
    const vat = await admin().settings.createCharge(VAT);
    const fee = await admin().settings.createCharge(CLEANING);
    const edit = { ...VAT, id: vat.id, percent: 14, included: true };
    expect(await admin().settings.updateCharge(edit)).toEqual({ id: vat.id, changed: true });
    expect(await admin().settings.updateCharge(edit)).toEqual({ id: vat.id, changed: false });
    // Switching basis clears what the old basis used.
    await admin().settings.updateCharge({
      ...CLEANING,
      id: fee.id,
      basis: 'per_night',
      amount: 5,
      percent: 3,
    });
    expect(await charges()).toMatchObject([
      { id: vat.id, included: true },
      { id: fee.id, basis: 'per_night', amountCents: 500, percent: null },
    ]);
    expect(await admin().settings.reorderCharges({ ids: [fee.id, vat.id] })).toEqual({
      changed: true,
    });
    expect((await charges()).map((charge) => charge.id)).toEqual([fee.id, vat.id]);
    expect(await admin().settings.reorderCharges({ ids: [fee.id, vat.id] })).toEqual({
      changed: false,
    });
    // A stale list (a charge added or removed meanwhile) is refused, nothing moved.
    expect(await outcome(admin().settings.reorderCharges({ ids: [vat.id] }))).toBe(
      `CONFLICT: ${APP_ERROR_MESSAGES.CHARGES_CHANGED}`,
    );
    expect(await admin().settings.deleteCharge({ id: vat.id })).toEqual({ removed: true });
    expect(await admin().settings.deleteCharge({ id: vat.id })).toEqual({ removed: false });
    expect(await outcome(admin().settings.updateCharge({ ...VAT, id: vat.id }))).toBe(
      `NOT_FOUND: ${APP_ERROR_MESSAGES.PRICE_CHARGE_GONE}`,
    );
    const actorId = roles.userId('admin');
    const mine = (await audits()).filter((entry) =>
      [vat.id, fee.id, 'order'].includes(entry.entityId),
    );
    expect(mine).toMatchObject([
      { action: 'create', entityId: vat.id, actorId },
      { action: 'create', entityId: fee.id, actorId },
      { action: 'update', entityId: vat.id, actorId },
      { action: 'update', entityId: fee.id, actorId },
      { action: 'reorder', entityId: 'order', actorId },
      { action: 'delete', entityId: vat.id, actorId },
    ]);
  });

  it.each(['manager', 'front_desk', 'housekeeping', 'none'] as const)(
    '%s may not read or change taxes, weekend nights or the EGP rate',
    async (who) => {
      const vat = await admin().settings.createCharge(VAT);
      const forbidden = 'FORBIDDEN: You do not have permission to change settings.';
      const caller = roles.as(who);
      for (const call of [
        caller.settings.pricing(),
        caller.settings.createCharge(CLEANING),
        caller.settings.updateCharge({ ...VAT, id: vat.id, percent: 0 }),
        caller.settings.deleteCharge({ id: vat.id }),
        caller.settings.reorderCharges({ ids: [vat.id] }),
        caller.settings.setWeekendNights({ weekendNights: [0] }),
        caller.settings.setEgpRate({ egpPerUsd: 1 }),
      ]) {
        expect(await outcome(call)).toBe(forbidden);
      }
      expect(await charges()).toMatchObject([{ id: vat.id, percent: 14 }]);
    },
  );

  it('weekend nights move the weekend rate; the EGP rate is stamped with the property date', async () => {
    const { roomTypeId } = await insertUnit(server.db, {
      unitType: `Weekend ${driver}`,
      baseRateCents: 10_000,
    });
    await roles.as('manager').rateCalendar.createSeason({
      name: 'Spring',
      roomTypeId,
      startDate: '2031-03-01',
      endDate: '2031-03-31',
      nightly: 100,
      weekend: 130,
    });
    const rateOn = async (date: string) => {
      const month = await roles.as('manager').rateCalendar.month({ roomTypeId, month: '2031-03' });
      return month.days.find((day) => day.date === date)?.rateCents;
    };
    // 6 March 2031 is a Thursday, 8 March a Saturday.
    expect([await rateOn('2031-03-06'), await rateOn('2031-03-08')]).toEqual([13_000, 10_000]);
    await admin().settings.setWeekendNights({ weekendNights: [6, 5, 5] });
    expect((await admin().settings.pricing()).weekendNights).toEqual([5, 6]);
    expect([await rateOn('2031-03-06'), await rateOn('2031-03-08')]).toEqual([10_000, 13_000]);

    const anonymous = callerFor(server.database.client).caller;
    expect(await anonymous.public.displayCurrency()).toBeNull();
    expect(await admin().settings.setEgpRate({ egpPerUsd: 48.5 })).toEqual({
      egpPerUsd: 48.5,
      on: todayIn('Africa/Cairo', new Date()),
    });
    expect(await anonymous.public.displayCurrency()).toEqual({
      egpPerUsd: 48.5,
      on: todayIn('Africa/Cairo', new Date()),
    });
    await admin().settings.setEgpRate({ egpPerUsd: null });
    expect(await anonymous.public.displayCurrency()).toBeNull();
    const settingsAudit = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'property_settings'));
    expect(settingsAudit.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { weekendNights: [5, 6] },
        { egpPerUsd: 48.5, egpRateOn: todayIn('Africa/Cairo', new Date()) },
      ]),
    );
  });

  it('answers hostile input over HTTP with 400, and caps the number of charges', async () => {
    const user = await createTestUser(server.db, 'admin');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const bad: unknown[] = [
      { ...VAT, percent: 101 },
      { ...VAT, percent: -1 },
      { ...VAT, percent: null },
      { ...VAT, basis: 'per_room' },
      { ...VAT, kind: 'bribe' },
      { ...CLEANING, amount: null },
      { ...CLEANING, amount: -1 },
      { ...CLEANING, amount: 100_000.01 },
      { ...TOURISM, minPerNight: 3, maxPerNight: 2 },
      { ...VAT, name: '' },
      { ...VAT, name: 'x'.repeat(61) },
      { ...VAT, name: 'x'.repeat(1_000_000) },
      { ...VAT, name: 'VAT\u0000' },
      {},
    ];
    for (const input of bad) {
      const error = await rejection(
        api.trpc.settings.createCharge.mutate(input as ChargeFieldsInput),
      );
      expect(error.data?.httpStatus, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    for (const input of [
      { weekendNights: [7] },
      { weekendNights: [-1] },
      { weekendNights: Array(8).fill(1) },
    ]) {
      const error = await rejection(api.trpc.settings.setWeekendNights.mutate(input as never));
      expect(error.data?.httpStatus).toBe(400);
    }
    for (const egpPerUsd of [0, -3, 100_001, Number.NaN]) {
      const error = await rejection(api.trpc.settings.setEgpRate.mutate({ egpPerUsd }));
      expect(error.data?.httpStatus, String(egpPerUsd)).toBe(400);
    }
    const reorder = await rejection(
      api.trpc.settings.reorderCharges.mutate({ ids: Array(31).fill(crypto.randomUUID()) }),
    );
    expect(reorder.data?.httpStatus).toBe(400);
    expect(await charges()).toEqual([]);

    for (let n = 0; n < 30; n++)
      await api.trpc.settings.createCharge.mutate({ ...CLEANING, name: `Fee ${n}` });
    const tooMany = await rejection(api.trpc.settings.createCharge.mutate(CLEANING));
    expect(tooMany.data).toMatchObject({ httpStatus: 400, appCode: 'TOO_MANY_CHARGES' });
    api.close();
  });

  it('two admins adding charges at once get distinct places in the order', async () => {
    const other = await createTestUser(server.db, 'admin');
    const second = callerFor(
      server.database.client,
      await signedInSession(server.db, other.id),
    ).caller;
    await Promise.all([
      admin().settings.createCharge(VAT),
      second.settings.createCharge(CLEANING),
      admin().settings.createCharge(TOURISM),
    ]);
    expect(new Set((await charges()).map((charge) => charge.position)).size).toBe(3);
  });

  it('over an open WebSocket: a manager is refused the taxes', async () => {
    const user = await createTestUser(server.db, 'manager');
    const api = createApiClient(server.url);
    await api.trpc.auth.signIn.mutate({ email: user.email, password: user.password });
    const cookie = () => [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = createSocketClient(server.url, cookie);
    sockets.push(socket);
    expect(await rejectionCode(socket.trpc.settings.createCharge.mutate(VAT))).toBe('FORBIDDEN');
    // …while the rate calendar is a manager's.
    expect(Array.isArray(await socket.trpc.rateCalendar.unitTypes.query())).toBe(true);
    expect(await charges()).toEqual([]);
  });
});
