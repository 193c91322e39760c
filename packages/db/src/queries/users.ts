import type { Capability, Role } from '@zamalek/domain/roles';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, userRoles, users } from '../schema';
import type { LandlordLink } from './sessions';

interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role | null;
}

/** A property the user holds a role at (the staff screens' property switcher lists them). */
export interface Membership {
  propertyId: string;
  slug: string;
  name: string;
  role: Role;
}

/**
 * A signed-in user, at the property the request chose: their role there and what it may do now
 * (the matrix and that property's adjustments). `propertyId` is null when the request chose no
 * property they work at; `role` is then null too and no staff capability applies.
 */
export interface SessionUser extends AuthUser {
  /** An owner of the organisation (every property, and the portfolio). */
  owner: boolean;
  capabilities: Capability[];
  propertyId: string | null;
  memberships: Membership[];
  /** The landlords they sign in as (their own pages), whatever their role. */
  landlordOf: LandlordLink[];
}

/** The role at one property: joined on both columns, so a role elsewhere never shows. */
function roleAt(propertyId: string) {
  return and(eq(userRoles.userId, users.id), eq(userRoles.propertyId, propertyId));
}

/**
 * The users a property's admins see and manage: those with a role there, and those with a role
 * nowhere (sales agents, sign-ups). Someone who works only at other properties is theirs: "not
 * found" here, like an id nobody has.
 */
export function managedAt(propertyId: string) {
  return sql<boolean>`(exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.propertyId} = ${propertyId}) or not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id}))`;
}

export async function findCredentialsByEmail(db: Db, { email }: { email: string }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
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
    /** The role at a property, or none (a sign-up, a sales agent). */
    role: { propertyId: string; role: Role } | null;
    /** Only an admin links one (Add User); sign-up never does. */
    salesSource?: string | null;
    /** An owner of the organisation (the installation's first admin, or one made by an owner). */
    owner?: boolean;
  },
): Promise<{ id: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      salesSource: input.salesSource ?? null,
      owner: input.owner ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  await db.insert(profiles).values({ id: user.id, fullName: input.fullName });
  if (input.role) await db.insert(userRoles).values({ userId: user.id, ...input.role });
  return user;
}

/**
 * User Management's table: everyone the property manages (`managedAt`), with e-mail, name, their
 * role at the property (null: none anywhere), sales source and whether disabled.
 */
/** Whether the organisation has an owner yet (the first admin made becomes one). */
export async function hasOwner(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.owner, true)).limit(1);
  return row !== undefined;
}

export function listUsers(db: Db, { propertyId }: { propertyId: string }) {
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
    .leftJoin(userRoles, roleAt(propertyId))
    .where(managedAt(propertyId))
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
  { propertyId, exceptUserId }: { propertyId: string; exceptUserId: string },
): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, roleAt(propertyId))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.filter((row) => row.id !== exceptUserId).length;
}

/** The account's details, and its role at the property (null: none there any more). */
export async function updateUserAccount(
  db: Db,
  {
    propertyId,
    userId,
    changes,
  }: { propertyId: string; userId: string; changes: UserAccountChanges },
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
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.propertyId, propertyId)));
  } else {
    await db
      .insert(userRoles)
      .values({ userId, propertyId, role: changes.role })
      .onConflictDoUpdate({
        target: [userRoles.userId, userRoles.propertyId],
        set: { role: changes.role },
      });
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

/** A user the property manages (`managedAt`), with their role there; undefined otherwise. */
export async function findUserRow(
  db: Db,
  { propertyId, userId }: { propertyId: string; userId: string },
) {
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
    .leftJoin(userRoles, roleAt(propertyId))
    .where(and(eq(users.id, userId), managedAt(propertyId)))
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

/**
 * Enabled accounts with the roles they hold anywhere and their password hash (the start-up check
 * of demo passwords).
 */
export function listActiveCredentials(db: Db) {
  return db
    .select({
      roles: sql<
        Role[]
      >`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      owner: users.owner,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(isNull(users.disabledAt))
    .orderBy(asc(users.createdAt), asc(users.id));
}
