import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';

/** The weeks of a month grid, Monday first; null pads the days outside the month. */
export function monthWeeks<T extends { date: IsoDate }>(
  days: readonly T[],
): Array<Array<T | null>> {
  const first = days[0];
  if (!first) return [];
  // 0 Sunday … 6 Saturday → Monday-first column.
  const lead = (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: Array<T | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<T | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** `yyyy-MM` a number of months away. */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A selected range of nights, first ≤ last, both inclusive. */
export interface NightRange {
  first: IsoDate;
  last: IsoDate;
}

/**
 * The next selection after a day is chosen: a first click starts a range, a second (or a
 * shift-click) ends it on the chosen day whichever side of the start, a click after a finished
 * range starts a new one.
 */
export function nextSelection(
  current: { anchor: IsoDate; range: NightRange; done: boolean } | null,
  date: IsoDate,
  extend: boolean,
): { anchor: IsoDate; range: NightRange; done: boolean } {
  if (!current || (current.done && !extend)) {
    return { anchor: date, range: { first: date, last: date }, done: false };
  }
  const { anchor } = current;
  return {
    anchor,
    range: anchor <= date ? { first: anchor, last: date } : { first: date, last: anchor },
    done: true,
  };
}

export const nightsIn = (range: NightRange) =>
  Math.round((Date.parse(range.last) - Date.parse(range.first)) / 86_400_000) + 1;

export const dayAfter = (date: IsoDate) => addDaysIso(date, 1);
