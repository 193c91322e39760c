import { randomUUID } from 'node:crypto';
import { folioExtras } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());

/**
 * The property's list of extras: admins add, rename, price and retire them on Settings; the desk
 * posts those offered, each under its name as it is then; receipts name them in the guest's
 * language.
 */
describe.each(testDrivers)('extras (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let stay = '';
  const as = (who: Who) => users.as(who);
  const cot = {
    label: 'Baby cot',
    labelAr: 'سرير أطفال',
    account: 'extras_revenue' as const,
    defaultAmountMinor: 1_000,
  };
  const post = (code: string) =>
    as('front_desk').folios.charge({
      reservationId: stay,
      code,
      amountMinor: 1_000,
      memo: '',
      idempotencyKey: randomUUID(),
    });

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    const unit = await insertUnit(server.db, { name: `EX-${driver}`, baseRateCents: 8_000 });
    stay = (
      await as('manager').reservations.walkIn({
        unitId: unit.id,
        checkIn: today,
        checkOut: addDaysIso(today, 1),
        guestName: 'Mona Adel',
        contactPhone: '+20 100 000 0002',
        source: 'Direct',
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts from the usual list, and an admin adds one the desk posts by its name', async () => {
    const listed = await as('admin').settings.extras();
    expect(listed.slice(0, 2).map((extra) => extra.label)).toEqual([
      'Late check-out',
      'Early check-in',
    ]);
    const results = await Promise.all([
      outcome(as('admin').settings.addExtra(cot)),
      outcome(as('admin').settings.addExtra(cot)),
    ]);
    expect(results.sort()).toEqual([`CONFLICT: ${APP_ERROR_MESSAGES.EXTRA_TAKEN}`, 'ok']);
    const offered = await as('front_desk').folios.extras();
    expect(offered.at(-1)).toMatchObject({
      code: 'baby_cot',
      label: 'Baby cot',
      defaultAmountMinor: 1_000,
    });
    await post('baby_cot');
    const [folio] = await as('front_desk').folios.stay({ reservationId: stay });
    expect(folio?.entries.at(-1)?.label).toBe('Baby cot');
  });

  it('keeps the name a charge was posted with; a retired extra is no longer posted', async () => {
    await as('admin').settings.updateExtra({
      ...cot,
      code: 'baby_cot',
      label: 'Cot for a baby',
      active: false,
    });
    const [folio] = await as('front_desk').folios.stay({ reservationId: stay });
    expect(folio?.entries.at(-1)?.label).toBe('Baby cot');
    expect((await as('front_desk').folios.extras()).map((extra) => extra.code)).not.toContain(
      'baby_cot',
    );
    for (const code of ['baby_cot', 'never_heard_of']) {
      expect(await outcome(post(code))).toBe(`BAD_REQUEST: ${APP_ERROR_MESSAGES.EXTRA_UNKNOWN}`);
    }
    expect(await outcome(post('Not A Code'))).toMatch(/^BAD_REQUEST/);
  });

  it('is for admins to change; hostile input is refused with nothing written', async () => {
    expect(await outcome(as('front_desk').settings.addExtra(cot))).toMatch(/^FORBIDDEN/);
    expect(await outcome(as('manager').settings.extras())).toMatch(/^FORBIDDEN/);
    expect(await outcome(as('housekeeping').folios.extras())).toMatch(/^FORBIDDEN/);
    const before = await server.db.select().from(folioExtras);
    for (const hostile of [
      { ...cot, label: '' },
      { ...cot, label: 'x'.repeat(61) },
      { ...cot, labelAr: 'س'.repeat(61) },
      { ...cot, defaultAmountMinor: 0 },
      { ...cot, defaultAmountMinor: 10_000_001 },
      { ...cot, defaultAmountMinor: 1.5 },
      { ...cot, account: 'cash' as 'extras_revenue' },
    ]) {
      expect(await outcome(as('admin').settings.addExtra(hostile))).toMatch(/^BAD_REQUEST/);
    }
    expect(
      await outcome(
        as('admin').settings.updateExtra({ ...cot, code: 'no_such_extra', active: true }),
      ),
    ).toBe('NOT_FOUND: Extra not found.');
    expect(await server.db.select().from(folioExtras)).toHaveLength(before.length);
    const [stored] = await server.db
      .select()
      .from(folioExtras)
      .where(eq(folioExtras.code, 'baby_cot'));
    expect(stored?.label).toBe('Cot for a baby');
  });
});
