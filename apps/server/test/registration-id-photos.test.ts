import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { executedRows } from '@zamalek/db/queries/executed-rows';
import { auditLog, guestRegistrations, properties, registrationIdPhotos } from '@zamalek/db/schema';
import { FIRST_PROPERTY, firstPropertyId, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { MAX_ID_PHOTO_BYTES } from '@zamalek/domain/registrations/id-photos';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { DocumentStore } from '../src/documents/store';
import { sqlState } from '../src/errors';
import { eraseRegistrationsPastRetention } from '../src/registrations/retention';
import { storeIdPhoto } from '../src/registrations/store-id-photo';
import { FolderStore } from '../src/storage/folder-store';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PDF_BYTES, PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const refused = (code: AppErrorCode, trpcCode: string) =>
  `${trpcCode}: ${APP_ERROR_MESSAGES[code]}`;

/** A real phone-like JPEG: EXIF with a name and a quarter-turn orientation. */
async function phoneJpeg(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#3b6d8a' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Artist: 'Anna Weber', Copyright: 'C01X00T47' } },
    })
    .toBuffer();
}

/** A ZIP's local file header and end of central directory, as appended to a polyglot. */
const ZIP_TAIL = Buffer.from([
  0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x50, 0x4b, 0x05, 0x06, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

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
 * Photos of a guest's ID, kept with their registration: at most four, only as sharp draws them
 * again, refused when they are not only a photo; for those who register guests, each opening
 * audited; kept once signed, and erased with the registration.
 */
describe.each(testDrivers)('ID photos of a registration (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let users: Awaited<ReturnType<typeof roleCallers>>;
  const as = (who: Who) => users.as(who);
  let unitId = '';
  let stay = '';
  let anna = '';
  let jonas = '';

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
  /** Files in the server's document store. */
  const storedFiles = () => {
    try {
      return readdirSync(path.join(server.env.DATA_DIR, 'documents')).length;
    } catch {
      return 0;
    }
  };
  const photoRows = async (registration: string) =>
    server.db
      .select({ id: registrationIdPhotos.id, key: registrationIdPhotos.storageKey })
      .from(registrationIdPhotos)
      .where(eq(registrationIdPhotos.registrationId, registration));
  const upload = async (
    who: Who | null,
    registration: string,
    bytes: Buffer,
    name = 'id.jpg',
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { origin: server.url };
    if (who) headers.cookie = await cookieOf(who);
    const response = await fetch(`${server.url}/api/registrations/${registration}/photos`, {
      method: 'POST',
      body: form,
      headers,
    });
    // cast: the route answers JSON objects
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const download = async (who: Who | null, photoId: string) =>
    fetch(`${server.url}/api/registration-photos/${photoId}`, {
      headers: who ? { cookie: await cookieOf(who) } : {},
    });
  const sqlRefusal = (statement: ReturnType<typeof sql>) =>
    server.db.execute(statement).then(
      () => 'written',
      (error: unknown) => String(sqlState(error)),
    );
  /** A stay of one adult with their registration filled in; the registration's id. */
  let nextFree = 20;
  const registeredGuest = async (name: string) => {
    nextFree += 3;
    const guestStay = (
      await insertStay(server.db, unitId, day(nextFree), day(nextFree + 2), {
        guestNames: [name],
        numberOfGuests: 1,
      })
    ).id;
    await as('front_desk').registrations.save(complete(guestStay, 1, name));
    return { stay: guestStay, registration: await registrationId(guestStay, 1) };
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    users = await roleCallers(server.database.client);
    unitId = (await insertUnit(server.db, { name: 'PHOTO-1', unitType: 'Registration' })).id;
    stay = (
      await insertStay(server.db, unitId, day(0), day(3), {
        guestNames: ['Anna Weber', 'Jonas Weber'],
        guestTypes: ['adult', 'adult'],
        numberOfGuests: 2,
        adults: 2,
      })
    ).id;
    await as('front_desk').registrations.save(complete(stay, 1, 'Anna Weber'));
    await as('front_desk').registrations.save(complete(stay, 2, 'Jonas Weber'));
    anna = await registrationId(stay, 1);
    jonas = await registrationId(stay, 2);
  }, 120_000);

  afterAll(() => server?.close());

  it('are added by admins, managers and the desk; refused to others, and to no one signed in', async () => {
    const photo = await phoneJpeg();
    for (const who of ['admin', 'manager', 'front_desk'] as const) {
      const answer = await upload(who, jonas, photo);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ uploadedVia: 'desk' });
    }
    expect((await upload('housekeeping', jonas, photo)).status).toBe(403);
    expect((await upload('none', jonas, photo)).status).toBe(403);
    expect((await upload(null, jonas, photo)).status).toBe(401);
    expect((await upload('front_desk', crypto.randomUUID(), photo)).status).toBe(404);
    expect((await upload('front_desk', 'not-an-id', photo)).status).toBe(404);
    expect(await photoRows(jonas)).toHaveLength(3);
    // The stay's registrations list each guest's photos, oldest first.
    const listed = await as('front_desk').registrations.ofStay({ reservationId: stay });
    expect(listed.guests[1]?.idPhotos.map((entry) => entry.uploadedVia)).toEqual([
      'desk',
      'desk',
      'desk',
    ]);
    expect(listed.guests[0]?.idPhotos).toEqual([]);
  });

  it('keeps a photo upright, at most 2000 px, without any metadata, as a JPEG', async () => {
    const answer = await upload('front_desk', anna, await phoneJpeg());
    expect(answer.status).toBe(201);
    const photoId = String(answer.body.id);
    const response = await download('front_desk', photoId);
    expect(response.status).toBe(200);
    const kept = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(kept).metadata();
    expect(metadata.format).toBe('jpeg');
    // Orientation 6 is a quarter turn: the 300×200 picture is kept 200×300, upright.
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(kept.includes(Buffer.from('Anna Weber'))).toBe(false);

    const large = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const big = await upload('front_desk', anna, large, 'scan.png');
    expect(big.status).toBe(201);
    const bigKept = Buffer.from(await (await download('admin', String(big.body.id))).arrayBuffer());
    const bigMetadata = await sharp(bigKept).metadata();
    expect([bigMetadata.format, bigMetadata.width, bigMetadata.height]).toEqual([
      'jpeg',
      2000,
      800,
    ]);
    const [row] = await server.db
      .select({ size: registrationIdPhotos.sizeBytes, sha256: registrationIdPhotos.sha256 })
      .from(registrationIdPhotos)
      .where(eq(registrationIdPhotos.id, String(big.body.id)));
    expect(row?.size).toBe(bigKept.length);
    const { createHash } = await import('node:crypto');
    expect(row?.sha256).toBe(createHash('sha256').update(bigKept).digest('hex'));
  });

  it('are opened by those who register guests only, never cached, each opening audited without personal data', async () => {
    const [photo] = await photoRows(anna);
    const photoId = photo?.id ?? '';
    expect((await download(null, photoId)).status).toBe(401);
    expect((await download('housekeeping', photoId)).status).toBe(403);
    expect((await download('front_desk', crypto.randomUUID())).status).toBe(404);
    expect((await download('front_desk', 'not-an-id')).status).toBe(404);
    const response = await download('manager', photoId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
    const readings = await server.db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.action, 'read_id_photo')));
    expect(readings).toContainEqual({ entityId: anna, after: { photoId } });
    const entries = await server.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, anna)));
    expect(entries.map((entry) => entry.action)).toContain('add_id_photo');
    const text = JSON.stringify(entries);
    for (const personal of ['Anna', 'Weber', 'C01X00T47', 'German', photo?.key ?? 'no key']) {
      expect(text).not.toContain(personal);
    }
  });

  it('refuses what is not a photo, is too large, or is not only a photo, keeping nothing', async () => {
    const { registration } = await registeredGuest('Karl Brandt');
    const filesBefore = storedFiles();
    const jpeg = await phoneJpeg();
    const cases: Array<[Buffer, string, number, AppErrorCode]> = [
      [PDF_BYTES, 'passport.pdf', 415, 'ID_PHOTO_TYPE_REFUSED'],
      [Buffer.from('My passport number is C01X00T47'), 'id.txt', 415, 'ID_PHOTO_TYPE_REFUSED'],
      [Buffer.concat([jpeg, ZIP_TAIL]), 'id.jpg', 415, 'ID_PHOTO_POLYGLOT'],
      [
        Buffer.concat([jpeg, Buffer.from('<HTML><Script>alert(1)</script></html>')]),
        'id.jpg',
        415,
        'ID_PHOTO_POLYGLOT',
      ],
      [Buffer.concat([jpeg, Buffer.from('%PDF-1.4\n')]), 'id.jpg', 415, 'ID_PHOTO_POLYGLOT'],
      [
        Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(MAX_ID_PHOTO_BYTES)]),
        'huge.jpg',
        413,
        'ID_PHOTO_TOO_LARGE',
      ],
    ];
    for (const [bytes, name, status, code] of cases) {
      const answer = await upload('front_desk', registration, bytes, name);
      expect([name, answer.status, answer.body]).toEqual([
        name,
        status,
        { error: APP_ERROR_MESSAGES[code], code },
      ]);
    }
    // A JPEG's header over broken pixels: refused as unreadable, never a server error.
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500, 7)]);
    const unreadable = await upload('front_desk', registration, broken);
    expect([unreadable.status, unreadable.body.code]).toEqual([422, 'ID_PHOTO_UNREADABLE']);
    // Not a file upload at all, or one without a file: refused, never a server error.
    const cookie = await cookieOf('front_desk');
    const address = `${server.url}/api/registrations/${registration}/photos`;
    const notMultipart = await fetch(address, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ photo: jpeg.toString('base64') }),
    });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(notMultipart.status).toBeLessThan(500);
    const form = new FormData();
    form.append('note', 'no file');
    const noFile = await fetch(address, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
    });
    expect(noFile.status).toBeGreaterThanOrEqual(400);
    expect(noFile.status).toBeLessThan(500);
    expect(await photoRows(registration)).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('are at most four a guest: a fifth is refused, and two at once for the fourth place keep one', async () => {
    const { registration } = await registeredGuest('Lena Braun');
    const photo = await phoneJpeg();
    for (let taken = 0; taken < 3; taken++) {
      expect((await upload('front_desk', registration, photo)).status).toBe(201);
    }
    const filesBefore = storedFiles();
    const racing = await Promise.all([
      upload('front_desk', registration, photo),
      upload('manager', registration, photo),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(racing.find((answer) => answer.status === 409)?.body).toEqual({
      error: APP_ERROR_MESSAGES.ID_PHOTOS_FULL,
      code: 'ID_PHOTOS_FULL',
    });
    expect(await photoRows(registration)).toHaveLength(4);
    expect(storedFiles()).toBe(filesBefore + 1);
    const fifth = await upload('admin', registration, photo);
    expect([fifth.status, fifth.body.code]).toEqual([409, 'ID_PHOTOS_FULL']);
    expect(storedFiles()).toBe(filesBefore + 1);
  });

  it('are removed while the registration is unsigned, its file too; once signed they stay', async () => {
    const { stay: guestStay, registration } = await registeredGuest('Omar Said');
    const added = await upload('front_desk', registration, await phoneJpeg());
    const second = await upload('front_desk', registration, await phoneJpeg());
    const photoId = String(added.body.id);
    const filesBefore = storedFiles();
    expect(await outcome(as('housekeeping').registrationPhotos.remove({ photoId }))).toBe(
      'FORBIDDEN: You do not have permission to register guests.',
    );
    // Over HTTP, so the server's own store loses the file.
    const api = createApiClient(server.url);
    api.cookies.set(SESSION_COOKIE, (await cookieOf('front_desk')).split('=')[1] ?? '');
    expect(await api.trpc.registrationPhotos.remove.mutate({ photoId })).toEqual({ removed: true });
    expect(storedFiles()).toBe(filesBefore - 1);
    expect((await download('front_desk', photoId)).status).toBe(404);
    expect(await outcome(as('front_desk').registrationPhotos.remove({ photoId }))).toBe(
      refused('NOT_FOUND', 'NOT_FOUND'),
    );

    await as('front_desk').registrations.sign({
      registrationId: registration,
      signature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
    });
    const kept = String(second.body.id);
    expect(await outcome(as('manager').registrationPhotos.remove({ photoId: kept }))).toBe(
      refused('REGISTRATION_SIGNED', 'CONFLICT'),
    );
    await expect(
      api.trpc.registrationPhotos.remove.mutate({ photoId: kept }),
    ).rejects.toMatchObject({ data: { appCode: 'REGISTRATION_SIGNED' } });
    api.close();
    expect((await download('front_desk', kept)).status).toBe(200);
    const listed = await as('front_desk').registrations.ofStay({ reservationId: guestStay });
    expect(listed.guests[0]?.idPhotos.map((photo) => photo.id)).toEqual([kept]);
  });

  it("is another property's photo as one nobody has", async () => {
    const [other] = await server.db
      .insert(properties)
      .values({
        slug: 'other-photos',
        status: 'coming_soon',
        timeZone: 'Africa/Cairo',
        propertyName: 'Other Suites',
        address: 'Other Street 1',
      })
      .returning({ id: properties.id });
    const otherId = other?.id ?? '';
    const room = await insertUnit(server.db, {
      name: 'OTHER-1',
      unitType: 'Other',
      propertyId: otherId,
    });
    const otherStay = (await insertStay(server.db, room.id, day(1), day(2))).id;
    const [registration] = executedRows(
      await server.db.execute(sql`insert into guest_registrations
        (property_id, reservation_id, guest_no, full_name)
        values (${otherId}, ${otherStay}, 1, 'Other Guest') returning id`),
    );
    const otherRegistration = String(registration?.id);
    const store = new DocumentStore(new FolderStore(server.env.DATA_DIR));
    const photo = await storeIdPhoto(
      server.db,
      {
        propertyId: otherId,
        registrationId: otherRegistration,
        bytes: await phoneJpeg(),
        via: 'link',
      },
      { documents: store },
    );
    expect(photo.uploadedVia).toBe('link');
    expect((await download('admin', photo.id)).status).toBe(404);
    expect((await upload('admin', otherRegistration, await phoneJpeg())).status).toBe(404);
    expect(await outcome(as('admin').registrationPhotos.remove({ photoId: photo.id }))).toBe(
      refused('NOT_FOUND', 'NOT_FOUND'),
    );
    expect(await photoRows(otherRegistration)).toHaveLength(1);
  });

  it('are erased with their registration after the retention, files included', async () => {
    const room = (await insertUnit(server.db, { name: 'PHOTO-2', unitType: 'Registration' })).id;
    const departed = (
      await insertStay(server.db, room, day(-100), day(-95), {
        status: 'checked_out',
        guestNames: ['Old Guest'],
        numberOfGuests: 1,
      })
    ).id;
    await server.db.execute(sql`insert into guest_registrations
      (property_id, reservation_id, guest_no, full_name, nationality, date_of_birth, id_type,
       id_number, id_expiry, residence_country)
      values (${FIRST_PROPERTY}, ${departed}, 1, 'Old Guest', 'German', '1980-01-01', 'passport',
        'P1', ${day(400)}, 'Germany')`);
    const registration = await registrationId(departed, 1);
    const store = new DocumentStore(new FolderStore(mkdtempSync(path.join(tmpdir(), 'photos-'))));
    const kept = await storeIdPhoto(
      server.db,
      {
        propertyId: await firstPropertyId(server.db),
        registrationId: registration,
        bytes: await phoneJpeg(),
        via: 'desk',
      },
      { documents: store },
    );
    const [row] = await server.db
      .select({ key: registrationIdPhotos.storageKey })
      .from(registrationIdPhotos)
      .where(eq(registrationIdPhotos.id, kept.id));
    const key = row?.key ?? '';
    expect(await store.open(key)).not.toBeNull();
    // Signed, so only the erasure may take its photos.
    await server.db.execute(sql`update guest_registrations set
      rules_version = (select max(version) from house_rules_versions where property_id = ${FIRST_PROPERTY}),
      signature_key = ${crypto.randomUUID()}, signed_at = now(), signed_via = 'desk'
      where id = ${registration}`);
    expect(await eraseRegistrationsPastRetention(server.db, store)).toBeGreaterThanOrEqual(1);
    expect(await photoRows(registration)).toEqual([]);
    expect(await store.open(key)).toBeNull();
  });

  it('refuses in SQL a changed photo, a fifth, and a photo taken from a signed registration (ZL021)', async () => {
    const { registration } = await registeredGuest('Mia Hoffmann');
    const insert = () =>
      sqlRefusal(sql`insert into registration_id_photos
        (property_id, registration_id, storage_key, size_bytes, sha256, uploaded_via)
        values (${FIRST_PROPERTY}, ${registration}, ${crypto.randomUUID()}, 100, ${'a'.repeat(64)}, 'desk')`);
    for (let taken = 0; taken < 4; taken++) expect(await insert()).toBe('written');
    expect(await insert()).toBe('ZL021');
    const [photo] = await photoRows(registration);
    expect(
      await sqlRefusal(
        sql`update registration_id_photos set size_bytes = 5 where id = ${photo?.id}`,
      ),
    ).toBe('ZL021');
    // Unsigned: a photo may go.
    expect(await sqlRefusal(sql`delete from registration_id_photos where id = ${photo?.id}`)).toBe(
      'written',
    );
    await as('front_desk').registrations.sign({
      registrationId: registration,
      signature: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
    });
    const [next] = await photoRows(registration);
    expect(await sqlRefusal(sql`delete from registration_id_photos where id = ${next?.id}`)).toBe(
      'ZL021',
    );
    const erased = await server.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('zamalek.erasing', 'on', true)`);
      await tx.execute(sql`delete from registration_id_photos where id = ${next?.id}`);
      return 'erased';
    });
    expect(erased).toBe('erased');
  });
});
