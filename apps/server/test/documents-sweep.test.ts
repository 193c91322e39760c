import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertDocument } from '@zamalek/db/queries/documents';
import { documents } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStore } from '../src/documents/store';
import { UNLINKED_DOCUMENT_GRACE_HOURS } from '../src/documents/sweep';
import { runHousekeeping } from '../src/jobs/housekeeping';
import { FolderStore } from '../src/storage/folder-store';
import { PNG_BYTES } from './support/files';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

describe.each(testDrivers)('sweeping uploads never linked to a reservation (%s)', (driver) => {
  let database: TestDatabase;
  let directory: string;
  let store: DocumentStore;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    directory = mkdtempSync(path.join(tmpdir(), 'zamalek-sweep-'));
    store = new DocumentStore(new FolderStore(directory));
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(directory, { recursive: true, force: true });
  });

  async function upload(uploadedBy: string, ageHours: number, reservationId: string | null) {
    const storageKey = await store.save(PNG_BYTES);
    const { id } = await insertDocument(database.client.db, {
      propertyId: await firstPropertyId(database.client.db),
      kind: 'id_front',
      storageKey,
      originalName: 'id.png',
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      sha256: 'x',
      uploadedBy,
    });
    await database.client.db
      .update(documents)
      .set({
        reservationId,
        createdAt: sql`now() - make_interval(hours => ${ageHours})`,
      })
      .where(eq(documents.id, id));
    return { id, file: path.join(directory, 'documents', storageKey) };
  }

  it('removes an unlinked upload older than the grace with its file; keeps fresh and linked ones', async () => {
    const db = database.client.db;
    const user = await createTestUser(db, 'manager');
    const unit = await insertUnit(db);
    const stay = await insertStay(db, unit.id, '2026-12-01', '2026-12-03');
    const grace = UNLINKED_DOCUMENT_GRACE_HOURS;
    const orphan = await upload(user.id, grace + 1, null);
    const fresh = await upload(user.id, grace - 1, null);
    const linked = await upload(user.id, grace + 100, stay.id);

    await runHousekeeping(db, store);

    const remaining = await db.select({ id: documents.id }).from(documents);
    expect(remaining.map((row) => row.id).sort()).toEqual([fresh.id, linked.id].sort());
    expect(existsSync(orphan.file)).toBe(false);
    expect(existsSync(fresh.file)).toBe(true);
    expect(existsSync(linked.file)).toBe(true);
  });
});
