import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documents, suitePhotos } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { Role } from '@zamalek/domain/roles';
import { photoUrl } from '@zamalek/domain/suite-photos';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStoreShelf } from '../src/backup/archive-shelf';
import { runDailyBackup } from '../src/backup/daily-backup';
import { makeBackup } from '../src/backup/make-backup';
import { restoreBackup } from '../src/backup/restore-backup';
import { parseEnv } from '../src/env';
import { FolderStore } from '../src/storage/folder-store';
import type { ObjectStore } from '../src/storage/object-store';
import { S3Store } from '../src/storage/s3-store';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

const BUCKET = 'zamalek-files';
const KEY = 'a backup passphrase for these tests';
const temporary: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zamalek-${label}-`));
  temporary.push(dir);
  return dir;
};

/** An S3-compatible server on loopback (s3rver), with one private bucket. */
async function startS3() {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('s3rver'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    store: (prefix: string) =>
      new S3Store({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix,
      }),
    close: () => server.close(),
  };
}

async function keysOf(store: ObjectStore, prefix: string) {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys;
}

async function bytesOf(store: ObjectStore, key: string) {
  const found = await store.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['a folder', () => new FolderStore(tempDir('folder'))],
  ['an S3 bucket', () => s3.store(`contract-${randomUUID().slice(0, 8)}/`)],
] as const)('the object store, as %s', (_kind, open) => {
  it('keeps, lists, serves and removes objects, and never overwrites one', async () => {
    const store = open();
    await store.put('documents/a', Buffer.from('first'));
    await store.put('photos/k/480.webp', Buffer.from('small'));
    await store.put('photos/k/960.webp', Buffer.from('large'));
    expect(await keysOf(store, 'photos/')).toEqual(['photos/k/480.webp', 'photos/k/960.webp']);
    expect(await keysOf(store, 'documents/')).toEqual(['documents/a']);
    expect((await bytesOf(store, 'documents/a'))?.toString()).toBe('first');
    expect(await store.get('documents/missing')).toBeNull();
    await store.remove(['photos/k/480.webp', 'photos/k/960.webp']);
    expect(await keysOf(store, 'photos/')).toEqual([]);
    expect(await keysOf(store, 'documents/')).toEqual(['documents/a']);
  });

  it('refuses a key that climbs out or is not plain', async () => {
    const store = open();
    for (const key of ['../escape', 'documents/../../etc/passwd', '/absolute', 'a//b', 'spa ce']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    }
  });
});

describe('documents, photos and backups in an S3 bucket', () => {
  let database: TestDatabase;
  let app: RunningApp;
  const cookies = new Map<Role, string>();
  const bucket = () => s3.store('site-a/');

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startApp(database, { ...s3.env, S3_PREFIX: 'site-a/' });
    for (const role of ['manager', 'housekeeping'] as const) {
      const user = await createTestUser(database.client.db, role);
      const client = createApiClient(app.url);
      await client.trpc.auth.signIn.mutate({
        email: user.email,
        password: user.password,
        staySignedIn: true,
      });
      cookies.set(role, `session=${client.cookies.get('session')}`);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const headers = (role: Role | null) => {
    const cookie = role ? cookies.get(role) : undefined;
    return { origin: app.url, ...(cookie ? { cookie } : {}) };
  };

  it('keeps a guest document in the bucket, served only through the permission checks', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'passport.png');
    const uploaded = await fetch(`${app.url}/api/documents?kind=id_front`, {
      method: 'POST',
      body: form,
      headers: headers('manager'),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const [row] = await database.client.db.select().from(documents).where(eq(documents.id, id));
    if (!row) throw new Error('no document row');
    expect(await keysOf(bucket(), 'documents/')).toEqual([`documents/${row.storageKey}`]);
    expect(fs.existsSync(path.join(app.env.DATA_DIR, 'documents'))).toBe(false);

    const unit = await insertUnit(database.client.db);
    const today = todayIn('Africa/Cairo', new Date());
    const stay = await insertStay(database.client.db, unit.id, today, addDaysIso(today, 2));
    await database.client.db
      .update(documents)
      .set({ reservationId: stay.id })
      .where(eq(documents.id, id));
    const download = (role: Role | null) =>
      fetch(`${app.url}/api/documents/${id}`, { headers: headers(role) });
    const allowed = await download('manager');
    expect(allowed.status).toBe(200);
    expect(Buffer.from(await allowed.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await download('housekeeping')).status).toBe(403);
    expect((await download(null)).status).toBe(401);
  });

  it('keeps a suite photo in the bucket and removes all its sizes with it', async () => {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#8a6d3b' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'suite.jpg');
    const room = await insertUnit(database.client.db, { name: 'S3-1', unitType: 'S3 Suite' });
    const uploaded = await fetch(`${app.url}/api/suite-photos?roomTypeId=${room.roomTypeId}`, {
      method: 'POST',
      body: form,
      headers: headers('manager'),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const [row] = await database.client.db.select().from(suitePhotos).where(eq(suitePhotos.id, id));
    if (!row) throw new Error('no photo row');
    const keys = await keysOf(bucket(), `photos/${row.storageKey}/`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const served = await fetch(`${app.url}${photoUrl(row.storageKey, 480, 'webp')}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const manager = createApiClient(app.url);
    const user = await createTestUser(database.client.db, 'manager');
    await manager.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    await manager.trpc.presentations.removePhoto.mutate({ id });
    expect(await keysOf(bucket(), `photos/${row.storageKey}/`)).toEqual([]);
  });

  it('backs up from the bucket and restores into another prefix, and keeps daily archives there', async () => {
    const { file } = await makeBackup(
      { database: database.client, files: bucket() },
      { directory: tempDir('archive'), passphrase: KEY, now: new Date() },
    );
    const target = await createTestDatabase('pglite', { migrated: false });
    try {
      const restored = s3.store('site-b/');
      await restoreBackup(file, KEY, { database: target.client, files: restored });
      for (const prefix of ['documents/', 'photos/']) {
        const keys = await keysOf(bucket(), prefix);
        expect(await keysOf(restored, prefix)).toEqual(keys);
        for (const key of keys)
          expect(await bytesOf(restored, key)).toEqual(await bytesOf(bucket(), key));
      }
    } finally {
      await target.dispose();
    }

    const shelf = objectStoreShelf(bucket());
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      await runDailyBackup(
        { database: database.client, files: bucket() },
        { shelf, passphrase: KEY, keep: 2, now: new Date(`${day}T01:30:00Z`) },
      );
    }
    expect(await shelf.names()).toEqual([
      'zamalek-backup-20261126T013000Z.zsb',
      'zamalek-backup-20261127T013000Z.zsb',
    ]);
  });

  it('answers "briefly unavailable" and no detail when the bucket cannot be reached', async () => {
    const unreachable = await startApp(database, {
      ...s3.env,
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    try {
      const form = new FormData();
      form.append('file', new Blob([PNG_BYTES]), 'passport.png');
      const uploaded = await fetch(`${unreachable.url}/api/documents?kind=id_front`, {
        method: 'POST',
        body: form,
        headers: { ...headers('manager'), origin: unreachable.url },
      });
      expect(uploaded.status).toBe(503);
      expect(await uploaded.json()).toEqual({ error: APP_ERROR_MESSAGES.DATABASE_UNAVAILABLE });
      expect(await database.client.db.select().from(documents)).toHaveLength(1);
    } finally {
      await unreachable.close();
    }
  });
});

describe('S3 settings', () => {
  it('take a bucket, its address and a prefix ending with /', () => {
    const env = parseEnv({
      ...{ S3_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: 'true' },
      S3_PREFIX: 'a/b/',
    });
    expect(env).toMatchObject({ S3_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: true, S3_PREFIX: 'a/b/' });
    expect(() => parseEnv({ S3_PREFIX: '../x' })).toThrow('S3_PREFIX');
    expect(() => parseEnv({ S3_PREFIX: 'no-slash' })).toThrow('S3_PREFIX');
  });
});
