import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';

/** The transport status of each domain failure; its message lives with the code in the domain. */
const TRPC_CODES = {
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  EMAIL_TAKEN: 'CONFLICT',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'TOO_MANY_REQUESTS',
  TOO_MANY_SIGN_UP_ATTEMPTS: 'TOO_MANY_REQUESTS',
  CURRENT_PASSWORD_WRONG: 'BAD_REQUEST',
  TOO_MANY_PASSWORD_ATTEMPTS: 'TOO_MANY_REQUESTS',
  NOT_SIGNED_IN: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  PERMISSION_FIXED: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  PROPERTY_REQUIRED: 'BAD_REQUEST',
  PROPERTY_NOT_OPEN: 'CONFLICT',
  CONFLICT: 'CONFLICT',
  STAY_TAKEN: 'CONFLICT',
  SUITE_UNAVAILABLE: 'NOT_FOUND',
  ROOM_TAKEN: 'CONFLICT',
  UNIT_GONE: 'NOT_FOUND',
  ROOM_UNDER_MAINTENANCE: 'CONFLICT',
  DOCUMENT_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  DOCUMENT_TYPE_REFUSED: 'UNSUPPORTED_MEDIA_TYPE',
  DOCUMENTS_MISSING: 'BAD_REQUEST',
  DOCUMENT_NOT_ATTACHABLE: 'BAD_REQUEST',
  INVALID_ROW: 'BAD_REQUEST',
  CONTROL_CHARACTERS: 'BAD_REQUEST',
  INVALID_STAY: 'BAD_REQUEST',
  TOO_MANY_GUESTS: 'BAD_REQUEST',
  SALES_SOURCE_RESERVED: 'BAD_REQUEST',
  SALES_SOURCE_TAKEN: 'CONFLICT',
  TOO_MANY_BOOKINGS: 'TOO_MANY_REQUESTS',
  TOO_MANY_FAILED_BOOKINGS: 'TOO_MANY_REQUESTS',
  BOOKING_REQUEST_REUSED: 'CONFLICT',
  NOT_ARRIVED_YET: 'CONFLICT',
  ALREADY_CHECKED_IN: 'CONFLICT',
  ROOM_OCCUPIED: 'CONFLICT',
  ROOM_NOT_READY: 'CONFLICT',
  ROOM_OUT_OF_ORDER: 'CONFLICT',
  NOT_CHECKED_IN: 'CONFLICT',
  ALREADY_CHECKED_OUT: 'CONFLICT',
  NOT_CHECKED_OUT: 'CONFLICT',
  STAY_CANCELLED: 'CONFLICT',
  UNDO_TOO_LATE: 'CONFLICT',
  UNDO_NIGHTS_TAKEN: 'CONFLICT',
  CANCELLED_STAY_NOT_MOVABLE: 'CONFLICT',
  CHECKED_OUT_STAY_NOT_MOVABLE: 'CONFLICT',
  CHECKED_IN_ARRIVAL_FIXED: 'CONFLICT',
  ROOM_STATUS_FORBIDDEN: 'FORBIDDEN',
  GUEST_IN_ROOM: 'CONFLICT',
  RETURN_NOT_AFTER_TODAY: 'BAD_REQUEST',
  PROBLEM_ALREADY_REPORTED: 'CONFLICT',
  PROBLEM_NOT_OPEN: 'CONFLICT',
  ROOM_HELD: 'CONFLICT',
  HOLD_OVERLAPS_STAY: 'CONFLICT',
  HOLD_OVERLAPS_HOLD: 'CONFLICT',
  FEED_GONE: 'NOT_FOUND',
  CHANNEX_NOT_CONFIGURED: 'PRECONDITION_FAILED',
  CHANNEX_NOT_CONNECTED: 'PRECONDITION_FAILED',
  CHANNEX_ID_TAKEN: 'CONFLICT',
  RATE_PLAN_GONE: 'NOT_FOUND',
  REPACK_NOT_UNDOABLE: 'CONFLICT',
  CHANNEL_BOOKING_READ_ONLY: 'CONFLICT',
  ROOM_TYPE_NOT_MAPPED: 'PRECONDITION_FAILED',
  CONFLICT_GONE: 'NOT_FOUND',
  PHOTO_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  PHOTO_NOT_IMAGE: 'UNSUPPORTED_MEDIA_TYPE',
  PHOTO_TOO_MANY_PIXELS: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_PHOTOS: 'CONFLICT',
  PHOTO_GONE: 'NOT_FOUND',
  DATABASE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  STAY_NOT_SELLABLE: 'BAD_REQUEST',
  PRICE_CHANGED: 'CONFLICT',
  PRICE_OVERRIDE_FORBIDDEN: 'FORBIDDEN',
  STAY_NOT_PRICED: 'BAD_REQUEST',
  RATE_SEASON_GONE: 'NOT_FOUND',
  ROOM_TYPE_GONE: 'NOT_FOUND',
  PROPERTY_SLUG_TAKEN: 'CONFLICT',
  OWNERS_ONLY: 'FORBIDDEN',
  ROOM_TYPE_CODE_TAKEN: 'CONFLICT',
  UNIT_NOT_OF_TYPE: 'BAD_REQUEST',
  PRICE_CHARGE_GONE: 'NOT_FOUND',
  TOO_MANY_CHARGES: 'BAD_REQUEST',
  RATE_DATES_OUT_OF_RANGE: 'BAD_REQUEST',
  CHARGES_CHANGED: 'CONFLICT',
  INVALID_LIST_CURSOR: 'BAD_REQUEST',
  FOLIO_CLOSED: 'CONFLICT',
  FOLIO_GONE: 'NOT_FOUND',
  FOLIO_HAS_BALANCE: 'CONFLICT',
  JOURNAL_GONE: 'NOT_FOUND',
  ALREADY_REVERSED: 'CONFLICT',
  REVERSAL_NOT_REVERSIBLE: 'CONFLICT',
  AGREEMENT_IN_ISSUED_PERIOD: 'CONFLICT',
  AGREEMENT_DATE_TAKEN: 'CONFLICT',
  NO_AGREEMENT: 'PRECONDITION_FAILED',
  MONTH_NOT_CLOSED: 'PRECONDITION_FAILED',
  STATEMENT_ALREADY_ISSUED: 'CONFLICT',
  STATEMENT_OUT_OF_ORDER: 'PRECONDITION_FAILED',
  LANDLORD_NOT_OWED: 'CONFLICT',
  OWNER_USE_NIGHTS_TAKEN: 'CONFLICT',
  OWNER_USE_ALREADY_ASKED: 'CONFLICT',
  OWNER_USE_DECIDED: 'CONFLICT',
  LANDLORD_PASSWORD_REQUIRED: 'BAD_REQUEST',
  INVALID_REGISTRATION: 'BAD_REQUEST',
  REGISTRATION_SIGNED: 'CONFLICT',
  REGISTRATION_REQUIRED: 'PRECONDITION_FAILED',
  REGISTRATION_INCOMPLETE: 'PRECONDITION_FAILED',
  GUEST_DATA_NOT_FOUND: 'NOT_FOUND',
  GUEST_STAY_NOT_OVER: 'CONFLICT',
  GUEST_CHANNEL_STAY: 'CONFLICT',
  LINK_NOT_FOUND: 'NOT_FOUND',
  LINK_EXPIRED: 'NOT_FOUND',
  LINK_LOCKED: 'TOO_MANY_REQUESTS',
  WRONG_LAST_NAME: 'BAD_REQUEST',
  LINK_NOT_AVAILABLE: 'CONFLICT',
  SIGNATURE_UNREADABLE: 'BAD_REQUEST',
  ID_PHOTO_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  ID_PHOTO_TYPE_REFUSED: 'UNSUPPORTED_MEDIA_TYPE',
  ID_PHOTO_POLYGLOT: 'UNSUPPORTED_MEDIA_TYPE',
  ID_PHOTO_UNREADABLE: 'UNPROCESSABLE_CONTENT',
  ID_PHOTOS_FULL: 'CONFLICT',
  ACCOUNT_IS_ANOTHER_LANDLORD: 'CONFLICT',
  EXPENSE_NOT_LANDLORDS: 'CONFLICT',
  RECEIPT_REQUIRED: 'BAD_REQUEST',
  CHANNEL_MONEY_READ_ONLY: 'CONFLICT',
  EXCHANGE_DIFFERENCE_TOO_LARGE: 'BAD_REQUEST',
  REFUND_EXCEEDS_CREDIT: 'CONFLICT',
  BALANCE_DUE: 'CONFLICT',
  DRAWER_ALREADY_OPEN: 'CONFLICT',
  DRAWER_HANDED_OVER: 'CONFLICT',
  HAND_OVER_TO_SELF: 'BAD_REQUEST',
  STAY_HAS_MONEY: 'CONFLICT',
  NO_RECEIPT_FOR_ENTRY: 'BAD_REQUEST',
  NO_GUEST_EMAIL: 'BAD_REQUEST',
  NO_LANDLORD_EMAIL: 'BAD_REQUEST',
  EXTRA_TAKEN: 'CONFLICT',
  EXTRA_UNKNOWN: 'BAD_REQUEST',
  NOTHING_TO_INVOICE: 'BAD_REQUEST',
  COMMISSION_NOT_OWED: 'CONFLICT',
  KEEP_EXCEEDS_HELD: 'CONFLICT',
  CHARGE_NOT_MOVABLE: 'CONFLICT',
} as const satisfies Record<AppErrorCode, TRPC_ERROR_CODE_KEY>;

export type { AppErrorCode };

/** The user-facing message of a domain failure, for routes that answer without throwing. */
export function appErrorMessage(code: AppErrorCode): string {
  return APP_ERROR_MESSAGES[code];
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly trpcCode: TRPC_ERROR_CODE_KEY;

  constructor(code: AppErrorCode, message?: string, options?: ErrorOptions) {
    super(message ?? APP_ERROR_MESSAGES[code], options);
    this.name = 'AppError';
    this.code = code;
    this.trpcCode = TRPC_CODES[code];
  }
}

/** The HTTP status of a domain failure, for plain HTTP routes (the same as over tRPC). */
export function httpStatusOf(error: AppError): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code: error.trpcCode }));
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

/**
 * SQLSTATEs of a connection that is gone or cannot be had: class 08 (connection exception),
 * 57P01-57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300 (too
 * many connections) and 57014 (a statement cancelled at its timeout: the database is too slow
 * to answer now).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
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
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

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
