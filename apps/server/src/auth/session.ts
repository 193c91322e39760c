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

export interface ValidSession {
  session: SessionRecord;
  user: SessionUser;
  /** The property's No-Show cut-off as the session was read (the request's clock uses it). */
  noShowCutoff: string;
}

/** The role's capabilities, from the matrix and the adjustments read with the session. */
function sessionUser(
  user: Omit<SessionUser, 'capabilities'>,
  adjustments: readonly { capability: string; allowed: boolean }[],
): SessionUser {
  const { role } = user;
  const overrides = role
    ? adjustments.flatMap(({ capability, allowed }) =>
        isCapability(capability) ? [{ role, capability, allowed }] : [],
      )
    : [];
  return { ...user, capabilities: capabilitiesOf(role, overrides) };
}

export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date = new Date(),
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
  return {
    session,
    user: sessionUser(row.user, row.roleAdjustments),
    noShowCutoff: row.noShowCutoff,
  };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, { sessionId: sessionIdFromToken(token) });
}
