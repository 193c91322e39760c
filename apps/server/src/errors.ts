import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/** Domain failures, each with its tRPC code and the user-facing message the spec gives it. */
const CATALOGUE = {
  INVALID_CREDENTIALS: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
  EMAIL_TAKEN: { code: 'CONFLICT', message: 'This email is already registered' },
  TOO_MANY_SIGN_IN_ATTEMPTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts.' },
  NOT_SIGNED_IN: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
  FORBIDDEN: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  NOT_FOUND: { code: 'NOT_FOUND', message: 'Not found.' },
  CONFLICT: { code: 'CONFLICT', message: 'This conflicts with the current data.' },
  STAY_TAKEN: {
    code: 'CONFLICT',
    message:
      'Sorry — those dates were just booked for this suite. Please choose other dates or another suite.',
  },
  SUITE_UNAVAILABLE: {
    code: 'NOT_FOUND',
    message: 'This suite is not available for online booking. Please choose another suite.',
  },
  ROOM_TAKEN: {
    code: 'CONFLICT',
    message:
      'Those dates are no longer free for this room. Please choose other dates or another room.',
  },
  UNIT_GONE: {
    code: 'NOT_FOUND',
    message: 'The selected unit was not found. Please refresh and try again.',
  },
  DOCUMENTS_MISSING: {
    code: 'BAD_REQUEST',
    message: 'Failed to upload ID/Passport. Please upload the guest documents again.',
  },
  INVALID_ROW: { code: 'BAD_REQUEST', message: 'One of the rows is invalid.' },
  INVALID_STAY: { code: 'BAD_REQUEST', message: 'Please check your dates.' },
  TOO_MANY_GUESTS: { code: 'BAD_REQUEST', message: 'This suite cannot host that many guests.' },
  TOO_MANY_BOOKINGS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many booking attempts from your connection. Please try again later.',
  },
  DATABASE_UNAVAILABLE: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
} as const satisfies Record<string, { code: TRPC_ERROR_CODE_KEY; message: string }>;

export type AppErrorCode = keyof typeof CATALOGUE;

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly trpcCode: TRPC_ERROR_CODE_KEY;

  constructor(code: AppErrorCode, message?: string) {
    super(message ?? CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.trpcCode = CATALOGUE[code].code;
  }
}

/** SQLSTATE of a database error; Drizzle wraps driver errors, so look at the cause too. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
  }
  return undefined;
}

/**
 * Runs a transaction again when PostgreSQL picked it as a deadlock victim (40P01). Two racing
 * inserts into the exclusion constraint can deadlock; on retry the loser sees 23P01 instead.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || sqlState(error) !== '40P01') throw error;
    }
  }
}

/**
 * SQLSTATEs of a connection that is gone or cannot be had: class 08 (connection exception),
 * 57P01-57P03 (terminated by an administrator, crash shutdown, cannot connect now) and 53300 (too
 * many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND', // a restarting database container's name can vanish from DNS for a moment
  'EAI_AGAIN',
]);
/** node-postgres reports a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) {
    return true;
  }
  // A FATAL error ends the session: the server closed this connection (or refused to open it).
  if ('severity' in error && (error.severity === 'FATAL' || error.severity === 'PANIC'))
    return true;
  return error instanceof Error && UNAVAILABLE_MESSAGE.test(error.message);
}

/** The error in the chain that says the database is unreachable, if any. */
function findUnavailable(error: unknown): object | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return current;
    if ('cause' in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return undefined;
}

/**
 * Whether a failure means the database cannot be reached right now (it restarts, was stopped, or
 * dropped this connection) rather than that the request was wrong. Drizzle and tRPC wrap the
 * driver's error, so the causes are walked too, and a failed connect to several addresses is an
 * AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return findUnavailable(error) !== undefined;
}

/** What a log may say about a connection failure: its code, never a query or its parameters. */
export function unavailableReason(error: unknown): string {
  const found = findUnavailable(error);
  if (found && 'code' in found && typeof found.code === 'string') return found.code;
  return found instanceof Error ? found.message : 'unknown';
}
