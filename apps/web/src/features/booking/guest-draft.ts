import { isRecord } from '@zamalek/domain/type-guards';
/** Step 2's answers as typed (names may be blank), kept while the guest moves between steps. */
export interface GuestDraft {
  adults: number;
  children: number;
  guestNames: string[];
  email: string;
  phone: string;
  nationality: string;
  specialRequests: string;
}

/**
 * Stored in sessionStorage (this tab only, gone when it closes, cleared after booking) so a
 * refresh or a phone reloading the tab keeps what was typed. Personal data never goes in the URL.
 */
export const DRAFT_KEY = 'zamalek.booking.guest';

export function emptyDraft(guests: number): GuestDraft {
  return {
    adults: Math.max(1, guests),
    children: 0,
    guestNames: Array.from({ length: Math.max(1, guests) }, () => ''),
    email: '',
    phone: '',
    nationality: '',
    specialRequests: '',
  };
}

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 10;

/** A stored draft, or null when there is none or it is not one of ours. */
export function parseDraft(stored: string | null): GuestDraft | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const draft = value;
  const text = (key: string) => {
    const field = draft[key];
    return typeof field === 'string' ? field : '';
  };
  if (!isCount(draft.adults, 1) || !isCount(draft.children, 0)) return null;
  const names = Array.isArray(draft.guestNames)
    ? draft.guestNames.filter((name): name is string => typeof name === 'string').slice(0, 20)
    : [];
  return {
    adults: draft.adults,
    children: draft.children,
    guestNames: names.length > 0 ? names : [''],
    email: text('email'),
    phone: text('phone'),
    nationality: text('nationality'),
    specialRequests: text('specialRequests'),
  };
}

/** One name field per guest: keeps what was typed, adds blanks or drops the extra ones. */
export function resizeNames(names: readonly string[], count: number): string[] {
  const size = Math.max(1, count);
  return Array.from({ length: size }, (_, index) => names[index] ?? '');
}
