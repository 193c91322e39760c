import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { type Capability, can } from '@zamalek/domain/roles';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { validateSessionToken } from '../auth/session';
import { AppError, isDatabaseUnavailable, sqlState, UNEXPECTED_ERROR_MESSAGE } from '../errors';
import { containsUnstorableText } from '../unstorable-text';
import { type Context, sessionContext } from './context';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Subscriptions go over the WebSocket only, where sockets are closed when their session ends;
  // an HTTP event stream would outlive a sign-out.
  sse: { enabled: false },
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const { stack: _stack, ...data } = shape.data;
    // Failing before any procedure ran (the session lookup of createContext) skips `appErrors`.
    if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error)) {
      const unavailable = new AppError('DATABASE_UNAVAILABLE');
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[unavailable.trpcCode],
        message: unavailable.message,
        data: {
          ...data,
          code: unavailable.trpcCode,
          httpStatus: 503,
          appCode: unavailable.code,
          fieldErrors: null,
        },
      };
    }
    return {
      ...shape,
      // Internal failures never leak their details to the browser.
      message: error.code === 'INTERNAL_SERVER_ERROR' ? UNEXPECTED_ERROR_MESSAGE : shape.message,
      data: {
        ...data,
        // The domain code the browser maps to its screens (null for transport-level failures).
        appCode: error.cause instanceof AppError ? error.cause.code : null,
        fieldErrors: zodError
          ? Object.fromEntries(
              zodError.issues.map((issue) => [issue.path.join('.'), issue.message]),
            )
          : null,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A channel booking's guests, dates, price or cancellation changed by staff (migration 0042). */
const CHANNEL_FACTS_KEPT = 'ZL014';

/**
 * Domain errors thrown anywhere below become tRPC errors with their own code and message, and an
 * invalid input reads as its first message rather than a JSON dump of the issues.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  const appError =
    cause instanceof AppError
      ? cause
      : isDatabaseUnavailable(cause)
        ? new AppError('DATABASE_UNAVAILABLE', undefined, { cause })
        : sqlState(cause) === CHANNEL_FACTS_KEPT
          ? new AppError('CHANNEL_BOOKING_READ_ONLY', undefined, { cause })
          : null;
  if (appError) {
    throw new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError });
  }
  if (cause instanceof ZodError && result.error.code === 'BAD_REQUEST') {
    const message = cause.issues[0]?.message ?? 'Invalid input';
    throw new TRPCError({ code: 'BAD_REQUEST', message, cause });
  }
  return result;
});

/** Text with a NUL character is refused readably, before any procedure stores it. */
const refuseNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  if (containsUnstorableText(await getRawInput())) throw new AppError('CONTROL_CHARACTERS');
  return next();
});

/**
 * A WebSocket's context is built when it connects and serves every call over it, so each such
 * call re-reads the session: a sign-out, a disabled account or a new role applies at once.
 * (Over HTTP the context is built per request.)
 */
const currentSession = t.middleware(async ({ ctx, next }) => {
  if (!ctx.overWebSocket) return next();
  const token = ctx.sessionToken;
  const session = token
    ? await validateSessionToken(ctx.db, token, { requestedProperty: ctx.requestedProperty })
    : null;
  const fresh = sessionContext(session, token);
  return next({ ctx: { ...fresh, ...ctx.clockAt(fresh.property) } });
});

/** Each call's time and outcome (ok, or its error's code), when metrics are on. */
const timed = t.middleware(async ({ ctx, path, type, next }) => {
  const { metrics } = ctx;
  if (!metrics) return next();
  const started = performance.now();
  const result = await next();
  const outcome = result.ok
    ? 'ok'
    : result.error.cause instanceof AppError
      ? result.error.cause.code
      : result.error.code;
  metrics.observeProcedure(
    { procedure: path, type, outcome },
    (performance.now() - started) / 1000,
  );
  return result;
});

export const publicProcedure = t.procedure
  .use(timed)
  .use(appErrors)
  .use(refuseNulCharacters)
  .use(currentSession);

/** Any signed-in user, with or without a staff role (sales agents). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new AppError('NOT_SIGNED_IN');
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Users whose role at the request's property may do `capability`: the permission matrix with
 * that property's adjustments, read with the session on every call (over a WebSocket too).
 * `message` is what others see. A property the user does not work at is "not found", like an id
 * that does not exist; a user of several properties who names none is asked to choose one.
 */
export function capabilityProcedure(capability: Capability, message?: string) {
  return staffProcedure(message).use(({ ctx, next }) => {
    if (!can(ctx.user, capability)) throw new AppError('FORBIDDEN', message);
    return next();
  });
}

/**
 * Staff acting at the request's property, whatever their role there (the use case checks what
 * it needs). `message` is what a user without a role anywhere sees.
 */
export function staffProcedure(message?: string) {
  return authedProcedure.use(({ ctx, next }) => {
    const { property } = ctx;
    if (!property) {
      if (ctx.requestedProperty !== null) throw new AppError('NOT_FOUND');
      if (ctx.user.memberships.length > 1) throw new AppError('PROPERTY_REQUIRED');
      throw new AppError('FORBIDDEN', message);
    }
    return next({ ctx: { property, user: { ...ctx.user, propertyId: property.id } } });
  });
}
