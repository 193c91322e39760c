import { openPostgres } from '@zamalek/db/client';
import { auditLog, profiles, userRoles, users } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { createTestUser, signedInSession } from './support/users';

describe.each(testDrivers)('concurrent user edits (%s)', (driver) => {
  let database: TestDatabase;
  let admin: ReturnType<typeof callerFor>['caller'];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    const me = await createTestUser(db, 'admin');
    admin = callerFor(database.client, await signedInSession(db, me.id)).caller;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  // Admins demoting, renaming and disabling each other at once used to deadlock on PostgreSQL
  // (each locked the other admins, then wrote its own row) and answered "An unexpected error".
  it('lets admins be renamed, demoted and disabled all at once, every call succeeding', async () => {
    const db = database.client.db;
    for (let round = 0; round < 4; round++) {
      const admins = await Promise.all(
        Array.from({ length: 6 }, () => createTestUser(db, 'admin')),
      );
      const wanted = admins.map((_, i) => (i % 2 === 0 ? 'admin' : 'manager'));
      const calls = admins.map((user, i) =>
        i === 5
          ? admin.users.setDisabled({ id: user.id, disabled: true })
          : admin.users.update({
              id: user.id,
              fullName: `Round ${round} admin ${i}`,
              email: user.email,
              role: wanted[i] === 'admin' ? 'admin' : 'manager',
            }),
      );
      const results = await Promise.allSettled(calls);
      expect(results.map((result) => result.status)).toEqual(admins.map(() => 'fulfilled'));

      const ids = admins.map((user) => user.id);
      const rows = await db
        .select({ id: users.id, role: userRoles.role, fullName: profiles.fullName })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, ids));
      for (const [i, user] of admins.entries()) {
        const row = rows.find((candidate) => candidate.id === user.id);
        if (i === 5) continue;
        expect(row).toMatchObject({ role: wanted[i], fullName: `Round ${round} admin ${i}` });
      }
    }
    const activeAdmins = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(userRoles.role, 'admin'), isNull(users.disabledAt)));
    expect(activeAdmins.length).toBeGreaterThan(0);
  });

  it.runIf(driver === 'postgres')(
    'runs an edit again when PostgreSQL picks it as the deadlock victim',
    async () => {
      const db = database.client.db;
      const url = database.url;
      if (!url) throw new Error('postgres test database without a URL');
      const target = await createTestUser(db, 'front_desk', 'Before');
      const other = openPostgres(url, { max: 1 });
      try {
        let edit: Promise<unknown> = Promise.resolve('not started');
        // Another writer holds the target's role row, then wants the users row the edit has
        // already updated while it waits for the role row: a cycle. The edit waited first, so
        // its deadlock check fires first and it is the victim (40P01); the retry then succeeds.
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 from user_roles where user_id = ${target.id} for update`);
          edit = admin.users
            .update({ id: target.id, fullName: 'After', email: target.email, role: 'manager' })
            .then(
              () => 'ok',
              (error: unknown) => error,
            );
          await waitUntilSomeoneWaitsOnMe(tx);
          await tx.execute(sql`update users set email = email where id = ${target.id}`);
        });
        expect(await edit).toBe('ok');
      } finally {
        await other.close();
      }
      const [row] = await db
        .select({ fullName: profiles.fullName, role: userRoles.role })
        .from(profiles)
        .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
        .where(eq(profiles.id, target.id));
      expect(row).toEqual({ fullName: 'After', role: 'manager' });
      // The victim's first attempt was rolled back: one audit entry, not two.
      const audits = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'update')));
      expect(audits).toHaveLength(1);
    },
  );
});

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/** Polls until another backend waits for a lock this transaction holds. */
async function waitUntilSomeoneWaitsOnMe(tx: Executor) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const result = await tx.execute(sql`
      select count(*)::int as waiting from pg_stat_activity
      where pg_backend_pid() = any(pg_blocking_pids(pid))`);
    const rows: unknown = Array.isArray(result) ? result : Reflect.get(Object(result), 'rows');
    const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
    if (Number(Reflect.get(Object(first), 'waiting')) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody started waiting on the held lock');
}
