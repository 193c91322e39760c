import type { Role } from '@zamalek/domain/roles';
import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { profiles, sessions, users } from '../schema';

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

interface SessionMembershipRow {
  propertyId: string;
  slug: string;
  name: string;
  role: Role;
  noShowCutoff: string;
  timeZone: string;
  /** The admin's adjustments to this role at this property. */
  adjustments: { capability: string; allowed: boolean }[];
}

/** A landlord the user signs in as, at the property the landlord's rooms are in. */
export interface LandlordLink {
  landlordId: string;
  propertyId: string;
  slug: string;
  name: string;
  timeZone: string;
  noShowCutoff: string;
}

function sessionWithUserQuery(db: Db) {
  return db
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
        owner: users.owner,
      },
      memberships: sql<SessionMembershipRow[]>`coalesce((
        select json_agg(json_build_object(
          'propertyId', p.id, 'slug', p.slug, 'name', p.property_name, 'role', held.role,
          'noShowCutoff', p.no_show_cutoff, 'timeZone', p.time_zone,
          'adjustments', coalesce((
            select json_agg(json_build_object('capability', rc.capability, 'allowed', rc.allowed))
            from role_capabilities rc
            where rc.property_id = p.id and rc.role = held.role
          ), '[]'::json)
        ) order by p.created_at, p.id)
        from properties p
        cross join lateral (
          select coalesce(
            (select ur.role from user_roles ur where ur.user_id = ${users.id} and ur.property_id = p.id),
            case when ${users.owner} then 'admin'::app_role end
          ) as role
        ) held
        where held.role is not null
      ), '[]'::json)`,
      landlordOf: sql<LandlordLink[]>`coalesce((
        select json_agg(json_build_object(
          'landlordId', l.id, 'propertyId', p.id, 'slug', p.slug, 'name', p.property_name,
          'timeZone', p.time_zone, 'noShowCutoff', p.no_show_cutoff
        ) order by p.created_at, p.id)
        from landlords l join properties p on p.id = l.property_id
        where l.user_id = ${users.id}
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(users.disabledAt)))
    .limit(1)
    .prepare('session_with_user');
}

/** Each database's prepared statement: parsed and planned once per connection, not per request. */
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionWithUserQuery>>();

/**
 * The session with its (enabled) user and every property they hold a role at — an owner, every
 * property, as its admin unless given another role there — each with the role's adjustments there
 * and the property's clock settings, or undefined when the session or user is missing or
 * disabled. One round trip: it runs on every request.
 */
export async function findSessionWithUser(db: Db, { sessionId }: { sessionId: string }) {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionWithUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
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
