import { auditHistory } from '@zamalek/db/queries/audit';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { clockIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import type { PropertyDetailsInput } from '@zamalek/domain/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { outcome, rejection } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const details: PropertyDetailsInput = {
  propertyName: 'Zamalek Suites',
  timeZone: 'Africa/Cairo',
  address: '12 Hassan Sabry Street, Zamalek, Cairo',
  addressAr: '12 شارع حسن صبري، الزمالك، القاهرة',
  phone: '+20 2 2735 0000',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  preArrivalInstructions: 'Ring the bell at the gate.\nThe door code is sent by SMS.',
  cancellationPolicy: 'Free cancellation up to 7 days before arrival.',
  houseRules: 'No smoking indoors.\nQuiet after 23:00.',
  houseRulesAr: 'ممنوع التدخين في الداخل.\nالهدوء بعد الساعة 23:00.',
  contactEmail: 'stay@zamalek.example',
  whatsapp: '201001234567',
  taxNumber: '100-200-300',
  digestHour: 8,
  dayCloseHour: 3,
};

describe.each(testDrivers)('the property details on the Settings page (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;

  async function as(role: Role | null) {
    const user = await createTestUser(database.client.db, role);
    return callerFor(database.client, await signedInSession(database.client.db, user.id)).caller;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each([...ROLES, null])('only admins change them (%s)', async (role) => {
    const before = await findPropertySettings(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
    });
    const result = await outcome(
      (await as(role)).settings.updatePropertyDetails({ ...details, phone: `+20 ${role}` }),
    );
    if (role === 'admin') {
      expect(result).toBe('ok');
      await (await as('admin')).settings.updatePropertyDetails({ ...details, phone: before.phone });
    } else {
      expect(result).toBe('FORBIDDEN: You do not have permission to change settings.');
      expect(
        await findPropertySettings(database.client.db, {
          propertyId: await firstPropertyId(database.client.db),
        }),
      ).toEqual(before);
    }
  });

  it('saves and shows them, auditing the changed fields only; the No-Show cut-off stays', async () => {
    const admin = await as('admin');
    await admin.settings.updateProperty({ noShowCutoff: '13:00' });
    await admin.settings.updatePropertyDetails({
      ...details,
      preArrivalInstructions: '  Ring the bell.\r\nCode by SMS.  ',
    });
    await admin.settings.updatePropertyDetails({ ...details, digestHour: 6 });
    const { property } = await admin.settings.overview();
    expect(property).toEqual({ ...details, digestHour: 6, noShowCutoff: '13:00' });

    const [last, previous] = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: await firstPropertyId(database.client.db),
    });
    expect([last?.before, last?.after]).toEqual([
      { preArrivalInstructions: 'Ring the bell.\nCode by SMS.', digestHour: 8 },
      { preArrivalInstructions: details.preArrivalInstructions, digestHour: 6 },
    ]);
    expect(previous?.after).toMatchObject({
      preArrivalInstructions: 'Ring the bell.\nCode by SMS.',
    });
    await admin.settings.updateProperty({ noShowCutoff: '12:00' });
  });

  it('refuses bad input over HTTP with a 400 and writes nothing', async () => {
    const user = await createTestUser(database.client.db, 'admin');
    const api = createApiClient(app.url);
    await api.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    const before = await findPropertySettings(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
    });
    const bad: Array<Partial<Record<keyof PropertyDetailsInput, unknown>>> = [
      { propertyName: '   ' },
      { propertyName: 'x'.repeat(101) },
      { propertyName: 'Zamalek\r\nBcc: all@example.com' },
      { phone: '+20\n1' },
      { timeZone: 'Cairo' },
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '' },
      { checkInTime: '25:00' },
      { checkOutTime: '9am' },
      { digestHour: 24 },
      { digestHour: 7.5 },
      { dayCloseHour: -1 },
      { taxNumber: '100 200 300' },
      { preArrivalInstructions: 'x'.repeat(2001) },
      { preArrivalInstructions: 'nul \u0000 inside' },
      { address: 42 },
      { addressAr: 'x'.repeat(301) },
      { addressAr: 'شارع\nحسن صبري' },
      { addressAr: null },
      { cancellationPolicy: 'x'.repeat(2001) },
      { houseRules: 'x'.repeat(2001) },
      { houseRules: null },
      { contactEmail: 'not an e-mail' },
      { contactEmail: `${'x'.repeat(250)}@example.com` },
      { whatsapp: 'wa.me/2010' },
      { whatsapp: '12345' },
      { whatsapp: '1'.repeat(16) },
    ];
    for (const change of bad) {
      const error = await rejection(
        api.trpc.settings.updatePropertyDetails.mutate({
          ...details,
          ...change,
        } as PropertyDetailsInput),
      );
      expect(error.data?.httpStatus).toBe(400);
    }
    expect(
      await findPropertySettings(database.client.db, {
        propertyId: await firstPropertyId(database.client.db),
      }),
    ).toEqual(before);
    api.close();
  });

  it("moves the property's clock with its time zone, and says when one is not a time zone", async () => {
    const admin = await as('admin');
    await admin.settings.updatePropertyDetails({ ...details, timeZone: 'Pacific/Kiritimati' });
    // Fourteen hours ahead of UTC: the screens' date and time of day follow the property's zone.
    const before = clockIn('Pacific/Kiritimati', new Date());
    const shown = await (await as('admin')).public.today();
    const after = clockIn('Pacific/Kiritimati', new Date());
    expect([before.time, after.time]).toContain(shown.time);
    expect([before.today, after.today]).toContain(shown.today);
    expect(
      await outcome(
        admin.settings.updatePropertyDetails({ ...details, timeZone: 'Africa/Atlantis' }),
      ),
    ).toBe("BAD_REQUEST: Choose the property's time zone from the list.");
    await admin.settings.updatePropertyDetails(details);
  });

  it('keeps the WhatsApp digits alone and audits the policies', async () => {
    const admin = await as('admin');
    await admin.settings.updatePropertyDetails({
      ...details,
      whatsapp: '+20 100 123-4567',
      cancellationPolicy: ' Non-refundable.\r\nNo exceptions. ',
    });
    const saved = await findPropertySettings(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
    });
    expect([saved.whatsapp, saved.cancellationPolicy]).toEqual([
      '201001234567',
      'Non-refundable.\nNo exceptions.',
    ]);
    const [last] = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: await firstPropertyId(database.client.db),
    });
    expect(last?.after).toMatchObject({ cancellationPolicy: 'Non-refundable.\nNo exceptions.' });
    await admin.settings.updatePropertyDetails(details);
  });

  it('gives the public site only what guests may see, to anyone', async () => {
    await (await as('admin')).settings.updatePropertyDetails(details);
    const api = createApiClient(app.url);
    const info = await api.trpc.public.property.query();
    expect(info).toEqual({
      // Where it is listed: its address name, its names and whether it takes bookings.
      slug: 'zamalek',
      status: 'open',
      propertyName: details.propertyName,
      propertyNameAr: null,
      address: details.address,
      addressAr: details.addressAr,
      phone: details.phone,
      checkInTime: details.checkInTime,
      checkOutTime: details.checkOutTime,
      cancellationPolicy: details.cancellationPolicy,
      houseRules: details.houseRules,
      contactEmail: details.contactEmail,
      whatsapp: details.whatsapp,
    });
    expect(JSON.stringify(info)).not.toMatch(/preArrival|digestHour|noShowCutoff|updated/);
    api.close();
  });

  it('keeps no Arabic address for an empty one: Arabic readers get the address', async () => {
    const admin = await as('admin');
    await admin.settings.updatePropertyDetails({ ...details, addressAr: '   ' });
    const saved = await findPropertySettings(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
    });
    expect(saved.addressAr).toBeNull();
    expect((await admin.settings.overview()).property.addressAr).toBe('');
    const [last] = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: await firstPropertyId(database.client.db),
    });
    expect([last?.before, last?.after]).toEqual([
      { addressAr: details.addressAr },
      { addressAr: null },
    ]);
    const api = createApiClient(app.url);
    expect(await api.trpc.public.property.query()).toMatchObject({
      address: details.address,
      addressAr: null,
    });
    api.close();
    await admin.settings.updatePropertyDetails(details);
  });

  it('keeps the Arabic house rules, and a new rules version only when the rules change', async () => {
    const admin = await as('admin');
    const propertyId = await firstPropertyId(database.client.db);
    const versions = async () =>
      executedRows(
        await database.client.db.execute(sql`
          select version, text_en as "textEn", text_ar as "textAr" from house_rules_versions
          where property_id = ${propertyId} order by version desc`),
      );
    await admin.settings.updatePropertyDetails(details);
    const before = await versions();

    const houseRulesAr = 'ممنوع التدخين.\nالحيوانات الأليفة غير مسموح بها.';
    await admin.settings.updatePropertyDetails({
      ...details,
      houseRulesAr: `  ${houseRulesAr}\r\n`,
    });
    expect((await admin.settings.overview()).property.houseRulesAr).toBe(houseRulesAr);
    const changed = await versions();
    expect(changed).toHaveLength(before.length + 1);
    expect(changed[0]).toEqual({
      version: Number(before[0]?.version) + 1,
      textEn: details.houseRules,
      textAr: houseRulesAr,
    });

    // Both languages changed in one save: one version for them; the same rules again: none.
    await admin.settings.updatePropertyDetails({ ...details, houseRules: 'No parties.' });
    await admin.settings.updatePropertyDetails({
      ...details,
      houseRules: 'No parties.',
      phone: '1',
    });
    const after = await versions();
    expect(after).toHaveLength(changed.length + 1);
    expect(after[0]).toMatchObject({ textEn: 'No parties.', textAr: details.houseRulesAr });

    const [last, previous] = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: propertyId,
    });
    expect(last?.after).toEqual({ phone: '1' });
    expect(previous?.after).toEqual({
      houseRules: 'No parties.',
      houseRulesAr: details.houseRulesAr,
    });
    await admin.settings.updatePropertyDetails(details);
  });

  it('answers a front desk session FORBIDDEN over HTTP', async () => {
    const user = await createTestUser(database.client.db, 'front_desk');
    const api = createApiClient(app.url);
    await api.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    const error = await rejection(api.trpc.settings.updatePropertyDetails.mutate(details));
    expect(error.data?.httpStatus).toBe(403);
    api.close();
  });

  it('two admins saving at once: both succeed in turn, the last one stays', async () => {
    const [first, second] = [await as('admin'), await as('admin')];
    await Promise.all([
      first.settings.updatePropertyDetails({ ...details, phone: '111' }),
      second.settings.updatePropertyDetails({ ...details, phone: '222' }),
    ]);
    const { phone } = await findPropertySettings(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
    });
    expect(['111', '222']).toContain(phone);
    // The later writer audited last: its entry has the higher id (both transactions may have
    // started in the same instant, so their created_at cannot tell them apart).
    const history = await auditHistory(database.client.db, {
      entity: 'property_settings',
      entityId: await firstPropertyId(database.client.db),
    });
    const [last] = history.slice(0, 2).sort((a, b) => b.id - a.id);
    expect(last?.after).toEqual({ phone });
  });
});
