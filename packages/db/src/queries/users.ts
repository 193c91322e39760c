import type { Capability, Role } from '@zamalek/domain/roles';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, userRoles, users } from '../schema';

interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role | null;
}

/** A signed-in user with what their role may do now (the matrix and an admin's adjustments). */
export interface SessionUser extends AuthUser {
  capabilities: Capability[];
}

const authUserColumns = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
  role: userRoles.role,
};

export async function findCredentialsByEmail(db: Db, { email }: { email: string }) {
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

export async function emailExists(db: Db, { email }: { email: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Creates the user, profile and (optional) role together; run it inside a transaction. */
export async function insertUser(
  db: Db,
  input: {
    email: string;
    passwordHash: string;
    fullName: string;
    role: Role | null;
    /** Only an admin links one (Add User); sign-up never does. */
    salesSource?: string | null;
  },
): Promise<{ id: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      salesSource: input.salesSource ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  await db.insert(profiles).values({ id: user.id, fullName: input.fullName });
  if (input.role) await db.insert(userRoles).values({ userId: user.id, role: input.role });
  return user;
}

/** User Management's table: everyone, with e-mail, name, role, sales source and whether disabled. */
export function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      role: userRoles.role,
      salesSource: users.salesSource,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(sql`lower(coalesce(${profiles.fullName}, ${users.email}))`);
}

interface UserAccountChanges {
  email: string;
  fullName: string;
  role: Role | null;
  /** Undefined keeps the link; null clears it. */
  salesSource?: string | null | undefined;
}

/**
 * Enabled admins other than `exceptUserId`: the last-admin rule counts these. Every enabled admin
 * (`exceptUserId` too) is locked, in id order, so two admins demoting or disabling each other
 * queue rather than deadlock and the second sees the first's change. NO KEY UPDATE, not UPDATE:
 * the foreign key checks of concurrent writes (audit rows naming an admin as actor) still pass.
 */
export async function countOtherActiveAdmins(
  db: Db,
  { exceptUserId }: { exceptUserId: string },
): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.filter((row) => row.id !== exceptUserId).length;
}

export async function updateUserAccount(
  db: Db,
  { userId, changes }: { userId: string; changes: UserAccountChanges },
) {
  await db
    .update(users)
    .set({
      email: changes.email.toLowerCase(),
      ...(changes.salesSource === undefined ? {} : { salesSource: changes.salesSource }),
    })
    .where(eq(users.id, userId));
  await db
    .insert(profiles)
    .values({ id: userId, fullName: changes.fullName })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { fullName: changes.fullName, updatedAt: sql`now()` },
    });
  if (changes.role === null) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
  } else {
    await db
      .insert(userRoles)
      .values({ userId, role: changes.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: changes.role } });
  }
}

export async function setUserDisabled(
  db: Db,
  { userId, disabled }: { userId: string; disabled: boolean },
) {
  await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(eq(users.id, userId));
}

export async function findUserRow(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      role: userRoles.role,
      salesSource: users.salesSource,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The user's password hash and whether the account is disabled, with the row locked: `share` by
 * a sign-in about to open a session, `update` (NO KEY UPDATE, so foreign-key checks of other
 * writes still pass) by a password change or reset. A sign-in then waits for a change being
 * committed and sees the new hash, and a change waits for a session being opened and ends it.
 * Run it inside a transaction.
 */
export async function lockCredentials(
  db: Db,
  { userId, mode }: { userId: string; mode: 'share' | 'update' },
) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for(mode === 'share' ? 'share' : 'no key update');
  return row;
}

/** The e-mail and password hash of a user (enabled or not), by id. */
export async function findCredentialsById(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setPasswordHash(
  db: Db,
  { userId, passwordHash }: { userId: string; passwordHash: string },
) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Enabled accounts with their role and password hash (the start-up check of demo passwords). */
export function listActiveCredentials(db: Db) {
  return db
    .select({ role: userRoles.role, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(isNull(users.disabledAt))
    .orderBy(asc(users.createdAt), asc(users.id));
}
