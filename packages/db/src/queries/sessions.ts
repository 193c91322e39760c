import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  profiles,
  propertySettings,
  roleCapabilities,
  sessions,
  userRoles,
  users,
} from '../schema';

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: Date;
  persistent: boolean;
  createdAt: Date;
}

export async function insertSession(db: Db, session: Omit<SessionRecord, 'createdAt'>) {
  await db.insert(sessions).values(session);
}

/**
 * The session with its (enabled) user and the admin's adjustments to that user's role, or
 * undefined when either is missing or disabled. One round trip: it runs on every request.
 */
export async function findSessionWithUser(db: Db, { sessionId }: { sessionId: string }) {
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        persistent: sessions.persistent,
        createdAt: sessions.createdAt,
      },
      user: {
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        role: userRoles.role,
      },
      roleAdjustments: sql<{ capability: string; allowed: boolean }[]>`coalesce((
        select json_agg(json_build_object('capability', ${roleCapabilities.capability}, 'allowed', ${roleCapabilities.allowed}))
        from ${roleCapabilities} where ${roleCapabilities.role} = ${userRoles.role}
      ), '[]'::json)`,
      // The request's clock needs it (display statuses): read with the session, not after it.
      noShowCutoff: sql<string>`(select ${propertySettings.noShowCutoff} from ${propertySettings} where ${propertySettings.id} = 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

export async function extendSession(
  db: Db,
  { sessionId, expiresAt }: { sessionId: string; expiresAt: Date },
) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, { sessionId }: { sessionId: string }) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, { userId }: { userId: string }) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user but `keepSessionId` (the one changing the password). */
export async function deleteOtherUserSessions(
  db: Db,
  { userId, keepSessionId }: { userId: string; keepSessionId: string },
) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function sessionExists(db: Db, { sessionId }: { sessionId: string }) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row !== undefined;
}

export async function deleteExpiredSessions(db: Db, { now = new Date() }: { now?: Date } = {}) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
