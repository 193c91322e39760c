import { formatLongDate, formatMomentIn, isValidIsoDate } from './dates';
import { formatMoney } from './money';

/**
 * What an audit entry of a reservation changed, in words for people: "Check-out 12 Dec 2026 →
 * 14 Dec 2026", "Room Z-101 → Z-204", "Checked in 24 Nov 2026, 14:05". Generic over the stored
 * before/after objects (any use case that audits a reservation's fields gets its lines), and
 * tolerant of older shapes (snake_case keys, numbers stored as text, missing sides).
 */
export interface AuditChange {
  /** The stored field (camelCase), or `contact` / `price` for a redacted line. */
  field: string;
  label: string;
  /** The value before; null when there was none (or the entry has no before side). */
  from: string | null;
  /** The value after; null when the entry has no after side (a deletion) or values are withheld. */
  to: string | null;
}

export interface DescribeOptions {
  /** The property's time zone, for check-in and check-out moments. */
  timeZone: string;
  /** The room code of a unit id (resolved by the server); undefined when the room is gone. */
  unitName: (id: string) => string | undefined;
  /** Whether the reader may see guest contact details (`reservations.viewContact`). */
  showContact: boolean;
  /** Whether the reader may see what the stay costs (`reservations.viewMoney`). */
  showMoney: boolean;
}

type FieldKind =
  | 'text'
  | 'date'
  | 'moment'
  | 'money'
  | 'rate'
  | 'count'
  | 'unit'
  | 'status'
  | 'list'
  | 'words';

interface FieldSpec {
  label: string;
  kind: FieldKind;
  /** Guest contact details: values shown only to readers who may see contact details. */
  personal?: boolean;
  /** What the stay costs, and how it was priced: values shown only to readers who see money. */
  money?: boolean;
  /** Shown for entries with one side only (a creation or a deletion). */
  summary?: boolean;
}

/** Every stored reservation field the history speaks of, in the order it lists them. */
const FIELDS: Record<string, FieldSpec> = {
  bookingReference: { label: 'Booking reference', kind: 'text', summary: true },
  unitId: { label: 'Room', kind: 'unit', summary: true },
  checkInDate: { label: 'Check-in', kind: 'date', summary: true },
  checkOutDate: { label: 'Check-out', kind: 'date', summary: true },
  status: { label: 'Status', kind: 'status', summary: true },
  checkedInAt: { label: 'Checked in', kind: 'moment' },
  checkedOutAt: { label: 'Checked out', kind: 'moment' },
  roomNotReady: { label: 'Checked in to a room not ready', kind: 'text' },
  guestNames: { label: 'Guests', kind: 'list', summary: true },
  numberOfGuests: { label: 'Number of guests', kind: 'count' },
  adults: { label: 'Adults', kind: 'count' },
  children: { label: 'Children', kind: 'count' },
  guestTypes: { label: 'Guest types', kind: 'words' },
  guestGenders: { label: 'Guest genders', kind: 'words' },
  guestAges: { label: 'Guest ages', kind: 'list' },
  guestNationality: { label: 'Nationality', kind: 'text' },
  contactEmail: { label: 'Contact email', kind: 'text', personal: true },
  contactPhone: { label: 'Contact phone', kind: 'text', personal: true },
  pricePerNightCents: { label: 'Price per night', kind: 'money', money: true },
  pricedBy: { label: 'Priced by', kind: 'text', summary: true, money: true },
  totalPriceCents: { label: 'Total', kind: 'money', summary: true, money: true },
  currency: { label: 'Currency', kind: 'text', money: true },
  commissionRate: { label: 'Commission rate', kind: 'rate', money: true },
  commissionAmountCents: { label: 'Commission', kind: 'money', money: true },
  netRevenueCents: { label: 'Net revenue', kind: 'money', money: true },
  source: { label: 'Source', kind: 'text', summary: true },
  channel: { label: 'Channel', kind: 'text' },
  notes: { label: 'Notes', kind: 'text' },
};

/**
 * Stored alongside the fields but not worth a line: ids, who-did-it ids (the entry names its
 * actor), derived values (nights, the room's name and type), timestamps of the row itself, and
 * search and idempotency keys.
 */
const NOISE = new Set([
  'id',
  'unitName',
  'unitType',
  'nights',
  'createdAt',
  'updatedAt',
  'createdBy',
  'checkedInBy',
  'checkedOutBy',
  'searchText',
  'idempotencyKey',
  // The quote's lines: its total and nightly price have lines of their own, and `pricedBy` says
  // whether a manager set the price.
  'priceQuote',
]);

/** Fields nobody catalogued yet: ids, hashes and keys are noise; contact-like names are personal. */
const NOISE_PATTERN =
  /(^id$|Id$|Ids$|By$|hash|token|key|secret|password|search|updatedAt|createdAt)/i;
const PERSONAL_PATTERN =
  /(email|e_mail|phone|document|passport|certificate|idFront|idBack|address)/i;

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmed',
  checked_in: 'In-House',
  checked_out: 'Checked-Out',
  cancelled: 'Cancelled',
};

/** Words for the actions audited on a reservation; others read as their name in words. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  check_in: 'Checked in',
  check_out: 'Checked out',
  undo_check_in: 'Check-in undone',
  undo_check_out: 'Check-out undone',
  move: 'Moved or dates changed',
  walk_in: 'Walk-in booked',
  website_booking: 'Booked on the website',
  channel_import: 'Imported from the channel',
  channel_manager_booking: 'Booked on the channel',
  channel_manager_update: 'Changed on the channel',
  channel_manager_cancel: 'Cancelled on the channel',
  channel_repack_move: 'Moved to make room for a channel booking',
  undo_repack_move: 'Moved back to its room',
  add_document: 'Document added',
  replace_document: 'Document replaced',
};

const LONG_TEXT = 200;

export const CONTACT_CHANGED = 'Contact details changed';
export const PRICE_CHANGED = 'Price changed';

/** Who the channel manager's entries are by (Channex, for every channel it connects). */
export const CHANNEL_MANAGER = 'Channel manager';

/** Who an entry of a guest's own booking on the public site is by. */
export const WEBSITE_GUEST = 'Guest on the website';

/**
 * Who made an entry no user wrote: the channel manager (actions `channel_manager_…` and its
 * re-pack moves), a channel's calendar sync (other `channel_…`) named after the stay's channel
 * ("Booking.com calendar sync"), a public booking after its guest; null otherwise (a former user).
 */
export function systemActorName(action: string, source: string | null): string | null {
  if (action === 'website_booking') return WEBSITE_GUEST;
  if (action.startsWith('channel_manager_') || action === 'channel_repack_move') {
    return CHANNEL_MANAGER;
  }
  return action.startsWith('channel_') ? `${source?.trim() || 'Channel'} calendar sync` : null;
}

/** "Checked in", "Moved"; an action nobody named yet reads as its words ("Room swap"). */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? (humanize(action) || 'Changed');
}

/** The lines of one audit entry, empty when it changed nothing the history speaks of. */
export function describeChanges(
  before: unknown,
  after: unknown,
  options: DescribeOptions,
): AuditChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  if (!from && !to) return [];
  const lines: AuditChange[] = [];
  let contactChanged = false;
  let priceChanged = false;
  for (const field of orderedFields(from, to)) {
    const spec = specOf(field);
    if (!spec) continue;
    const oneSided = !from || !to;
    if (oneSided && !spec.summary) continue;
    const old = from ? formatValue(field, spec.kind, from, options) : null;
    const now = to ? formatValue(field, spec.kind, to, options) : null;
    if (to && from && !(field in from) && now === null) continue;
    if (from && to && old === now) continue;
    if (oneSided && old === null && now === null) continue;
    if (spec.personal && !options.showContact) {
      if (!contactChanged)
        lines.push({ field: 'contact', label: CONTACT_CHANGED, from: null, to: null });
      contactChanged = true;
      continue;
    }
    if (spec.money && !options.showMoney) {
      // A creation or deletion says nothing of its price; an edit says that the price changed.
      if (!oneSided && !priceChanged)
        lines.push({ field: 'price', label: PRICE_CHANGED, from: null, to: null });
      priceChanged = true;
      continue;
    }
    lines.push({
      field,
      label: spec.label,
      from: old,
      // Cleared in place reads "→ none"; a deletion has no after side at all.
      to: to ? (now ?? 'none') : null,
    });
  }
  return lines;
}

/** The unit ids an entry mentions, for the server to resolve into room codes. */
export function unitIdsOf(value: unknown): string[] {
  const record = asRecord(value);
  if (!record) return [];
  return Object.entries(record)
    .filter(([field, id]) => specOf(field)?.kind === 'unit' && typeof id === 'string')
    .map(([, id]) => String(id));
}

/** A stored side as an object with camelCase keys, or null (no side, or not an object). */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) record[camelCase(key)] = field;
  return record;
}

/** The catalogue's order first, then fields nobody catalogued, in the order stored (after first). */
function orderedFields(
  from: Record<string, unknown> | null,
  to: Record<string, unknown> | null,
): string[] {
  // Both sides present: a field absent after was left as it was (partial updates).
  const present = to ?? from ?? {};
  const known = Object.keys(FIELDS).filter((field) => field in present);
  const unknown = Object.keys(present).filter((field) => !(field in FIELDS));
  return [...known, ...unknown];
}

function specOf(field: string): FieldSpec | null {
  const known = FIELDS[field];
  if (known) return known;
  if (NOISE.has(field) || NOISE_PATTERN.test(field)) return null;
  const kind: FieldKind = field.endsWith('Cents')
    ? 'money'
    : field.endsWith('Date')
      ? 'date'
      : field.endsWith('At')
        ? 'moment'
        : 'text';
  const label = humanize(field.replace(/Cents$/, ''));
  return { label, kind, personal: PERSONAL_PATTERN.test(field), money: kind === 'money' };
}

/** A stored value in words, or null when empty (null, blank, an empty list). */
function formatValue(
  field: string,
  kind: FieldKind,
  record: Record<string, unknown>,
  options: DescribeOptions,
): string | null {
  const value = record[field];
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      return typeof value === 'string' && isValidIsoDate(value)
        ? formatLongDate(value)
        : text(value);
    case 'moment':
      return moment(value, options.timeZone);
    case 'money': {
      const cents = numberOf(value);
      return cents === null ? text(value) : formatMoney(cents);
    }
    case 'rate': {
      const rate = numberOf(value);
      return rate === null
        ? text(value)
        : `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
    }
    case 'count': {
      const count = numberOf(value);
      return count === null ? text(value) : String(count);
    }
    case 'unit': {
      if (typeof value !== 'string') return text(value);
      const stored = record.unitName;
      const name = options.unitName(value) ?? (typeof stored === 'string' ? stored : undefined);
      return name ?? '(room removed)';
    }
    case 'status':
      return typeof value === 'string' ? (STATUS_LABELS[value] ?? humanize(value)) : text(value);
    case 'list':
    case 'words':
      return list(value, kind === 'words');
    case 'text':
      return text(value);
  }
}

function list(value: unknown, words: boolean): string | null {
  if (!Array.isArray(value)) return text(value);
  const items = value
    .map((item) => text(item))
    .filter((item): item is string => item !== null)
    .map((item) => (words ? humanize(item) : item));
  return items.length > 0 ? truncate(items.join(', ')) : null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed ? truncate(trimmed) : null;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return list(value, false);
  return null;
}

function truncate(value: string): string {
  return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT - 1)}…` : value;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** "24 Nov 2026, 14:05" at the property. */
function moment(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return text(value);
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return text(value);
  return formatMomentIn(at, timeZone);
}

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** "walk_in" → "Walk in", "roomSwap" → "Room swap". */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
