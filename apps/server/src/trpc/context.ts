import fastifyCookie from '@fastify/cookie';
import type { DatabaseClient } from '@zamalek/db/client';
import type { AuthUser } from '@zamalek/db/queries/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidSession } from '../auth/session';
import { SESSION_COOKIE, validateSessionToken } from '../auth/session';
import type { DocumentStore } from '../documents/store';
import type { Env } from '../env';
import type { LiveHub } from '../live/hub';

/** How procedures set or clear the session cookie, whatever the transport. */
export interface SessionCookie {
  set(token: string, expiresAt: Date | null): void;
  clear(): void;
}

export interface AppServices {
  database: DatabaseClient;
  env: Env;
  live: LiveHub;
  /** Wakes the outbox worker after a commit that queued mail. */
  mail: { kick(): void };
  documents: DocumentStore;
}

export interface InnerContextOptions {
  services: AppServices;
  session: ValidSession | null;
  sessionToken: string | null;
  cookie: SessionCookie;
  ip: string;
}

/** The context procedures see; tests build it directly without HTTP. */
export function createInnerContext(options: InnerContextOptions) {
  const user: AuthUser | null = options.session?.user ?? null;
  return {
    db: options.services.database.db,
    env: options.services.env,
    live: options.services.live,
    mail: options.services.mail,
    documents: options.services.documents,
    session: options.session?.session ?? null,
    sessionToken: options.sessionToken,
    user,
    role: user?.role ?? null,
    cookie: options.cookie,
    ip: options.ip,
  };
}

export type Context = ReturnType<typeof createInnerContext>;

const NO_COOKIE: SessionCookie = { set() {}, clear() {} };

export function fastifySessionCookie(req: FastifyRequest, reply: FastifyReply): SessionCookie {
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    path: '/',
  };
  return {
    set(token, expiresAt) {
      // No expiry means a browser-session cookie; the server still enforces the absolute limit.
      reply.setCookie(
        SESSION_COOKIE,
        token,
        expiresAt ? { ...options, expires: expiresAt } : options,
      );
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}

export async function createFastifyContext(
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply | undefined,
) {
  // WebSocket upgrades reach the context without the cookie plugin's parsed cookies.
  const cookies = req.cookies ?? fastifyCookie.parse(req.headers.cookie ?? '');
  const token = cookies[SESSION_COOKIE] ?? null;
  const session = token ? await validateSessionToken(services.database.db, token) : null;
  return createInnerContext({
    services,
    session,
    sessionToken: session ? token : null,
    cookie: reply ? fastifySessionCookie(req, reply) : NO_COOKIE,
    ip: req.ip,
  });
}
