import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { DISPLAY_STATUSES } from './display-statuses';
import { RESERVATION_SORT_KEYS, type ReservationSortKey } from './reservation-list';
import { isOneOf } from './type-guards';

/**
 * What a sort key's values are, so a cursor's value can be checked before it reaches SQL: a value
 * PostgreSQL could not read as the column's type (a 31 February, "abc" for a number) is refused
 * here, never turned into a database error.
 */
export type SortValueKind = 'text' | 'status' | 'date' | 'integer' | 'timestamp';

export const SORT_VALUES: Record<ReservationSortKey, { kind: SortValueKind; nullable: boolean }> = {
  unit: { kind: 'text', nullable: true },
  guestNames: { kind: 'text', nullable: true },
  checkIn: { kind: 'date', nullable: false },
  checkOut: { kind: 'date', nullable: false },
  nights: { kind: 'integer', nullable: false },
  guests: { kind: 'integer', nullable: false },
  nationality: { kind: 'text', nullable: true },
  status: { kind: 'status', nullable: false },
  source: { kind: 'text', nullable: true },
  pricePerNight: { kind: 'integer', nullable: true },
  total: { kind: 'integer', nullable: true },
  reference: { kind: 'text', nullable: false },
  createdAt: { kind: 'timestamp', nullable: false },
};

/** The longest cursor the server reads (a page link is never longer). */
export const MAX_CURSOR_LENGTH = 2048;

const MAX_TEXT_VALUE = 1000;
const INTEGER = /^-?\d{1,16}$/;
/** A UTC instant to the microsecond, as the list writes it (`YYYY-MM-DDTHH:MM:SS.ffffffZ`). */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

function isRealDate(value: string) {
  return !value.startsWith('0000') && isValidIsoDate(value);
}

/** Whether `value` is a value of a sort key of this kind (null only where the key can be empty). */
export function isSortValue(key: ReservationSortKey, value: string | null): boolean {
  const { kind, nullable } = SORT_VALUES[key];
  if (value === null) return nullable;
  switch (kind) {
    case 'text':
      return value.length <= MAX_TEXT_VALUE && !value.includes('\u0000');
    case 'status':
      return isOneOf(DISPLAY_STATUSES, value);
    case 'date':
      return isRealDate(value);
    case 'integer':
      return INTEGER.test(value);
    case 'timestamp': {
      const date = TIMESTAMP.exec(value)?.[1];
      return date !== undefined && isRealDate(date);
    }
  }
}

/**
 * A position in the list: the row it starts after (next page) or ends before (previous page),
 * named by its sort value and id, for one sort and direction.
 */
export interface ListCursor {
  sort: ReservationSortKey;
  direction: 'asc' | 'desc';
  toward: 'after' | 'before';
  value: string | null;
  id: string;
}

const cursorSchema = z
  .object({
    s: z.enum(RESERVATION_SORT_KEYS),
    d: z.enum(['asc', 'desc']),
    t: z.enum(['after', 'before']),
    v: z.string().nullable(),
    i: z.uuid(),
  })
  .strict()
  .refine((cursor) => isSortValue(cursor.s, cursor.v));

function toBase64Url(text: string) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The opaque page link the browser carries (base64url JSON). */
export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(
    JSON.stringify({
      s: cursor.sort,
      d: cursor.direction,
      t: cursor.toward,
      v: cursor.value,
      i: cursor.id,
    }),
  );
}

/** The cursor a page link stands for, or null when it is not one the list wrote. */
export function decodeListCursor(encoded: string): ListCursor | null {
  if (encoded.length > MAX_CURSOR_LENGTH) return null;
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return null;
  const { s, d, t, v, i } = parsed.data;
  return { sort: s, direction: d, toward: t, value: v, id: i.toLowerCase() };
}
