import { isPropertySlug } from '@zamalek/domain/public-site';
import { addDays, isIsoDate } from '@/lib/iso-date';

// It runs in the route table (search validation), which every visitor downloads: keep it free of zod.

/** The quick search and the wizard offer 1 to 5+ guests; the largest suite sleeps five. */
export const MAX_GUESTS = 5;
export const DEFAULT_GUESTS = 2;

export type BookStep = 1 | 2 | 3;

/** The wizard's state that belongs in the address bar (no personal data). */
export interface BookSearch {
  step?: 2 | 3;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  suite?: string;
  /** The property booked at, by its slug (none: the installation's only open property). */
  location?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/** Whatever arrives in the URL, keep only well-formed values (a bad one is simply dropped). */
export function parseBookSearch(raw: Record<string, unknown>): BookSearch {
  const search: BookSearch = {};
  const step = toInteger(raw.step);
  if (step === 2 || step === 3) search.step = step;
  if (isIsoDate(raw.checkIn)) {
    search.checkIn = raw.checkIn;
    if (isIsoDate(raw.checkOut) && raw.checkOut > raw.checkIn) search.checkOut = raw.checkOut;
  }
  const guests = toInteger(raw.guests);
  if (guests !== undefined && guests >= 1) search.guests = Math.min(guests, MAX_GUESTS);
  if (typeof raw.suite === 'string' && UUID.test(raw.suite)) search.suite = raw.suite.toLowerCase();
  if (isPropertySlug(raw.location)) search.location = raw.location;
  return search;
}

/** What the confirmation page shows: the booking's reference and summary, never guest data. */
/** The confirmation page's address: only the secret its booking answered with. */
export interface ConfirmationSearch {
  token?: string;
}

const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function parseConfirmationSearch(raw: Record<string, unknown>): ConfirmationSearch {
  return typeof raw.token === 'string' && CONFIRMATION_TOKEN.test(raw.token)
    ? { token: raw.token }
    : {};
}

export interface QuickSearch {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The earliest check-out the quick search offers: the day after check-in (or after today). */
export function earliestCheckOut(checkIn: string, today: string): string {
  return addDays(isIsoDate(checkIn) && checkIn > today ? checkIn : today, 1);
}

/**
 * A new check-in keeps the check-out when it is still after it; otherwise the check-out moves to
 * the next day, so the two dates never contradict each other.
 */
export function withCheckIn(search: QuickSearch, checkIn: string): QuickSearch {
  const keep = isIsoDate(checkIn) && isIsoDate(search.checkOut) && search.checkOut > checkIn;
  return {
    ...search,
    checkIn,
    checkOut: keep || !isIsoDate(checkIn) ? search.checkOut : addDays(checkIn, 1),
  };
}

/**
 * The /book search a quick search leads to: only dates that make sense from today on (any date
 * while today is not known yet; the wizard checks them against it).
 */
export function quickSearchTarget(search: QuickSearch, today: string | undefined): BookSearch {
  const target: BookSearch = {};
  if (isIsoDate(search.checkIn) && (today === undefined || search.checkIn >= today)) {
    target.checkIn = search.checkIn;
    if (isIsoDate(search.checkOut) && search.checkOut > search.checkIn) {
      target.checkOut = search.checkOut;
    }
  }
  target.guests = Math.min(Math.max(search.guests, 1), MAX_GUESTS);
  return target;
}
