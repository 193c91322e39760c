import type { ChannelKind } from '@zamalek/domain/channels';
import { addDaysIso, daysBetween, type IsoDate, isValidIsoDate } from '@zamalek/domain/dates';
import ICAL from 'ical.js';
import { FeedError } from './feed-fetch';

/** One booked stretch of a channel's calendar: the nights [from, to). */
export interface FeedEvent {
  uid: string;
  from: string;
  to: string;
  summary: string;
}

const MAX_FEED_EVENTS = 5_000;
const UID_MAX_LENGTH = 255;
/**
 * ical.js takes time quadratic in a line's parameters, on the event loop: a 5 MB line of a
 * million parameters held every request for minutes. Channels' lines are short and carry a
 * few parameters, so a calendar beyond these bounds is refused before it is parsed.
 */
const MAX_LINE_LENGTH = 16_384;
const MAX_LINE_PARAMETERS = 64;
/** The longest stay and the furthest arrival an imported booking may have; others are left out. */
export const MAX_IMPORTED_NIGHTS = 366;
export const MAX_IMPORT_DAYS_AHEAD = 3 * 366;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The calendar date of an iCal time: an all-day value as it is; a time with a zone (TZID, UTC or
 * floating) as the date on the wall clock of its own zone, never converted to the server's.
 */
function dateOf(time: ICAL.Time): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * Airbnb's export lists its own blocked dates (and what it imported from us) as
 * "Airbnb (Not available)": not a reservation, so not a stay here.
 */
function isChannelBlock(channel: ChannelKind, summary: string): boolean {
  return channel === 'airbnb' && /not available/i.test(summary);
}

/**
 * Whether every unfolded content line (RFC 5545 §3.1: a line break then a space or tab continues
 * it) stays within the bounds above. One pass over the text: linear whatever it holds.
 */
function withinLineBounds(text: string): boolean {
  let length = 0;
  let parameters = 0;
  let inValue = false;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 13) continue;
    if (code === 10) {
      const next = text.charCodeAt(index + 1);
      if (next === 32 || next === 9) {
        index += 1;
        continue;
      }
      length = 0;
      parameters = 0;
      inValue = false;
      quoted = false;
      continue;
    }
    length += 1;
    if (length > MAX_LINE_LENGTH) return false;
    if (inValue) continue;
    if (code === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (code === 58) inValue = true;
    else if (code === 59 && ++parameters > MAX_LINE_PARAMETERS) return false;
  }
  return true;
}

/**
 * A channel's calendar as its booked stretches, with ical.js (RFC 5545). Anything that is not a
 * calendar, or has lines beyond reason, fails with PARSE_FAILED; cancelled events, blocks, events
 * without a UID, stays longer than a year and arrivals more than three years after `today` are
 * left out.
 */
export function parseFeed(text: string, channel: ChannelKind, today: IsoDate): FeedEvent[] {
  if (!withinLineBounds(text)) throw new FeedError('PARSE_FAILED');
  const furthest = addDaysIso(today, MAX_IMPORT_DAYS_AHEAD);
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed)) throw new FeedError('PARSE_FAILED');
    calendar = new ICAL.Component(parsed);
  } catch {
    throw new FeedError('PARSE_FAILED');
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('PARSE_FAILED');
  const byUid = new Map<string, FeedEvent>();
  const components = calendar.getAllSubcomponents('vevent');
  if (components.length > MAX_FEED_EVENTS) throw new FeedError('FETCH_TOO_LARGE');
  for (const component of components) {
    try {
      const event = new ICAL.Event(component);
      const uid = (event.uid ?? '').trim();
      const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const summary = (event.summary ?? '').trim().slice(0, 100);
      if (!uid || uid.length > UID_MAX_LENGTH || status === 'CANCELLED') continue;
      if (isChannelBlock(channel, summary) || !event.startDate) continue;
      const from = dateOf(event.startDate);
      let to = event.endDate ? dateOf(event.endDate) : addDaysIso(from, 1);
      if (to <= from) to = addDaysIso(from, 1);
      if (!isValidIsoDate(from) || !isValidIsoDate(to) || from > furthest) continue;
      if (daysBetween(from, to) > MAX_IMPORTED_NIGHTS) continue;
      byUid.set(uid, { uid, from, to, summary });
    } catch {
      throw new FeedError('PARSE_FAILED');
    }
  }
  return [...byUid.values()];
}
