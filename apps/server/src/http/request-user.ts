import type { Db } from '@zamalek/db/client';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSessionToken } from '../auth/session';

/** The signed-in user of a plain HTTP route (uploads, downloads), or null. */
export async function requestUser(db: Db, req: FastifyRequest) {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await validateSessionToken(db, token);
  return session?.user ?? null;
}
