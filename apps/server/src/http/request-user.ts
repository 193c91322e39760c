import type { Db } from '@zamalek/db/client';
import type { SessionUser } from '@zamalek/db/queries/users';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../actors';
import { SESSION_COOKIE, validateSessionToken } from '../auth/session';
import { requestedPropertyOf } from './requested-property';

/**
 * The signed-in user of a plain HTTP route (uploads, downloads) at the property the request
 * names, or null. Routes check capabilities on it, which hold only at that property.
 */
export async function requestUser(db: Db, req: FastifyRequest) {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await validateSessionToken(db, token, {
    requestedProperty: requestedPropertyOf(req),
  });
  return session?.user ?? null;
}

/** The user as an actor at the request's property; null when the request acts at none. */
export function asActor(user: SessionUser): Actor | null {
  const { propertyId } = user;
  return propertyId === null ? null : { ...user, propertyId };
}
