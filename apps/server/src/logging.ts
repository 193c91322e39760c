import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sqlState } from './errors';

/** What a log line keeps of an error: its kind, its codes and where it was thrown — no values. */
type SafeError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** SMTP reply code of a refused message. */
  responseCode?: number;
  /** Schema names PostgreSQL reports with a failure (never values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** The "at …" frames only ('' when there are none). */
  stack: string;
  cause?: SafeError;
};

const MAX_MESSAGE = 300;
const MAX_FRAMES = 15;
const MAX_CAUSES = 3;

const QUOTED = /"[^"]*"/g;
const EMAIL = /[^\s"'<>(),;:]+@[^\s"'<>(),;:]+/g;
const LONG_NUMBER = /\+?\d[\d\s().-]{5,}\d/g;
const CODE = /^[A-Za-z0-9_]{1,40}$/;

/**
 * Messages often quote the value that failed (`invalid input syntax for type uuid: "…"`, a JSON
 * parser's snippet of the body) and SMTP replies carry addresses: quoted text, e-mail addresses
 * and phone-like numbers are blanked. Schema names survive as separate fields.
 */
function scrubMessage(message: string): string {
  const scrubbed = message
    .replace(QUOTED, '"…"')
    .replace(EMAIL, '[address]')
    .replace(LONG_NUMBER, '[number]');
  return scrubbed.length > MAX_MESSAGE ? `${scrubbed.slice(0, MAX_MESSAGE)}…` : scrubbed;
}

/** The "at …" frames only: the stack's first lines repeat the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join('\n');
}

function stringField(error: object, ...names: string[]): string | undefined {
  for (const name of names) {
    const value: unknown = Reflect.get(error, name);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function numberField(error: object, name: string): number | undefined {
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Drizzle's wrapper of a driver error; its message is the SQL text and the parameters. */
function isQueryError(error: Error): boolean {
  return error instanceof DrizzleQueryError || error.message.startsWith('Failed query: ');
}

/** A readable kind: PGlite's errors are named "error" by a minified class. */
function typeOf(error: Error): string {
  if (error.name !== 'Error' && /^[A-Z]\w+$/.test(error.name)) return error.name;
  if (typeof Reflect.get(error, 'severity') === 'string') return 'DatabaseError';
  return error.constructor.name.length > 2 ? error.constructor.name : 'Error';
}

function serialize(error: unknown, depth: number): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const queryError = isQueryError(error);
  // A failed query is told by its driver error's SQLSTATE, lifted here, and its cause below.
  const code = queryError ? sqlState(error) : stringField(error, 'code');
  const message = queryError ? 'Failed query' : scrubMessage(error.message);
  const safe: SafeError = { type: typeOf(error), message, stack: framesOf(error.stack) };
  if (code !== undefined && CODE.test(code)) safe.code = code;
  const statusCode = numberField(error, 'statusCode');
  if (statusCode !== undefined) safe.statusCode = statusCode;
  const responseCode = numberField(error, 'responseCode');
  if (responseCode !== undefined) safe.responseCode = responseCode;
  // PGlite names them like node-postgres, postgres.js with a suffix.
  const constraint = stringField(error, 'constraint', 'constraint_name');
  if (constraint !== undefined) safe.constraint = constraint;
  const table = stringField(error, 'table', 'table_name');
  if (table !== undefined) safe.table = table;
  const column = stringField(error, 'column', 'column_name');
  if (column !== undefined) safe.column = column;
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    safe.cause = serialize(error.cause, depth + 1);
  }
  return safe;
}

/**
 * The logger's `err` serializer. Whitelists what it keeps, so a failed query's parameters, a
 * PostgreSQL `detail` ("Key (email)=(…) already exists"), `where` or `query`, and an SMTP
 * server's reply text never reach the log.
 */
export function serializeError(error: unknown): SafeError {
  return serialize(error, 0);
}

/** What a mail failure's log line says: the SMTP reply code and the transport's error code. */
export function mailFailureCodes(error: unknown): { responseCode?: number; code?: string } {
  if (!(error instanceof Error)) return {};
  const responseCode = numberField(error, 'responseCode');
  const code = stringField(error, 'code');
  return {
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(code !== undefined && CODE.test(code) ? { code } : {}),
  };
}

/** A path segment that could be a secret: 40 or more URL-safe characters (an export token is 43). */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{40,}(\.[a-z]+)?$/;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path a request line logs: without its query string, percent-escapes read as the router
 * reads them (so `/api/%69cal/…` is the export route too), a room's export token (a secret URL)
 * replaced, and any other segment long enough to be a secret as well.
 */
export function loggedPath(url: string): string {
  const path = decoded(url.split('?')[0] ?? '');
  if (/^\/+api\/+ical\//i.test(path)) return '/api/ical/[token].ics';
  return path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
}
