import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, sessions, userRoles, users } from '../schema';

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

/** The session with its (enabled) user, or undefined when either is missing or disabled. */
export async function findSessionWithUser(db: Db, sessionId: string) {
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date = new Date()) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}

export async function countActiveSessions(db: Db, userId: string, now: Date = new Date()) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return rows.length;
}
