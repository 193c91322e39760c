import type { Db } from '@zamalek/db/client';
import type { SessionUser } from '@zamalek/db/queries/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../actors';
import { SESSION_COOKIE, validateSessionToken } from '../auth/session';
import { AppError, httpStatusOf } from '../errors';
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

/** Why a request cannot act at a property, as the staff procedures say it. */
type Refusal = 'NOT_SIGNED_IN' | 'NOT_FOUND' | 'PROPERTY_REQUIRED' | 'FORBIDDEN';

/**
 * The signed-in user as an actor at the request's property, or why not, as staff procedures
 * refuse it: a property the user does not work at is "not found", like an id that does not
 * exist; a user of several who names none is asked to choose one; a user with a role nowhere is
 * forbidden. Routes then check the capability they need on the actor.
 */
export async function requestActor(
  db: Db,
  req: FastifyRequest,
): Promise<{ actor: Actor; refused?: never } | { actor?: never; refused: Refusal }> {
  const user = await requestUser(db, req);
  if (!user) return { refused: 'NOT_SIGNED_IN' };
  const actor = asActor(user);
  if (actor) return { actor };
  if (requestedPropertyOf(req) !== null) return { refused: 'NOT_FOUND' };
  return { refused: user.memberships.length > 1 ? 'PROPERTY_REQUIRED' : 'FORBIDDEN' };
}

/** Answers a refusal with its status and message (`forbidden`: the route's words for 403). */
export function sendRefusal(reply: FastifyReply, refused: Refusal, forbidden?: string) {
  const error = new AppError(refused, refused === 'FORBIDDEN' ? forbidden : undefined);
  return reply.code(httpStatusOf(error)).send({ error: error.message });
}
