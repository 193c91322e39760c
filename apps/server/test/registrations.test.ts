import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { auditLog, guestRegistrations } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { REGISTRATION_MESSAGES } from '@zamalek/domain/registrations/registration';
import { RETENTION_MESSAGE } from '@zamalek/domain/registrations/settings';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { DocumentStore } from '../src/documents/store';
import { sqlState } from '../src/errors';
import { eraseRegistrationsPastRetention } from '../src/registrations/retention';
import { FolderStore } from '../src/storage/folder-store';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const refused = (code: AppErrorCode, trpcCode: string) =>
  `${trpcCode}: ${APP_ERROR_MESSAGES[code]}`;
const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** An adult's registration with everything the authorities ask for. */
const complete = (reservationId: string, guestNo: number, fullName: string) => ({
  reservationId,
  guestNo,
  adult: true,
  fullName,
  nationality: 'German' as const,
  dateOfBirth: '1985-04-12',
  idType: 'passport' as const,
  idNumber: 'C01X00T47',
  idExpiry: day(900),
  residenceCountry: 'Germany',
});

/**
 * Guest registrations (decision 0085): one per guest, filled in at the desk, signed once when
 * complete under the house rules in force, the signature kept privately; the database refuses
 * every wrong write of them.
 */
describe.each(testDrivers)('guest registrations (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  let family = '';
  let unitId = '';

  const cookieOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    return `${SESSION_COOKIE}=${token}`;
  };
  const registrationId = async (reservationId: string, guestNo: number) => {
    const [row] = await server.db
      .select({ id: guestRegistrations.id })
      .from(guestRegistrations)
      .where(
        and(
          eq(guestRegistrations.reservationId, reservationId),
          eq(guestRegistrations.guestNo, guestNo),
        ),
      );
    return row?.id ?? '';
  };
  const sqlRefusal = (statement: ReturnType<typeof sql>) =>
    server.db.execute(statement).then(
      () => 'written',
      (error: unknown) => String(sqlState(error)),
    );

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    unitId = (await insertUnit(server.db, { name: 'REG-1', unitType: 'Registration' })).id;
    family = (
      await insertStay(server.db, unitId, day(0), day(4), {
        guestNames: ['Anna Weber', 'Jonas Weber', 'Mia Weber'],
        guestTypes: ['adult', 'adult', 'child'],
        guestGenders: ['female', 'male', 'female'],
        numberOfGuests: 3,
        adults: 2,
        children: 1,
      })
    ).id;
  }, 120_000);

  afterAll(() => server?.close());

  it('is for those who register guests: admins, managers and the desk', async () => {
    for (const who of ['housekeeping', 'none'] as const) {
      expect(await outcome(as(who).registrations.ofStay({ reservationId: family }))).toBe(
        'FORBIDDEN: You do not have permission to register guests.',
      );
      expect(await outcome(as(who).registrations.save(complete(family, 1, 'Anna Weber')))).toBe(
        'FORBIDDEN: You do not have permission to register guests.',
      );
    }
    const stay = await as('front_desk').registrations.ofStay({ reservationId: family });
    expect(stay.guests.map((guest) => [guest.bookedName, guest.adult, guest.status])).toEqual([
      ['Anna Weber', true, 'missing'],
      ['Jonas Weber', true, 'missing'],
      ['Mia Weber', false, 'missing'],
    ]);
    expect(stay.complete).toBe(false);
  });

  it('says what is missing, refuses impossible dates, and signs only a complete one, once', async () => {
    const desk = as('front_desk').registrations;
    await desk.save({
      ...complete(family, 1, 'Anna Weber'),
      idNumber: '',
      residenceCountry: '',
    });
    let stay = await desk.ofStay({ reservationId: family });
    expect(stay.guests[0]).toMatchObject({
      status: 'incomplete',
      missing: ['ID number', 'country of residence'],
    });
    const anna = await registrationId(family, 1);
    expect(
      await outcome(desk.sign({ registrationId: anna, signature: pngDataUrl(PNG_BYTES) })),
    ).toBe('PRECONDITION_FAILED: Fill in the ID number, country of residence first.');
    expect(
      await outcome(desk.save({ ...complete(family, 1, 'Anna Weber'), dateOfBirth: day(1) })),
    ).toBe(`BAD_REQUEST: ${REGISTRATION_MESSAGES.born}`);
    expect(
      await outcome(desk.save({ ...complete(family, 1, 'Anna Weber'), idExpiry: day(-1) })),
    ).toBe(`BAD_REQUEST: ${REGISTRATION_MESSAGES.expired}`);
    expect(await outcome(desk.save(complete(family, 4, 'Nobody')))).toBe(
      refused('NOT_FOUND', 'NOT_FOUND'),
    );
    await desk.save(complete(family, 1, 'Anna Weber'));
    stay = await desk.ofStay({ reservationId: family });
    expect(stay.guests[0]?.status).toBe('unsigned');

    // A file that only says it is a PNG is refused, and nothing is signed.
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect(await outcome(desk.sign({ registrationId: anna, signature: pngDataUrl(gif) }))).toBe(
      refused('SIGNATURE_UNREADABLE', 'BAD_REQUEST'),
    );
    expect(
      await outcome(desk.sign({ registrationId: anna, signature: 'data:image/jpeg;base64,AAAA' })),
    ).toBe(`BAD_REQUEST: ${REGISTRATION_MESSAGES.signature}`);

    await desk.sign({ registrationId: anna, signature: pngDataUrl(PNG_BYTES) });
    stay = await desk.ofStay({ reservationId: family });
    expect(stay.guests[0]?.status).toBe('signed');
    expect(stay.guests[0]?.registration?.signedVia).toBe('desk');
    expect(stay.guests[0]?.registration?.rulesVersion).toBe(stay.rules?.version);
    expect(
      await outcome(desk.sign({ registrationId: anna, signature: pngDataUrl(PNG_BYTES) })),
    ).toBe(refused('REGISTRATION_SIGNED', 'CONFLICT'));
    expect(await outcome(desk.save({ ...complete(family, 1, 'Anna Weber'), idNumber: 'X9' }))).toBe(
      refused('REGISTRATION_SIGNED', 'CONFLICT'),
    );
  });

  it('keeps the signature privately: re-drawn, for the desk only, each reading audited', async () => {
    // Signed over HTTP, so the signature is in the server's own store.
    const api = createApiClient(server.url);
    api.cookies.set(SESSION_COOKIE, (await cookieOf('front_desk')).split('=')[1] ?? '');
    await api.trpc.registrations.save.mutate(complete(family, 2, 'Jonas Weber'));
    const jonas = await registrationId(family, 2);
    await api.trpc.registrations.sign.mutate({
      registrationId: jonas,
      signature: pngDataUrl(PNG_BYTES),
    });
    api.close();
    const get = async (who: Who | null, id = jonas) =>
      fetch(`${server.url}/api/registrations/${id}/signature`, {
        headers: who ? { cookie: await cookieOf(who) } : {},
      });
    expect((await get(null)).status).toBe(401);
    expect((await get('housekeeping')).status).toBe(403);
    expect((await get('front_desk', crypto.randomUUID())).status).toBe(404);
    expect((await get('front_desk', 'not-an-id')).status).toBe(404);
    const response = await get('front_desk');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const image = Buffer.from(await response.arrayBuffer());
    expect((await sharp(image).metadata()).format).toBe('png');
    const entries = await server.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, jonas)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ['read_signature', 'save', 'sign'].sort(),
    );
    // The audit names fields, never a guest's values.
    expect(JSON.stringify(entries)).not.toContain('C01X00T47');
  });

  it('keeps the house rules a guest signed when the rules change', async () => {
    const desk = as('front_desk').registrations;
    const before = await desk.ofStay({ reservationId: family });
    await server.db.execute(
      sql`update properties set house_rules = 'No parties. A lost key costs $20.' where id = ${FIRST_PROPERTY}`,
    );
    const after = await desk.ofStay({ reservationId: family });
    expect(after.rules?.version).toBe((before.rules?.version ?? 0) + 1);
    expect(after.rules?.textEn).toBe('No parties. A lost key costs $20.');
    expect(after.guests[0]?.registration?.rulesVersion).toBe(before.rules?.version);
    // Saving the same rules again makes no new version.
    await server.db.execute(
      sql`update properties set house_rules = 'No parties. A lost key costs $20.' where id = ${FIRST_PROPERTY}`,
    );
    expect((await desk.ofStay({ reservationId: family })).rules?.version).toBe(
      after.rules?.version,
    );
  });

  it('two signing at once sign once', async () => {
    const couple = (
      await insertStay(server.db, unitId, day(10), day(12), {
        guestNames: ['Lena Braun', 'Paul Braun'],
        guestTypes: ['adult', 'adult'],
        numberOfGuests: 2,
        adults: 2,
      })
    ).id;
    await as('front_desk').registrations.save(complete(couple, 1, 'Lena Braun'));
    const lena = await registrationId(couple, 1);
    const sign = (who: Who) =>
      outcome(
        as(who).registrations.sign({ registrationId: lena, signature: pngDataUrl(PNG_BYTES) }),
      );
    const results = await Promise.all([sign('front_desk'), sign('manager')]);
    expect(results.sort()).toEqual([refused('REGISTRATION_SIGNED', 'CONFLICT'), 'ok'].sort());
    const signs = await server.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'registration'),
          eq(auditLog.entityId, lena),
          eq(auditLog.action, 'sign'),
        ),
      );
    expect(signs).toHaveLength(1);
  });

  it('where the property requires it, checks guests in once every adult has signed, or on a recorded override', async () => {
    const room = (await insertUnit(server.db, { name: 'REG-2', unitType: 'Registration' })).id;
    const arriving = (
      await insertStay(server.db, room, day(0), day(2), {
        guestNames: ['Omar Said', 'Laila Said'],
        guestTypes: ['adult', 'adult'],
        numberOfGuests: 2,
        adults: 2,
      })
    ).id;
    await server.db.execute(
      sql`update properties set registration_required = true where id = ${FIRST_PROPERTY}`,
    );
    try {
      expect(await outcome(as('front_desk').reservations.checkIn({ id: arriving }))).toBe(
        refused('REGISTRATION_REQUIRED', 'PRECONDITION_FAILED'),
      );
      expect(
        await outcome(
          as('front_desk').reservations.checkIn({ id: arriving, registrationOverride: true }),
        ),
      ).toBe(refused('FORBIDDEN', 'FORBIDDEN'));
      await as('manager').reservations.checkIn({ id: arriving, registrationOverride: true });
      const [entry] = await server.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'reservation'),
            eq(auditLog.entityId, arriving),
            eq(auditLog.action, 'check_in'),
          ),
        );
      expect(entry?.after).toMatchObject({ registrationOverridden: '2 adult(s) not signed' });
    } finally {
      await server.db.execute(
        sql`update properties set registration_required = false where id = ${FIRST_PROPERTY}`,
      );
    }
  });

  it('exports the list for the authorities, everyone or foreigners only, for admins and managers, audited', async () => {
    const [omarStay] = executedRows(
      await server.db.execute(
        sql`select id from reservations where guest_names[1] = 'Omar Said' limit 1`,
      ),
    );
    await as('front_desk').registrations.save({
      ...complete(String(omarStay?.id), 1, 'Omar Said'),
      nationality: 'Egyptian',
      idType: 'national_id',
      idNumber: '28501011234567',
      residenceCountry: 'Egypt',
    });
    const list = async (who: Who, query: string) => {
      const response = await fetch(`${server.url}/api/registrations/list.csv?${query}`, {
        headers: { cookie: await cookieOf(who) },
      });
      return { status: response.status, text: await response.text(), response };
    };
    const range = `from=${day(-1)}&to=${day(3)}`;
    expect((await list('front_desk', range)).status).toBe(403);
    expect((await list('manager', `from=${day(3)}&to=${day(1)}`)).status).toBe(400);
    const everyone = await list('manager', range);
    expect(everyone.status).toBe(200);
    expect(everyone.response.headers.get('content-disposition')).toContain(
      `guests-${day(-1)}-to-${day(3)}.csv`,
    );
    const [header, ...lines] = everyone.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Full name,Nationality,Date of birth,ID type,ID number,ID expiry,Country of residence,Room,Arrival,Departure,Booking reference',
    );
    expect(lines.map((line) => line.split(',')[0]).sort()).toEqual(
      ['Anna Weber', 'Jonas Weber', 'Omar Said'].sort(),
    );
    const foreigners = await list('admin', `${range}&foreigners=true`);
    expect(foreigners.text).toContain('Anna Weber');
    expect(foreigners.text).not.toContain('Omar Said');
    const exports = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'export_list'));
    expect(exports.map((entry) => entry.after)).toEqual([
      { from: day(-1), to: day(3), foreignersOnly: false, guests: 3 },
      { from: day(-1), to: day(3), foreignersOnly: true, guests: 2 },
    ]);
  });

  it('erases registrations and their signatures once the property’s retention has passed, keeping the stay', async () => {
    const room = (await insertUnit(server.db, { name: 'REG-3', unitType: 'Registration' })).id;
    const departed = async (leftDaysAgo: number, name: string) => {
      const stay = (
        await insertStay(server.db, room, day(-leftDaysAgo - 2), day(-leftDaysAgo), {
          status: 'checked_out',
          guestNames: [name],
          numberOfGuests: 1,
        })
      ).id;
      await server.db.execute(sql`insert into guest_registrations
        (property_id, reservation_id, guest_no, full_name, nationality, date_of_birth, id_type,
         id_number, id_expiry, residence_country, rules_version, signature_key, signed_at, signed_via)
        select ${FIRST_PROPERTY}, ${stay}, 1, ${name}, 'German', '1980-01-01', 'passport', 'P1',
          ${day(400)}, 'Germany', max(version), ${crypto.randomUUID()}, now(), 'desk'
        from house_rules_versions where property_id = ${FIRST_PROPERTY}`);
      return stay;
    };
    const old = await departed(95, 'Old Guest');
    const recent = await departed(10, 'Recent Guest');
    const store = new DocumentStore(new FolderStore(mkdtempSync(path.join(tmpdir(), 'erase-'))));
    expect(await eraseRegistrationsPastRetention(server.db, store)).toBe(1);
    expect(await eraseRegistrationsPastRetention(server.db, store)).toBe(0);
    const left = await server.db
      .select({ reservationId: guestRegistrations.reservationId })
      .from(guestRegistrations)
      .where(sql`${guestRegistrations.reservationId} in (${old}, ${recent})`);
    expect(left).toEqual([{ reservationId: recent }]);
    const [stay] = executedRows(
      await server.db.execute(sql`select status from reservations where id = ${old}`),
    );
    expect(stay?.status).toBe('checked_out');
    const [erasure] = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'erase_after_retention'));
    expect(erasure?.after).toEqual({ count: 1 });
  });

  it('is set on the Settings page by admins: required before check-in, and kept so many days', async () => {
    expect(
      await outcome(
        as('manager').settings.updateRegistration({ required: true, retentionDays: 30 }),
      ),
    ).toBe('FORBIDDEN: You do not have permission to change settings.');
    expect(
      await outcome(as('admin').settings.updateRegistration({ required: true, retentionDays: 0 })),
    ).toBe(`BAD_REQUEST: ${RETENTION_MESSAGE}`);
    await as('admin').settings.updateRegistration({ required: true, retentionDays: 30 });
    expect(await as('admin').settings.registration()).toEqual({
      required: true,
      retentionDays: 30,
    });
    await as('admin').settings.updateRegistration({ required: false, retentionDays: 90 });
    const changes = await server.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'registration'));
    expect(changes.at(-1)).toEqual({
      before: { required: true, retentionDays: 30 },
      after: { required: false, retentionDays: 90 },
    });
  });

  it('refuses a wrong registration in SQL (ZL020)', async () => {
    const anna = await registrationId(family, 1);
    expect(
      await sqlRefusal(sql`update guest_registrations set id_number = 'FORGED' where id = ${anna}`),
    ).toBe('ZL020');
    expect(await sqlRefusal(sql`delete from guest_registrations where id = ${anna}`)).toBe('ZL020');
    expect(
      await sqlRefusal(sql`insert into guest_registrations (property_id, reservation_id, guest_no, full_name)
        values (${FIRST_PROPERTY}, ${family}, 7, 'Seventh guest')`),
    ).toBe('ZL020');
    await server.db.execute(sql`insert into guest_registrations
      (property_id, reservation_id, guest_no, adult, full_name)
      values (${FIRST_PROPERTY}, ${family}, 3, false, 'Mia Weber')`);
    const mia = await registrationId(family, 3);
    const [rules] = executedRows(
      await server.db.execute(
        sql`select min(version) as oldest, max(version) as latest from house_rules_versions where property_id = ${FIRST_PROPERTY}`,
      ),
    );
    const signWith = (version: unknown) =>
      sqlRefusal(sql`update guest_registrations set rules_version = ${Number(version)},
        signature_key = ${crypto.randomUUID()}, signed_at = now(), signed_via = 'desk' where id = ${mia}`);
    // A child without a date of birth is incomplete; an old version is not the one in force.
    expect(await signWith(rules?.latest)).toBe('ZL020');
    await server.db.execute(
      sql`update guest_registrations set date_of_birth = '2019-06-01' where id = ${mia}`,
    );
    expect(await signWith(rules?.oldest)).toBe('ZL020');
    expect(await signWith(rules?.latest)).toBe('written');
    expect(
      await sqlRefusal(
        sql`update house_rules_versions set text_en = 'Rewritten' where property_id = ${FIRST_PROPERTY}`,
      ),
    ).toBe('ZL020');
    expect(
      await sqlRefusal(sql`delete from house_rules_versions where property_id = ${FIRST_PROPERTY}`),
    ).toBe('ZL020');
    // Erasure (retention, or a guest's request) removes a signed registration on purpose.
    const erased = await server.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('zamalek.erasing', 'on', true)`);
      await tx.execute(sql`delete from guest_registrations where id = ${mia}`);
      return 'erased';
    });
    expect(erased).toBe('erased');
  });
});
