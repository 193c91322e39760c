import fastifyCookie from '@fastify/cookie';
import type { PropertyRef } from '@zamalek/db/queries/properties';
import type { SessionUser } from '@zamalek/db/queries/users';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import type { SessionProperty, ValidSession } from '../auth/session';
import { SESSION_COOKIE, validateSessionToken } from '../auth/session';
import { clientIpOf } from '../http/client-ip';
import { requestedPropertyOf } from '../http/requested-property';
import type { SocketRegistry } from '../live/socket-registry';
import { resolvePublicProperty } from '../properties/public-property';
import { propertyNow, propertyNowWith, propertyToday } from '../property-today';
import type { AppServices } from '../services';

/** How procedures set or clear the session cookie, whatever the transport. */
interface SessionCookie {
  set(token: string, expiresAt: Date | null): void;
  clear(): void;
}

interface InnerContextOptions {
  services: AppServices;
  session: ValidSession | null;
  sessionToken: string | null;
  cookie: SessionCookie;
  ip: string;
  /** The property the request names, by id or slug (`X-Property`, or `?property=` on the WebSocket). */
  requestedProperty?: string | null;
  /**
   * A WebSocket's context is built once, when it connects, and serves every call over it; such
   * calls re-read the session (trpc/init.ts).
   */
  overWebSocket?: boolean;
}

/** Who is calling, at which property, with which role: the part of the context a session decides. */
export function sessionContext(session: ValidSession | null, token: string | null) {
  const user: SessionUser | null = session?.user ?? null;
  return {
    session: session?.session ?? null,
    sessionToken: session ? token : null,
    user,
    role: user?.role ?? null,
    property: session?.property ?? null,
  };
}

/** The context procedures see; tests build it directly without HTTP. */
export function createInnerContext(options: InnerContextOptions) {
  const { env } = options.services;
  const { db } = options.services.database;
  /**
   * The clock of the property a call acts at, in its own time zone: `today`, computed when asked
   * (a WebSocket's context outlives midnight), and `now`, its date and time of day with the
   * No-Show cut-off for display statuses. A request's session came with the cut-off (a
   * WebSocket's calls re-read theirs, trpc/init.ts); the public site's property (`siteProcedure`)
   * reads its own. A call at no property (signing in) keeps the installation's clock.
   */
  const clockAt = (place: SessionProperty | PropertyRef | null) => ({
    today: () => propertyToday(place?.timeZone ?? env.PROPERTY_TIMEZONE),
    now: async (): Promise<PropertyNow> => {
      if (place && 'noShowCutoff' in place) {
        return propertyNowWith(place.timeZone, place.noShowCutoff);
      }
      const propertyId = place?.id ?? (await resolvePublicProperty(db, null)).id;
      return propertyNow(db, { propertyId });
    },
  });
  return {
    db: options.services.database.db,
    env,
    ...clockAt(options.session?.property ?? null),
    /** The moment of the call, for the timestamps a use case writes (a booking reference's). */
    clock: () => new Date(),
    clockAt,
    requestedProperty: options.requestedProperty ?? null,
    live: options.services.live,
    mail: options.services.mail,
    channex: options.services.channex,
    documents: options.services.documents,
    photos: options.services.photos,
    metrics: options.services.metrics,
    ...sessionContext(options.session, options.sessionToken),
    cookie: options.cookie,
    ip: options.ip,
    overWebSocket: options.overWebSocket ?? false,
  };
}

export type Context = ReturnType<typeof createInnerContext>;

/** A WebSocket cannot set cookies. */
const NO_COOKIE: SessionCookie = { set() {}, clear() {} };

function fastifySessionCookie(req: FastifyRequest, reply: FastifyReply): SessionCookie {
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

/**
 * The context of an HTTP request, or of a WebSocket connection: the tRPC adapter hands over the
 * socket in place of the reply. A signed-in socket is followed by the registry, which closes it
 * once its session ends or its role changes.
 */
export async function createFastifyContext(
  services: AppServices,
  sockets: SocketRegistry,
  req: FastifyRequest,
  res: FastifyReply | WebSocket,
) {
  // WebSocket upgrades reach the context without the cookie plugin's parsed cookies.
  const cookies = req.cookies ?? fastifyCookie.parse(req.headers.cookie ?? '');
  const token = cookies[SESSION_COOKIE] ?? null;
  const socket = res instanceof WebSocket ? res : null;
  const requestedProperty = requestedPropertyOf(req);
  let session: ValidSession | null = null;
  if (token) {
    session = socket
      ? await sockets.admit(socket, token, requestedProperty)
      : await validateSessionToken(services.database.db, token, { requestedProperty });
  }
  return createInnerContext({
    services,
    session,
    sessionToken: token,
    cookie: res instanceof WebSocket ? NO_COOKIE : fastifySessionCookie(req, res),
    ip: clientIpOf(req),
    requestedProperty,
    overWebSocket: socket !== null,
  });
}
