import { documents } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { ROLES, type Role } from '@zamalek/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { createApiClient } from './support/client';
import { PDF_BYTES, PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

describe('guest documents over HTTP', () => {
  let database: TestDatabase;
  let app: RunningApp;
  const cookies = new Map<Role, string>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startApp(database);
    for (const role of ROLES) {
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

  function upload(role: Role | null, kind: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const headers: Record<string, string> = { origin: app.url };
    const cookie = role ? cookies.get(role) : undefined;
    if (cookie) headers.cookie = cookie;
    return fetch(`${app.url}/api/documents?kind=${kind}`, { method: 'POST', body: form, headers });
  }

  function download(role: Role | null, id: string) {
    const cookie = role ? cookies.get(role) : undefined;
    return fetch(`${app.url}/api/documents/${id}`, { headers: cookie ? { cookie } : {} });
  }

  async function linkedDocument(bytes: Buffer, kind: string, name: string) {
    const response = await upload('manager', kind, bytes, name);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const unit = await insertUnit(database.client.db);
    const today = todayIn('Africa/Cairo', new Date());
    const stay = await insertStay(
      database.client.db,
      unit.id,
      addDaysIso(today, 1),
      addDaysIso(today, 2),
    );
    await database.client.db
      .update(documents)
      .set({ reservationId: stay.id })
      .where(eq(documents.id, id));
    return id;
  }

  it('accepts an ID image from its bytes and stores its hash and sniffed type', async () => {
    const response = await upload('admin', 'id_front', PNG_BYTES, 'passport.jpg');
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; mimeType: string };
    expect(body.mimeType).toBe('image/png');
    const [row] = await database.client.db
      .select()
      .from(documents)
      .where(eq(documents.id, body.id));
    expect(row).toMatchObject({
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      reservationId: null,
    });
    expect(row?.storageKey).not.toContain('passport');
  });

  it('refuses a non-image ID, whatever its name says', async () => {
    const response = await upload(
      'admin',
      'id_front',
      Buffer.from('plain text, not a picture'),
      'id.png',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Only image files are supported' });
    const pdf = await upload('admin', 'id_back', PDF_BYTES, 'id.pdf');
    expect(await pdf.json()).toEqual({ error: 'Only image files are supported' });
  });

  it('accepts a PDF marriage certificate but not other files', async () => {
    expect(
      (await upload('manager', 'marriage_certificate', PDF_BYTES, 'certificate.pdf')).status,
    ).toBe(201);
    const refused = await upload(
      'manager',
      'marriage_certificate',
      Buffer.from('<html></html>'),
      'c.pdf',
    );
    expect(await refused.json()).toEqual({
      error: 'Please upload a valid image (JPG, PNG, GIF, WEBP) or PDF file',
    });
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload('admin', 'id_front', big, 'big.png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'File size must be less than 10MB' });
  });

  it('lets only reservation creators upload', async () => {
    expect((await upload(null, 'id_front', PNG_BYTES, 'a.png')).status).toBe(401);
    expect((await upload('front_desk', 'id_front', PNG_BYTES, 'a.png')).status).toBe(403);
    expect((await upload('housekeeping', 'id_front', PNG_BYTES, 'a.png')).status).toBe(403);
  });

  it('downloads a linked document as an attachment for allowed roles only', async () => {
    const id = await linkedDocument(PNG_BYTES, 'id_front', 'front.png');
    for (const role of ['admin', 'manager', 'front_desk'] as const) {
      const response = await download(role, id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="front.png"');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    }
    expect((await download('housekeeping', id)).status).toBe(403);
    expect((await download(null, id)).status).toBe(401);
  });

  it('does not serve unlinked uploads or guessed ids', async () => {
    const response = await upload('admin', 'id_front', PNG_BYTES, 'loose.png');
    const { id } = (await response.json()) as { id: string };
    expect((await download('admin', id)).status).toBe(404);
    expect((await download('admin', crypto.randomUUID())).status).toBe(404);
    expect((await download('admin', '../../etc/passwd')).status).toBe(404);
  });
});
