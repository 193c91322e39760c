import { users } from '@zamalek/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '@zamalek/db/seed-data';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswordWarning, warnAboutDemoPasswords } from '../src/auth/demo-passwords';
import { hashPassword } from '../src/auth/password';
import { seedIfWanted } from '../src/database';
import { type RunningApp, startApp, testEnv } from './support/app';
import { createApiClient } from './support/client';

/** What the start-up check logs, as a list of lines. */
async function startUpWarnings(database: TestDatabase) {
  const lines: string[] = [];
  await warnAboutDemoPasswords(database.client.db, {
    warn: (first: unknown, second?: string) => {
      lines.push(typeof first === 'string' ? first : (second ?? ''));
    },
  });
  return lines;
}

describe('the warning about the demo password', () => {
  it('names how many accounts and their roles, never who', () => {
    expect(demoPasswordWarning([])).toBeNull();
    expect(demoPasswordWarning(['manager'])).toMatch(
      /^1 active account \(Manager\) still signs in with the demo password everyone knows\./,
    );
    expect(demoPasswordWarning(['front_desk', 'admin', 'front_desk', null, 'owner'])).toMatch(
      /^5 active accounts \(Admin, 2 × Front desk, Owner, No role\) still sign in with/,
    );
  });
});

describe.each(testDrivers)('demo accounts at start-up (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const env = testEnv({ SEED_DEMO: 'true' });
    await seedIfWanted(database.client, env, { info: () => undefined });
    app = await startApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const demo = (role: string | null) => {
    const user = DEMO_USERS.find((candidate) => candidate.role === role);
    if (!user) throw new Error(`no demo user with role ${role}`);
    return user;
  };
  async function signInAs(email: string, password = DEMO_PASSWORD) {
    const api = createApiClient(app.url);
    await api.trpc.auth.signIn.mutate({ email, password });
    return api;
  }
  async function idOf(email: string) {
    const [row] = await database.client.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  it('warns while any enabled account has the shared password, until each is changed, reset or disabled', async () => {
    const [first] = await startUpWarnings(database);
    expect(first).toMatch(
      /^6 active accounts \(Admin, Manager, Front desk, Housekeeping, Owner, No role\) still sign in with the demo password everyone knows\. Before this site is used for real: each person signs in and chooses "Change password" in the user menu, or an admin sets a new password with "Reset password" on the Users page \(or disables the account there\)\./,
    );
    expect(first).not.toMatch(/@|zamalek-demo/);

    // The admin changes their own password, then resets the manager's and disables two accounts.
    const admin = await signInAs(demo('admin').email);
    await admin.trpc.auth.changePassword.mutate({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'the-admins-own-secret',
    });
    await admin.trpc.users.resetPassword.mutate({
      id: await idOf(demo('manager').email),
      password: 'the-managers-new-secret',
    });
    await admin.trpc.users.setDisabled.mutate({
      id: await idOf(demo(null).email),
      disabled: true,
    });
    expect(await startUpWarnings(database)).toEqual([
      expect.stringMatching(/^3 active accounts \(Front desk, Housekeeping, Owner\) still sign in/),
    ]);

    // The others change theirs from their own user menu.
    for (const role of ['front_desk', 'housekeeping', null] as const) {
      const email = role ? demo(role).email : 'owner@zamaleksuites.com';
      const api = await signInAs(email);
      await api.trpc.auth.changePassword.mutate({
        currentPassword: DEMO_PASSWORD,
        newPassword: `${role}-own-secret`,
      });
    }
    expect(await startUpWarnings(database)).toEqual([]);
  });

  it('says nothing on a site whose accounts never had it', async () => {
    const fresh = await createTestDatabase(driver);
    try {
      await fresh.client.db.insert(users).values({
        email: 'owner@example.com',
        passwordHash: await hashPassword('a-real-password'),
      });
      expect(await startUpWarnings(fresh)).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });
});
