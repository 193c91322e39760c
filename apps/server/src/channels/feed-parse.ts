import type { ChannelKind } from '@zamalek/domain/channels';
import { addDaysIso } from '@zamalek/domain/dates';
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
 * A channel's calendar as its booked stretches, with ical.js (RFC 5545). Anything that is not a
 * calendar fails with PARSE_FAILED; cancelled events, blocks and events without a UID are left out.
 */
export function parseFeed(text: string, channel: ChannelKind): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    calendar = new ICAL.Component(parsed as unknown[]);
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
      byUid.set(uid, { uid, from, to, summary });
    } catch {
      throw new FeedError('PARSE_FAILED');
    }
  }
  return [...byUid.values()];
}
