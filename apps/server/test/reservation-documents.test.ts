import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { insertDocument } from '@zamalek/db/queries/documents';
import { auditLog, documents, reservations } from '@zamalek/db/schema';
import { firstPropertyId, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import type { DocumentKind } from '@zamalek/domain/documents';
import type { Role } from '@zamalek/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome, rejection } from './support/outcomes';
import { roleCallers, type Who } from './support/role-callers';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const NOT_ATTACHABLE = `BAD_REQUEST: ${APP_ERROR_MESSAGES.DOCUMENT_NOT_ATTACHABLE}`;

describe.each(testDrivers)('documents added after creation (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let database: TestDatabase;
  let users: Awaited<ReturnType<typeof roleCallers>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
    database = server.database;
    users = await roleCallers(database.client);
  });
  afterAll(async () => {
    await server?.close();
  });

  const as = (who: Who) => users.as(who);
  const newStay = async () => {
    const unit = await insertUnit(server.db);
    return (await insertStay(server.db, unit.id, day(1), day(3))).id;
  };
  /** An upload's row as `POST /api/documents` leaves it: not linked yet. */
  const uploadedBy = async (who: Role | 'none', kind: DocumentKind = 'id_front') => {
    const uploader = users.userId(who);
    if (!uploader) throw new Error(`no user ${who}`);
    return (
      await insertDocument(server.db, {
        propertyId: await firstPropertyId(server.db),
        kind,
        storageKey: randomUUID(),
        originalName: `${kind}.png`,
        mimeType: 'image/png',
        sizeBytes: PNG_BYTES.length,
        sha256: 'x'.repeat(64),
        uploadedBy: uploader,
      })
    ).id;
  };
  const documentsOf = (reservationId: string) =>
    server.db
      .select({ id: documents.id, kind: documents.kind })
      .from(documents)
      .where(eq(documents.reservationId, reservationId));
  const audits = (id: string) =>
    server.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entity, 'reservation')));

  it.each(['admin', 'manager'] as const)(
    '%s adds a document, then replaces it; audited, the stay marked changed',
    async (role) => {
      const reservationId = await newStay();
      const [before] = await server.db
        .select({ updatedAt: reservations.updatedAt })
        .from(reservations)
        .where(eq(reservations.id, reservationId));
      const first = await uploadedBy(role);
      expect(
        await as(role).reservations.attachDocument({ reservationId, documentId: first }),
      ).toEqual({ id: first, kind: 'id_front', replaced: 0 });
      const second = await uploadedBy(role);
      expect(
        (await as(role).reservations.attachDocument({ reservationId, documentId: second }))
          .replaced,
      ).toBe(1);
      const back = await uploadedBy(role, 'id_back');
      await as(role).reservations.attachDocument({ reservationId, documentId: back });
      const kinds = (await documentsOf(reservationId)).sort((a, b) => a.kind.localeCompare(b.kind));
      expect(kinds).toEqual([
        { id: back, kind: 'id_back' },
        { id: second, kind: 'id_front' },
      ]);
      const actions = (await audits(reservationId)).map((entry) => entry.action).sort();
      expect(actions).toEqual(['add_document', 'add_document', 'replace_document']);
      const [after] = await server.db
        .select({ updatedAt: reservations.updatedAt })
        .from(reservations)
        .where(eq(reservations.id, reservationId));
      expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
      const detail = await as(role).reservations.byId({ id: reservationId });
      expect(detail.documents.map((document) => document.id).sort()).toEqual([second, back].sort());
    },
  );

  it.each(['front_desk', 'housekeeping', 'none'] as const)(
    'refuses %s and writes nothing',
    async (who) => {
      const reservationId = await newStay();
      const documentId = await uploadedBy(who);
      expect(
        await outcome(as(who).reservations.attachDocument({ reservationId, documentId })),
      ).toMatch(/^FORBIDDEN/);
      expect(await documentsOf(reservationId)).toEqual([]);
    },
  );

  it("refuses another reservation's document and someone else's upload; writes nothing", async () => {
    const reservationId = await newStay();
    const other = await newStay();
    const theirs = await uploadedBy('manager');
    await as('manager').reservations.attachDocument({ reservationId: other, documentId: theirs });
    // Linked to another stay already, even by its own uploader.
    expect(
      await outcome(
        as('manager').reservations.attachDocument({ reservationId, documentId: theirs }),
      ),
    ).toBe(NOT_ATTACHABLE);
    // A colleague's unlinked upload.
    const colleagues = await uploadedBy('manager');
    expect(
      await outcome(
        as('admin').reservations.attachDocument({ reservationId, documentId: colleagues }),
      ),
    ).toBe(NOT_ATTACHABLE);
    // A reservation that does not exist, a document that does not exist.
    const mine = await uploadedBy('admin');
    expect(
      await outcome(
        as('admin').reservations.attachDocument({ reservationId: randomUUID(), documentId: mine }),
      ),
    ).toMatch(/^NOT_FOUND/);
    expect(
      await outcome(
        as('admin').reservations.attachDocument({ reservationId, documentId: randomUUID() }),
      ),
    ).toBe(NOT_ATTACHABLE);
    expect(await documentsOf(reservationId)).toEqual([]);
    expect(await audits(reservationId)).toEqual([]);
    expect((await documentsOf(other)).map((document) => document.id)).toEqual([theirs]);
  });

  it('keeps one document of a kind when two are added at once', async () => {
    const reservationId = await newStay();
    const [a, b] = [await uploadedBy('admin'), await uploadedBy('manager')];
    const results = await Promise.all([
      outcome(as('admin').reservations.attachDocument({ reservationId, documentId: a })),
      outcome(as('manager').reservations.attachDocument({ reservationId, documentId: b })),
    ]);
    expect(results).toEqual(['ok', 'ok']);
    expect(await documentsOf(reservationId)).toHaveLength(1);
  });

  it('over HTTP: a manager uploads and replaces, the old file is gone; front desk is refused', async () => {
    const reservationId = await newStay();
    const manager = await createTestUser(server.db, 'manager');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({ email: manager.email, password: manager.password });
    const cookie = `session=${client.cookies.get('session')}`;
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([PNG_BYTES]), 'front.png');
      const response = await fetch(`${server.url}/api/documents?kind=id_front`, {
        method: 'POST',
        body: form,
        headers: { origin: server.url, cookie },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const storageKey = async (id: string) => {
      const [row] = await server.db
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, id));
      return row?.storageKey ?? '';
    };
    const filePath = (key: string) => path.join(server.env.DATA_DIR, 'documents', key);

    const first = await upload();
    const firstFile = filePath(await storageKey(first));
    await client.trpc.reservations.attachDocument.mutate({ reservationId, documentId: first });
    expect(existsSync(firstFile)).toBe(true);
    const second = await upload();
    await client.trpc.reservations.attachDocument.mutate({ reservationId, documentId: second });
    expect(existsSync(firstFile)).toBe(false);
    const download = (id: string) =>
      fetch(`${server.url}/api/documents/${id}`, { headers: { cookie } });
    expect((await download(first)).status).toBe(404);
    expect((await download(second)).status).toBe(200);

    for (const hostile of [
      { reservationId: 'nope', documentId: second },
      { reservationId, documentId: `${second}' or 1=1 --` },
      { reservationId: 'x'.repeat(100_000), documentId: second },
      { reservationId },
    ]) {
      const error = await rejection(
        client.trpc.reservations.attachDocument.mutate(
          hostile as { reservationId: string; documentId: string },
        ),
      );
      expect(error.data?.httpStatus).toBeGreaterThanOrEqual(400);
      expect(error.data?.httpStatus).toBeLessThan(500);
    }
    client.close();

    const desk = await createTestUser(server.db, 'front_desk');
    const deskClient = createApiClient(server.url);
    await deskClient.trpc.auth.signIn.mutate({ email: desk.email, password: desk.password });
    const error = await rejection(
      deskClient.trpc.reservations.attachDocument.mutate({ reservationId, documentId: second }),
    );
    expect(error.data?.httpStatus).toBe(403);
    deskClient.close();
    expect((await documentsOf(reservationId)).map((document) => document.id)).toEqual([second]);
  });
});
