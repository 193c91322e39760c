import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '@zamalek/db/client';
import {
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
  type SessionRecord,
} from '@zamalek/db/queries/sessions';
import type { SessionUser } from '@zamalek/db/queries/users';
import { capabilitiesOf, isCapability } from '@zamalek/domain/roles';

export const SESSION_COOKIE = 'session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** "Stay signed in": sliding 30 days, renewed once less than half remains. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** Otherwise a browser-session cookie with a 12-hour absolute limit. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Db,
  token: string,
  userId: string,
  persistent: boolean,
  now: Date = new Date(),
): Promise<SessionRecord> {
  const session = {
    id: sessionIdFromToken(token),
    userId,
    persistent,
    expiresAt: new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS)),
  };
  await insertSession(db, session);
  return { ...session, createdAt: now };
}

/** The property a request acts at, with what its clock needs. */
export interface SessionProperty {
  id: string;
  slug: string;
  name: string;
  timeZone: string;
  /** The No-Show cut-off as the session was read (the request's clock uses it). */
  noShowCutoff: string;
}

export interface ValidSession {
  session: SessionRecord;
  /** The user at the chosen property (no role and no capability when none was chosen). */
  user: SessionUser;
  property: SessionProperty | null;
}

type MembershipRow = NonNullable<
  Awaited<ReturnType<typeof findSessionWithUser>>
>['memberships'][number];

/**
 * The property a request acts at: the one it names (by id or slug), if the user works there;
 * when it names none, the only one the user works at. Anything else is no property — never a
 * default.
 */
function chooseMembership(
  memberships: readonly MembershipRow[],
  requested: string | null,
): MembershipRow | null {
  if (requested !== null) {
    return memberships.find((m) => m.propertyId === requested || m.slug === requested) ?? null;
  }
  return memberships.length === 1 ? (memberships[0] ?? null) : null;
}

/** The role's capabilities at the chosen property, from the matrix and its adjustments there. */
function sessionUser(
  user: Pick<SessionUser, 'id' | 'email' | 'fullName' | 'owner'>,
  memberships: readonly MembershipRow[],
  chosen: MembershipRow | null,
  landlordOf: SessionUser['landlordOf'],
): SessionUser {
  const role = chosen?.role ?? null;
  const overrides = role
    ? (chosen?.adjustments ?? []).flatMap(({ capability, allowed }) =>
        isCapability(capability) ? [{ role, capability, allowed }] : [],
      )
    : [];
  return {
    ...user,
    role,
    capabilities: capabilitiesOf(role, overrides),
    propertyId: chosen?.propertyId ?? null,
    memberships: memberships.map(({ propertyId, slug, name, role }) => ({
      propertyId,
      slug,
      name,
      role,
    })),
    landlordOf,
  };
}

export async function validateSessionToken(
  db: Db,
  token: string,
  {
    requestedProperty = null,
    now = new Date(),
  }: { requestedProperty?: string | null; now?: Date } = {},
): Promise<ValidSession | null> {
  const sessionId = sessionIdFromToken(token);
  const row = await findSessionWithUser(db, { sessionId });
  if (!row) return null;
  const { session } = row;
  if (now >= session.expiresAt) {
    await deleteSession(db, { sessionId });
    return null;
  }
  if (
    session.persistent &&
    session.expiresAt.getTime() - now.getTime() < PERSISTENT_SESSION_MS / 2
  ) {
    session.expiresAt = new Date(now.getTime() + PERSISTENT_SESSION_MS);
    await extendSession(db, { sessionId, expiresAt: session.expiresAt });
  }
  const chosen = chooseMembership(row.memberships, requestedProperty);
  return {
    session,
    user: sessionUser(row.user, row.memberships, chosen, row.landlordOf),
    property: chosen && {
      id: chosen.propertyId,
      slug: chosen.slug,
      name: chosen.name,
      timeZone: chosen.timeZone,
      noShowCutoff: chosen.noShowCutoff,
    },
  };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, { sessionId: sessionIdFromToken(token) });
}
