import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hitRateLimit } from '@zamalek/db/queries/rate-limits';
import { rateLimits, sessions } from '@zamalek/db/schema';
import { createTestDatabase } from '@zamalek/db/testing';
import { describe, expect, it } from 'vitest';
import { createSession, generateSessionToken } from '../src/auth/session';
import { DocumentStore } from '../src/documents/store';
import { runHousekeeping } from '../src/jobs/housekeeping';
import { FolderStore } from '../src/storage/folder-store';
import { createTestUser } from './support/users';

describe('housekeeping', () => {
  it('removes expired sessions and rate-limit windows, keeping live ones', async () => {
    const database = await createTestDatabase('pglite');
    const db = database.client.db;
    try {
      const user = await createTestUser(db, 'front_desk');
      const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
      await createSession(db, generateSessionToken(), user.id, true, longAgo);
      await createSession(db, generateSessionToken(), user.id, true);
      await hitRateLimit(db, { key: 'expired', windowMs: 1 });
      await hitRateLimit(db, { key: 'current', windowMs: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, 20));

      const store = new DocumentStore(
        new FolderStore(mkdtempSync(path.join(tmpdir(), 'zamalek-documents-'))),
      );
      await runHousekeeping(db, store);

      expect(await db.select().from(sessions)).toHaveLength(1);
      expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['current']);
    } finally {
      await database.dispose();
    }
  });
});
