import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { auditLog, suitePhotos } from '@zamalek/db/schema';
import { FIRST_PROPERTY, roomTypeIdFor, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { tooLongMessage } from '@zamalek/domain/form-fields';
import { ROLES, type Role } from '@zamalek/domain/roles';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_TYPE,
  photoUrl,
  type SuitePresentationInput,
} from '@zamalek/domain/suite-presentation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir } from '../src/env';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { rejection } from './support/outcomes';
import { createTestUser } from './support/users';

type Client = ReturnType<typeof createApiClient>;

async function jpeg(width = 1000, height = 700) {
  return sharp({ create: { width, height, channels: 3, background: '#8a6d3b' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 3/1 22/1' } })
    .jpeg()
    .toBuffer();
}

describe.each(testDrivers)('suite presentation (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const clients = new Map<Role | 'none', Client>();
  const cookies = new Map<Role | 'none', string>();
  let photoDir: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    photoDir = path.join(dataDir(server.env), 'photos');
    for (const role of [...ROLES, null]) {
      const user = await createTestUser(server.db, role);
      const client = createApiClient(server.url);
      await client.trpc.auth.signIn.mutate({
        email: user.email,
        password: user.password,
        staySignedIn: false,
      });
      clients.set(role ?? 'none', client);
      cookies.set(role ?? 'none', `session=${client.cookies.get('session')}`);
    }
  });
  afterAll(async () => {
    for (const client of clients.values()) client.close();
    await server?.close();
  });

  const as = (who: Role | 'none') => {
    const client = clients.get(who);
    if (!client) throw new Error(`no client ${who}`);
    return client.trpc;
  };

  const typeId = (code: string) => roomTypeIdFor(server.db, code);
  async function upload(who: Role | 'none' | null, code: string, bytes: Buffer, name = 'a.jpg') {
    return uploadTo(who, await typeId(code), bytes, name);
  }
  function uploadTo(who: Role | 'none' | null, roomTypeId: string, bytes: Buffer, name = 'a.jpg') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { origin: server.url };
    const cookie = who ? cookies.get(who) : undefined;
    if (cookie) headers.cookie = cookie;
    return fetch(`${server.url}/api/suite-photos?roomTypeId=${encodeURIComponent(roomTypeId)}`, {
      method: 'POST',
      body: form,
      headers,
    });
  }

  const presentation = async (code: string): Promise<SuitePresentationInput> => ({
    roomTypeId: await typeId(code),
    code,
    name: 'Nile View One-Bedroom',
    nameAr: 'جناح بغرفة نوم مطل على النيل',
    description: 'Bright rooms above the river.',
    descriptionAr: null,
    highlights: ['Sunset over the Nile', ' ', 'Walk to Zamalek cafés'],
    highlightsAr: [],
    amenities: ['wifi', 'nileView', 'wifi'],
  });

  it('lets admins and managers present a room type; the public site shows it, not the room code', async () => {
    const unit = await insertUnit(server.db, {
      name: 'Z-901',
      unitNumber: '901',
      unitType: 'Nile One',
      baseRateCents: 10_000,
    });
    await as('manager').presentations.save.mutate(await presentation('Nile One'));

    const suites = await as('none').public.suites.query();
    const suite = suites.find((row) => row.id === unit.id);
    expect(suite).toMatchObject({
      name: { en: 'Nile View One-Bedroom', ar: 'جناح بغرفة نوم مطل على النيل' },
      description: { en: 'Bright rooms above the river.', ar: 'Bright rooms above the river.' },
      highlights: {
        en: ['Sunset over the Nile', 'Walk to Zamalek cafés'],
        ar: ['Sunset over the Nile', 'Walk to Zamalek cafés'],
      },
      amenities: ['wifi', 'nileView'],
      photos: [],
    });
    expect(JSON.stringify(suites)).not.toContain('Z-901');
    expect(JSON.stringify(suites)).not.toContain('"901"');

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, unit.roomTypeId));
    expect(entry).toMatchObject({ entity: 'room_type', action: 'update' });
    expect(entry?.before).toMatchObject({ name: 'Nile One', amenities: null });
    expect(entry?.after).toMatchObject({ name: 'Nile View One-Bedroom' });
  });

  it('gives one room its own public name, and its type name back when blanked', async () => {
    const unit = await insertUnit(server.db, { name: 'Z-902', unitType: 'Nile One' });
    await as('admin').presentations.setPublicName.mutate({
      unitId: unit.id,
      publicName: 'The Penthouse',
      publicNameAr: null,
    });
    const named = (await as('none').public.suites.query()).find((row) => row.id === unit.id);
    expect(named?.name).toEqual({ en: 'The Penthouse', ar: 'The Penthouse' });
    await as('admin').presentations.setPublicName.mutate({
      unitId: unit.id,
      publicName: ' ',
      publicNameAr: null,
    });
    // Back with its type's name, the room is one more of that type's card.
    const back = await as('none').public.suites.query();
    expect(back.map((row) => row.name.en)).not.toContain('The Penthouse');
    expect(back.find((row) => row.name.en === 'Nile View One-Bedroom')?.leftTonight).toBe(2);
  });

  it('falls back to the room type, never the room code, before a presentation is saved', async () => {
    const unit = await insertUnit(server.db, { name: 'Z-903', unitType: 'Studio Loft' });
    const suite = (await as('none').public.suites.query()).find((row) => row.id === unit.id);
    expect(suite?.name).toEqual({ en: 'Studio Loft', ar: 'Studio Loft' });
    expect(suite?.amenities).toEqual([
      'kitchenette',
      'workDesk',
      'smartTv',
      'wifi',
      'airConditioning',
      'premiumBedding',
    ]);
  });

  it('refuses the procedures to roles without rooms.present', async () => {
    for (const who of ['front_desk', 'housekeeping', 'none'] as const) {
      const error = await rejection(
        as(who).presentations.save.mutate(await presentation('Nile One')),
      );
      expect(error.data?.code).toBe('FORBIDDEN');
      expect((await rejection(as(who).presentations.list.query())).data?.code).toBe('FORBIDDEN');
    }
    const anonymous = createApiClient(server.url);
    expect((await rejection(anonymous.trpc.presentations.list.query())).data?.code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('refuses a presentation of a room type no room has, and malformed input, with 4xx', async () => {
    const missing = await rejection(
      as('admin').presentations.save.mutate({
        ...(await presentation('Nile One')),
        roomTypeId: crypto.randomUUID(),
      }),
    );
    expect(missing.data?.code).toBe('NOT_FOUND');
    const bad = await rejection(
      as('admin').presentations.save.mutate({
        ...(await presentation('Nile One')),
        name: 'x'.repeat(81),
        amenities: ['jacuzzi' as 'wifi'],
        highlights: Array.from({ length: 7 }, () => 'x'),
      }),
    );
    expect(bad.data?.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain(tooLongMessage('Public name', 80));
  });

  it('uploads a photo: metadata stripped, sizes stored, served publicly and immutably', async () => {
    await insertUnit(server.db, { name: 'Z-904', unitType: 'Photo Type' });
    const response = await upload('manager', 'Photo Type', await jpeg(), 'IMG_0001.jpg');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await server.db.select().from(suitePhotos).where(eq(suitePhotos.id, id));
    expect(row).toMatchObject({ widths: [480, 960], width: 960, height: 672, position: 0 });
    if (!row) throw new Error('no photo row');

    const served = await fetch(`${server.url}${photoUrl(row.storageKey, 960, 'avif')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ width: meta.width, exif: meta.exif }).toEqual({ width: 960, exif: undefined });

    // Sizes never made, other formats and malformed keys are plain 404s.
    for (const url of [
      photoUrl(row.storageKey, 1600, 'webp'),
      `/api/suite-photos/${row.storageKey}/960.jpg`,
      '/api/suite-photos/../../documents/960.avif',
      `/api/suite-photos/${crypto.randomUUID()}/480.webp`,
    ]) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
    }
  });

  it('refuses non-images, huge files and unknown room types with clear messages', async () => {
    await insertUnit(server.db, { name: 'Z-905', unitType: 'Refusals' });
    const text = await upload('admin', 'Refusals', Buffer.from('not a photo'), 'photo.jpg');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: APP_ERROR_MESSAGES.PHOTO_NOT_IMAGE });

    const huge = await upload('admin', 'Refusals', Buffer.alloc(MAX_PHOTO_BYTES + 10));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: APP_ERROR_MESSAGES.PHOTO_TOO_LARGE });

    const unknown = await uploadTo('admin', crypto.randomUUID(), await jpeg(600, 400));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: APP_ERROR_MESSAGES.ROOM_TYPE_GONE });
    const blank = await uploadTo('admin', '', await jpeg(600, 400));
    expect(blank.status).toBe(404);

    expect((await uploadTo('admin', 'x'.repeat(5000), await jpeg(600, 400))).status).toBe(404);
    // Not multipart at all: a clear client error, never a 500.
    const json = await fetch(
      `${server.url}/api/suite-photos?roomTypeId=${await typeId('Refusals')}`,
      {
        method: 'POST',
        body: JSON.stringify({ file: 'x' }),
        headers: {
          origin: server.url,
          cookie: cookies.get('admin') ?? '',
          'content-type': 'application/json',
        },
      },
    );
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect((await upload(null, 'Refusals', await jpeg(600, 400))).status).toBe(401);
    expect((await upload('front_desk', 'Refusals', await jpeg(600, 400))).status).toBe(403);
    const rows = await server.db
      .select()
      .from(suitePhotos)
      .where(eq(suitePhotos.roomTypeId, await typeId('Refusals')));
    expect(rows).toEqual([]);
  });

  it('orders photos (the first is the cover) and deletes a photo with its files', async () => {
    await insertUnit(server.db, { name: 'Z-906', unitType: 'Gallery', baseRateCents: 9_000 });
    const ids: string[] = [];
    for (const width of [600, 700, 800]) {
      const response = await upload('admin', 'Gallery', await jpeg(width, 400));
      ids.push(((await response.json()) as { id: string }).id);
    }
    const [first, second, third] = ids;
    if (!first || !second || !third) throw new Error('uploads failed');
    await as('manager').presentations.orderPhotos.mutate({
      roomTypeId: await typeId('Gallery'),
      photoIds: [third, first, second],
    });
    const listed = await as('manager').presentations.list.query();
    const gallery = listed.find((type) => type.unitType === 'Gallery');
    expect(gallery?.photos.map((photo) => photo.id)).toEqual([third, first, second]);
    const publicCard = (await as('none').public.suites.query()).find(
      (suite) => suite.photos[0]?.width === 480 && suite.name.en === 'Gallery',
    );
    expect(publicCard?.photos.map((photo) => photo.widths)).toEqual([[480], [480], [480]]);

    const keyOf = (id: string) => gallery?.photos.find((photo) => photo.id === id)?.key ?? '';
    const removedKey = keyOf(third);
    expect(await readdir(path.join(photoDir, removedKey))).toEqual(['480.avif', '480.webp']);
    await as('admin').presentations.removePhoto.mutate({ id: third });
    expect(await readdir(photoDir)).not.toContain(removedKey);
    expect((await fetch(`${server.url}${photoUrl(removedKey, 480, 'webp')}`)).status).toBe(404);
    const gone = await rejection(as('admin').presentations.removePhoto.mutate({ id: third }));
    expect(gone.message).toBe(APP_ERROR_MESSAGES.PHOTO_GONE);
    const stale = await rejection(
      as('admin').presentations.orderPhotos.mutate({
        roomTypeId: await typeId('Gallery'),
        photoIds: [third, first],
      }),
    );
    expect(stale.message).toBe(APP_ERROR_MESSAGES.PHOTO_GONE);
  });

  it('refuses more photos than a room type may have', async () => {
    await insertUnit(server.db, { name: 'Z-907', unitType: 'Full' });
    const roomTypeId = await typeId('Full');
    const [one] = await server.db
      .insert(suitePhotos)
      .values(
        Array.from({ length: MAX_PHOTOS_PER_TYPE }, (_, position) => ({
          propertyId: FIRST_PROPERTY,
          roomTypeId,
          storageKey: crypto.randomUUID(),
          position,
          width: 480,
          height: 320,
          widths: [480],
        })),
      )
      .returning();
    expect(one).toBeDefined();
    const response = await upload('admin', 'Full', await jpeg(600, 400));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: APP_ERROR_MESSAGES.TOO_MANY_PHOTOS });
  });
});
