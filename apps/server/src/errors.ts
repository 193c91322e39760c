import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { SALES_SOURCE_MESSAGES } from '@zamalek/domain/sales-source';

/** Domain failures, each with its tRPC code and the user-facing message the spec gives it. */
const CATALOGUE = {
  INVALID_CREDENTIALS: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
  EMAIL_TAKEN: { code: 'CONFLICT', message: 'This email is already registered' },
  TOO_MANY_SIGN_IN_ATTEMPTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts.' },
  TOO_MANY_SIGN_UP_ATTEMPTS: { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-up attempts.' },
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
  CONTROL_CHARACTERS: { code: 'BAD_REQUEST', message: 'Text cannot contain control characters.' },
  INVALID_STAY: { code: 'BAD_REQUEST', message: 'Please check your dates.' },
  TOO_MANY_GUESTS: { code: 'BAD_REQUEST', message: 'This suite cannot host that many guests.' },
  SALES_SOURCE_RESERVED: { code: 'BAD_REQUEST', message: SALES_SOURCE_MESSAGES.reserved },
  SALES_SOURCE_TAKEN: { code: 'CONFLICT', message: SALES_SOURCE_MESSAGES.taken },
  TOO_MANY_BOOKINGS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many bookings from your connection. Please try again later.',
  },
  TOO_MANY_FAILED_BOOKINGS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many unsuccessful booking attempts from your connection. Please try again later.',
  },
  BOOKING_REQUEST_REUSED: {
    code: 'CONFLICT',
    message:
      'This booking request was already used for a different booking. Please reload the page and try again.',
  },
} as const satisfies Record<string, { code: TRPC_ERROR_CODE_KEY; message: string }>;

export type AppErrorCode = keyof typeof CATALOGUE;

/** The user-facing message of a domain failure, for routes that answer without throwing. */
export function appErrorMessage(code: AppErrorCode): string {
  return CATALOGUE[code].message;
}

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

/** The constraint a database error names (postgres-js: constraint_name; PGlite: constraint). */
export function sqlConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    for (const key of ['constraint_name', 'constraint']) {
      const value: unknown = key in current ? Reflect.get(current, key) : undefined;
      if (typeof value === 'string' && value) return value;
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
