import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import type { DisplayStatus } from '@zamalek/domain/display-statuses';
import { addMonths, format, getDaysInMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { CalendarBlock } from '@/features/calendar/calendar-blocks';
import { spokenDate } from '@/features/calendar/spoken-date';

export type CalendarMode = 'week' | 'month';
type WeekStart = 0 | 1;

/** The days shown, as a half-open window [from, to) the server is asked for. */
interface CalendarWindow {
  from: IsoDate;
  to: IsoDate;
  days: IsoDate[];
}

function iso(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

function daysFrom(from: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, index) => addDaysIso(from, index));
}

/**
 * The window `offset` weeks (or months) away from the one holding `today`. Navigation keeps an
 * offset rather than a date, so the shown period follows the property's today once it is known.
 */
export function calendarWindow(
  mode: CalendarMode,
  today: IsoDate,
  offset: number,
  weekStartsOn: WeekStart,
): CalendarWindow {
  if (mode === 'week') {
    const from = addDaysIso(iso(startOfWeek(parseISO(today), { weekStartsOn })), offset * 7);
    return { from, to: addDaysIso(from, 7), days: daysFrom(from, 7) };
  }
  const first = startOfMonth(addMonths(parseISO(today), offset));
  const count = getDaysInMonth(first);
  const from = iso(first);
  return { from, to: addDaysIso(from, count), days: daysFrom(from, count) };
}

/**
 * What the server is asked for: the window plus the night before it. The server sends stays with
 * a night in the range, so a stay checking out on the first shown day (no night in the window)
 * still arrives and its departure marker shows.
 */
export function calendarQueryRange(window: CalendarWindow): { from: IsoDate; to: IsoDate } {
  return { from: addDaysIso(window.from, -1), to: window.to };
}

/** "Mar 1 - Mar 7, 2026" (the spec's week header); a month reads "March 2026". */
export function windowLabel(mode: CalendarMode, window: CalendarWindow): string {
  const first = parseISO(window.from);
  if (mode === 'month') return format(first, 'MMMM yyyy');
  const last = parseISO(window.days[window.days.length - 1] ?? window.from);
  return `${format(first, 'MMM d')} - ${format(last, 'MMM d, yyyy')}`;
}

export interface CalendarStay {
  id: string;
  unitId: string | null;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  /** What the stay is today, as the server says (Due In, In-House, Due Out, No-Show…). */
  displayStatus: DisplayStatus;
  source: string | null;
  firstGuestName: string | null;
}

/** A run of nights of one stay, or a free day (which may be a stay's check-out day). */
export type OccupancySegment<S extends CalendarStay = CalendarStay> =
  | {
      kind: 'stay';
      stay: S;
      /** Index of the first shown night and how many shown nights the run covers. */
      start: number;
      span: number;
      /** The stay began before, or goes on after, the shown window. */
      continuesBefore: boolean;
      continuesAfter: boolean;
    }
  | {
      kind: 'block';
      block: CalendarBlock;
      start: number;
      span: number;
      continuesBefore: boolean;
      continuesAfter: boolean;
    }
  | { kind: 'free'; date: IsoDate; start: number; departure: S | null };

/**
 * One unit's row: stays are half-open, so a stay occupies nights checkIn ≤ d < checkOut and its
 * check-out day stays free (marked as a departure). Consecutive nights of a stay merge into one
 * segment, so a bar can span them. Nights without a stay that a block covers (a hold, or a room
 * under maintenance) merge into a block segment in the same way.
 */
export function occupancyRow<S extends CalendarStay>(
  stays: readonly S[],
  days: readonly IsoDate[],
  blocks: readonly CalendarBlock[] = [],
): OccupancySegment<S>[] {
  const segments: OccupancySegment<S>[] = [];
  const firstDay = days[0];
  const lastDay = days[days.length - 1];
  days.forEach((day, index) => {
    const stay = stays.find((item) => item.checkInDate <= day && day < item.checkOutDate);
    const previous = segments[segments.length - 1];
    if (stay && previous?.kind === 'stay' && previous.stay.id === stay.id) {
      previous.span += 1;
      return;
    }
    if (stay) {
      segments.push({
        kind: 'stay',
        stay,
        start: index,
        span: 1,
        continuesBefore: firstDay !== undefined && stay.checkInDate < firstDay,
        continuesAfter: lastDay !== undefined && stay.checkOutDate > addDaysIso(lastDay, 1),
      });
      return;
    }
    const block = blocks.find((item) => item.fromDate <= day && day < item.toDate);
    if (block && previous?.kind === 'block' && previous.block.key === block.key) {
      previous.span += 1;
      return;
    }
    if (block) {
      segments.push({
        kind: 'block',
        block,
        start: index,
        span: 1,
        continuesBefore: firstDay !== undefined && block.fromDate < firstDay,
        continuesAfter: lastDay !== undefined && block.toDate > addDaysIso(lastDay, 1),
      });
      return;
    }
    const departure = stays.find((item) => item.checkOutDate === day) ?? null;
    segments.push({ kind: 'free', date: day, start: index, departure });
  });
  return segments;
}

/** Stays grouped by unit id (stays without a unit are not on any row). */
export function staysByUnit<S extends CalendarStay>(stays: readonly S[]): Map<string, S[]> {
  const byUnit = new Map<string, S[]>();
  for (const stay of stays) {
    if (!stay.unitId) continue;
    const list = byUnit.get(stay.unitId);
    if (list) list.push(stay);
    else byUnit.set(stay.unitId, [stay]);
  }
  return byUnit;
}

/**
 * A bar's accessible name: "Due In, Ahmed Hassan, Booking.com, Z-103, 12 December to 14 December".
 * It begins with the words the bar shows, in their order (status, guest, source), so a voice-control
 * user can say what they see; the room and dates follow for screen readers.
 */
export function stayAccessibleName(stay: CalendarStay, unitName: string): string {
  return [
    stay.displayStatus,
    stayGuestLabel(stay),
    staySourceLabel(stay.source),
    unitName,
    `${spokenDate(stay.checkInDate)} to ${spokenDate(stay.checkOutDate)}`,
  ].join(', ');
}

/** The source as a bar shows it (the colour alone must not carry it). */
export function staySourceLabel(source: string | null | undefined): string {
  return source?.trim() || 'No source';
}

/** Who a bar names: the first guest, or "Guest". */
export function stayGuestLabel(stay: Pick<CalendarStay, 'firstGuestName'>): string {
  return stay.firstGuestName?.trim() || 'Guest';
}
