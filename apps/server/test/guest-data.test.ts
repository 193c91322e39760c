import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { FIRST_PROPERTY, firstPropertyId, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ERASED_GUEST_NAME } from '@zamalek/domain/guest-data';
import { capabilitiesOf } from '@zamalek/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/actors';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { DocumentStore } from '../src/documents/store';
import { AppError } from '../src/errors';
import { eraseGuestData } from '../src/guests/erase-guest-data';
import { guestEmailDigest } from '../src/guests/guest-email-digest';
import { FolderStore } from '../src/storage/folder-store';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

/**
 * A guest's data on request (Guests page): everything personal held about a guest, found by the
 * address their stays were booked with, exported as a file (admins, managers) or erased once
 * every stay is over (admins), the stays' non-personal facts and money kept; audited without a
 * name or an address.
 */
describe.each(testDrivers)('guest data requests (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  let store: DocumentStore;
  let admin: Actor;
  let unit = '';

  const clientOf = async (who: Who) => {
    const token = generateSessionToken();
    await createSession(server.db, token, users.userId(who), false);
    const client = createApiClient(server.url);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };
  const count = async (table: string) => {
    const [row] = executedRows(
      await server.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
    );
    return Number(row?.n);
  };

  /** A departed stay of the guest: a signed registration with an ID photo, files in the store. */
  const departedStay = async (email: string, name: string, offset = -10) => {
    const stay = (
      await insertStay(server.db, unit, day(offset), day(offset + 3), {
        status: 'checked_out',
        guestNames: [name, 'Travel Companion'],
        guestTypes: ['adult', 'adult'],
        guestGenders: ['female', 'male'],
        numberOfGuests: 2,
        adults: 2,
        contactEmail: email,
        contactPhone: '+20 100 555 0199',
        guestNationality: 'German',
        notes: `${name} asked for a quiet room`,
        totalPriceCents: 45_000,
      })
    ).id;
    const signature = await store.save(PNG_BYTES);
    const photo = await store.save(PNG_BYTES);
    const document = await store.save(PNG_BYTES);
    const [registration] = executedRows(
      await server.db.execute(sql`insert into guest_registrations
        (property_id, reservation_id, guest_no, full_name, nationality, date_of_birth, id_type,
         id_number, id_expiry, residence_country, rules_version, signature_key, signed_at, signed_via)
        select ${FIRST_PROPERTY}, ${stay}, 1, ${name}, 'German', '1985-04-12', 'passport',
          'C01X00T47', ${day(900)}, 'Germany', max(version), ${signature}, now(), 'desk'
        from house_rules_versions where property_id = ${FIRST_PROPERTY}
        returning id`),
    );
    await server.db.execute(sql`insert into registration_id_photos
      (property_id, registration_id, storage_key, size_bytes, sha256, uploaded_via)
      values (${FIRST_PROPERTY}, ${String(registration?.id)}, ${photo}, ${PNG_BYTES.length},
        ${'c'.repeat(64)}, 'desk')`);
    await server.db.execute(sql`insert into documents
      (property_id, reservation_id, kind, storage_key, original_name, mime_type, size_bytes, sha256)
      values (${FIRST_PROPERTY}, ${stay}, 'id_front', ${document}, 'passport-scan.png', 'image/png',
        ${PNG_BYTES.length}, ${'d'.repeat(64)})`);
    await server.db.execute(sql`insert into expected_arrivals
      (property_id, reservation_id, arrival_time, given_via)
      values (${FIRST_PROPERTY}, ${stay}, '15:00', 'link')`);
    return { stay, files: [signature, photo, document] };
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    store = new DocumentStore(new FolderStore(mkdtempSync(path.join(tmpdir(), 'guest-data-'))));
    admin = {
      id: users.userId('admin'),
      role: 'admin',
      propertyId: await firstPropertyId(server.db),
      capabilities: capabilitiesOf('admin', []),
    };
    unit = (await insertUnit(server.db, { name: 'GD-1', unitType: 'Guest data' })).id;
  }, 120_000);

  afterAll(() => server?.close());

  it('exports everything personal about the guest to admins and managers, as a file', async () => {
    const { stay } = await departedStay('layla.hassan@example.com', 'Layla Hassan');
    const other = await insertStay(server.db, unit, day(20), day(22), {
      guestNames: ['Someone Else'],
      contactEmail: 'someone.else@example.com',
    });
    const auditBefore = await count('audit_log');
    for (const who of ['admin', 'manager'] as const) {
      const client = await clientOf(who);
      const file = await client.trpc.guestData.export.mutate({
        email: '  Layla.Hassan@Example.com ',
      });
      expect(file.fileName).toBe(`guest-data-${today}.json`);
      expect(file.data.stays).toHaveLength(1);
      const [exported] = file.data.stays;
      expect(exported).toMatchObject({
        status: 'checked_out',
        checkIn: day(-10),
        checkOut: day(-7),
        room: 'GD-1',
        contactEmail: 'layla.hassan@example.com',
        contactPhone: '+20 100 555 0199',
        nationality: 'German',
        notes: 'Layla Hassan asked for a quiet room',
        expectedArrivalTime: '15:00',
        guests: [
          { name: 'Layla Hassan', type: 'adult', gender: 'female', age: null },
          { name: 'Travel Companion', type: 'adult', gender: 'male', age: null },
        ],
        documents: [{ kind: 'id_front', fileName: 'passport-scan.png', mimeType: 'image/png' }],
      });
      expect(exported?.registrations).toEqual([
        expect.objectContaining({
          guestNo: 1,
          adult: true,
          fullName: 'Layla Hassan',
          nationality: 'German',
          dateOfBirth: '1985-04-12',
          idType: 'passport',
          idNumber: 'C01X00T47',
          idExpiry: day(900),
          residenceCountry: 'Germany',
          houseRulesVersion: expect.any(Number),
          signedAt: expect.any(String),
          signedVia: 'desk',
          signature: expect.any(String),
          idPhotos: [expect.objectContaining({ sizeBytes: PNG_BYTES.length, uploadedVia: 'desk' })],
        }),
      ]);
      expect(JSON.stringify(file)).not.toContain('Someone Else');
      expect(JSON.stringify(file)).not.toContain(stay);
      client.close();
    }
    const audits = executedRows(
      await server.db.execute(sql`select entity, entity_id, action, after::text as after
        from audit_log where entity = 'guest_data' order by id`),
    );
    expect(audits).toHaveLength(2);
    expect(await count('audit_log')).toBe(auditBefore + 2);
    for (const audit of audits) {
      expect(audit).toMatchObject({
        action: 'export',
        entity_id: guestEmailDigest('layla.hassan@example.com'),
      });
      expect(JSON.parse(String(audit.after))).toEqual({
        stays: 1,
        registrations: 1,
        idPhotos: 1,
        documents: 1,
      });
      expect(JSON.stringify(audit).toLowerCase()).not.toMatch(/layla|hassan|example\.com/);
    }
    expect(other.id).not.toBe(stay);
  });

  it('is refused to the desk and housekeeping; erasing is refused to all but admins', async () => {
    for (const who of ['front_desk', 'housekeeping', 'none'] as const) {
      const client = await clientOf(who);
      const refused = await rejection(
        client.trpc.guestData.export.mutate({ email: 'layla.hassan@example.com' }),
      );
      expect(refused.data?.httpStatus).toBe(403);
      client.close();
    }
    for (const who of ['manager', 'front_desk', 'housekeeping'] as const) {
      const client = await clientOf(who);
      const refused = await rejection(
        client.trpc.guestData.erase.mutate({
          email: 'layla.hassan@example.com',
          confirmEmail: 'layla.hassan@example.com',
        }),
      );
      expect(refused.data?.httpStatus).toBe(403);
      client.close();
    }
  });

  it('answers a malformed or huge address, or a wrong confirmation, with 400 and writes nothing', async () => {
    const client = await clientOf('admin');
    const auditBefore = await count('audit_log');
    const huge = `${'a'.repeat(100_000)}@example.com`;
    for (const email of ['not-an-address', '', huge, 'layla.hassan@example.com\u0000x']) {
      const exported = await rejection(client.trpc.guestData.export.mutate({ email }));
      expect(exported.data?.httpStatus).toBe(400);
      const erased = await rejection(
        client.trpc.guestData.erase.mutate({ email, confirmEmail: email }),
      );
      expect(erased.data?.httpStatus).toBe(400);
    }
    const mistyped = await rejection(
      client.trpc.guestData.erase.mutate({
        email: 'layla.hassan@example.com',
        confirmEmail: 'layla.hasan@example.com',
      }),
    );
    expect(mistyped.data?.httpStatus).toBe(400);
    const unknown = await rejection(
      client.trpc.guestData.export.mutate({ email: 'nobody.here@example.com' }),
    );
    expect(unknown.message).toBe(APP_ERROR_MESSAGES.GUEST_DATA_NOT_FOUND);
    expect(await count('audit_log')).toBe(auditBefore);
    client.close();
  });

  it('refuses erasing while a stay of the guest is not over, and erases nothing', async () => {
    const { stay } = await departedStay('omar.staying@example.com', 'Omar Staying', -20);
    const current = (
      await insertStay(server.db, unit, day(-1), day(2), {
        status: 'checked_in',
        guestNames: ['Omar Staying'],
        contactEmail: 'Omar.Staying@example.com',
      })
    ).id;
    const client = await clientOf('admin');
    const refused = await rejection(
      client.trpc.guestData.erase.mutate({
        email: 'omar.staying@example.com',
        confirmEmail: 'OMAR.STAYING@example.com',
      }),
    );
    expect(refused.data?.httpStatus).toBe(409);
    expect(refused.message).toBe(APP_ERROR_MESSAGES.GUEST_STAY_NOT_OVER);
    client.close();
    const kept = executedRows(
      await server.db.execute(sql`select guest_names[1] as name, contact_email from reservations
        where id in (${stay}, ${current}) order by check_in_date`),
    );
    expect(kept).toEqual([
      { name: 'Omar Staying', contact_email: 'omar.staying@example.com' },
      { name: 'Omar Staying', contact_email: 'Omar.Staying@example.com' },
    ]);
    const [registrations] = executedRows(
      await server.db.execute(
        sql`select count(*)::int as n from guest_registrations where reservation_id = ${stay}`,
      ),
    );
    expect(registrations?.n).toBe(1);
  });

  it('erases the guest’s personal data and files, keeping the stays, their dates and money', async () => {
    const first = await departedStay('mona.erase@example.com', 'Mona Erase', -30);
    const second = await departedStay('Mona.Erase@Example.com', 'Mona Erase', -15);
    const cancelled = (
      await insertStay(server.db, unit, day(40), day(42), {
        status: 'cancelled',
        guestNames: ['Mona Erase'],
        contactEmail: 'mona.erase@example.com',
      })
    ).id;
    const neighbour = await departedStay('next.door@example.com', 'Next Door', -50);
    const stays = [first.stay, second.stay, cancelled];
    await server.db.execute(sql`insert into notifications
      (property_id, kind, recipient, subject, text_body, html_body, status)
      values (${FIRST_PROPERTY}, 'check_in_instructions', 'Mona.Erase@example.com',
        'Your stay', 'Dear Mona Erase', '<p>Dear Mona Erase</p>', 'sent')`);
    await server.db.execute(sql`insert into audit_log
      (property_id, actor_id, entity, entity_id, action, before, after)
      values (${FIRST_PROPERTY}, null, 'reservation', ${first.stay}, 'update',
        ${JSON.stringify({ guestNames: ['Mona Erase'], contactEmail: 'mona.erase@example.com', totalPriceCents: 45_000 })}::jsonb,
        ${JSON.stringify({ guestNames: ['Mona Erase', 'Travel Companion'], notes: 'quiet room', totalPriceCents: 50_000 })}::jsonb)`);
    const erased = await eraseGuestData(
      server.db,
      admin,
      { email: 'MONA.erase@example.com' },
      { today, documents: store },
    );
    expect(erased).toEqual({
      stays: 3,
      registrations: 2,
      idPhotos: 2,
      documents: 2,
      mail: 1,
    });
    const history = executedRows(
      await server.db.execute(sql`select before, after from audit_log
        where entity = 'reservation' and entity_id = ${first.stay}`),
    );
    expect(history).toEqual([
      { before: { totalPriceCents: 45_000 }, after: { totalPriceCents: 50_000 } },
    ]);
    const [mail] = executedRows(
      await server.db.execute(sql`select count(*)::int as n from notifications
        where lower(recipient) = 'mona.erase@example.com'`),
    );
    expect(mail?.n).toBe(0);
    const ids = sql.join(
      stays.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const rows = executedRows(
      await server.db.execute(sql`select guest_names, guest_genders, contact_email, contact_phone,
          guest_nationality, notes, search_text, status, check_in_date::text as check_in,
          total_price_cents::int as total, unit_id
        from reservations where id in (${ids}) order by check_in_date`),
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        contact_email: null,
        contact_phone: null,
        guest_nationality: null,
        notes: null,
        guest_genders: [],
        unit_id: unit,
      });
      // (The booking reference holds a timestamp's digits: the phone is looked for whole.)
      expect(JSON.stringify(row).toLowerCase()).not.toMatch(/mona|erase@|quiet|201005550199/);
    }
    expect(rows.map((row) => [row.status, row.check_in, row.guest_names])).toEqual([
      ['checked_out', day(-30), [ERASED_GUEST_NAME, ERASED_GUEST_NAME]],
      ['checked_out', day(-15), [ERASED_GUEST_NAME, ERASED_GUEST_NAME]],
      ['cancelled', day(40), [ERASED_GUEST_NAME]],
    ]);
    expect(rows[0]?.total).toBe(45_000);
    for (const table of ['guest_registrations', 'documents', 'expected_arrivals']) {
      const [left] = executedRows(
        await server.db.execute(
          sql`select count(*)::int as n from ${sql.raw(table)} where reservation_id in (${ids})`,
        ),
      );
      expect(left?.n, table).toBe(0);
    }
    const [photos] = executedRows(
      await server.db.execute(sql`select count(*)::int as n from registration_id_photos
        where storage_key in (${first.files[1]}, ${second.files[1]})`),
    );
    expect(photos?.n).toBe(0);
    for (const key of [...first.files, ...second.files]) {
      expect(await store.open(key)).toBeNull();
    }
    // Another guest's stay, registration and files are untouched.
    for (const key of neighbour.files) expect(await store.open(key)).not.toBeNull();
    const [next] = executedRows(
      await server.db.execute(sql`select guest_names[1] as name from reservations
        where id = ${neighbour.stay}`),
    );
    expect(next?.name).toBe('Next Door');
    const [audit] = executedRows(
      await server.db.execute(sql`select entity_id, after::text as after from audit_log
        where entity = 'guest_data' and action = 'erase'`),
    );
    expect(audit?.entity_id).toBe(guestEmailDigest('mona.erase@example.com'));
    expect(String(audit?.after).toLowerCase()).not.toMatch(/mona|example/);
  });

  it('erases over HTTP for admins, with the address typed again', async () => {
    const { stay, files } = await departedStay('http.erase@example.com', 'Http Erase', -60);
    const client = await clientOf('admin');
    const erased = await client.trpc.guestData.erase.mutate({
      email: 'http.erase@example.com',
      confirmEmail: 'HTTP.ERASE@example.com',
    });
    expect(erased).toMatchObject({ stays: 1, registrations: 1, idPhotos: 1, documents: 1 });
    const [row] = executedRows(
      await server.db.execute(
        sql`select guest_names[1] as name from reservations where id = ${stay}`,
      ),
    );
    expect(row?.name).toBe(ERASED_GUEST_NAME);
    // The test's store is not the server's: those files are the test's to remove.
    await Promise.all(files.map((key) => store.remove(key)));
    client.close();
  });

  it('erases once when two admins erase the same guest at once', async () => {
    const { stay } = await departedStay('twice@example.com', 'Twice Erased', -80);
    const outcomes = await Promise.allSettled([
      eraseGuestData(server.db, admin, { email: 'twice@example.com' }, { today, documents: store }),
      eraseGuestData(server.db, admin, { email: 'twice@example.com' }, { today, documents: store }),
    ]);
    const fulfilled = outcomes.filter((result) => result.status === 'fulfilled');
    const rejected = outcomes.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected.map((result) => codeOf(result.reason))).toEqual(['GUEST_DATA_NOT_FOUND']);
    const audits = executedRows(
      await server.db.execute(sql`select count(*)::int as n from audit_log
        where entity = 'guest_data' and action = 'erase'
          and entity_id = ${guestEmailDigest('twice@example.com')}`),
    );
    expect(audits[0]?.n).toBe(1);
    const [row] = executedRows(
      await server.db.execute(
        sql`select guest_names[1] as name from reservations where id = ${stay}`,
      ),
    );
    expect(row?.name).toBe(ERASED_GUEST_NAME);
  });

  it('refuses a guest with a channel booking whole: the channel’s guest details are its own', async () => {
    const { stay } = await departedStay('channel.guest@example.com', 'Channel Guest', -100);
    await server.db.execute(sql`insert into channex_revisions
      (property_id, revision_id, booking_id, status, outcome)
      values (${FIRST_PROPERTY}, 'rev-erase-1', 'booking-erase-1', 'new', 'placed')`);
    await server.db.execute(sql`insert into channex_bookings
      (property_id, channex_booking_id, room_index, reservation_id, ota_name, payment_collect,
       last_revision_id)
      values (${FIRST_PROPERTY}, 'booking-erase-1', 0, ${stay}, 'BookingCom', 'ota', 'rev-erase-1')`);
    const refused = await eraseGuestData(
      server.db,
      admin,
      { email: 'channel.guest@example.com' },
      { today, documents: store },
    ).catch(codeOf);
    expect(refused).toBe('GUEST_CHANNEL_STAY');
    const [row] = executedRows(
      await server.db.execute(
        sql`select guest_names[1] as name from reservations where id = ${stay}`,
      ),
    );
    expect(row?.name).toBe('Channel Guest');
  });
});
