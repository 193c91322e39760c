import { addDaysIso, type IsoDate } from '../dates';

/** One day's value of one thing (a room type's availability, a rate plan's rate). */
export interface DayValue<V> {
  key: string;
  date: IsoDate;
  value: V;
}

/** Consecutive days of one thing with one value: what a channel manager takes as one entry. */
export interface DayRange<V> {
  key: string;
  dateFrom: IsoDate;
  /** Inclusive, as Channex's `date_to`. */
  dateTo: IsoDate;
  value: V;
}

/**
 * Collapses days into ranges: each run of consecutive days of one key with equal values becomes
 * one range (Channex takes ranges, and a full sync of 500 days stays a few calls). Days are read
 * in any order; ranges come out by key, then date. `same` decides equality (default: ===).
 */
export function collapseDays<V>(
  days: readonly DayValue<V>[],
  same: (a: V, b: V) => boolean = (a, b) => a === b,
): DayRange<V>[] {
  const sorted = [...days].sort((a, b) =>
    a.key === b.key ? a.date.localeCompare(b.date) : a.key.localeCompare(b.key),
  );
  const ranges: DayRange<V>[] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (
      last &&
      last.key === day.key &&
      addDaysIso(last.dateTo, 1) === day.date &&
      same(last.value, day.value)
    ) {
      last.dateTo = day.date;
    } else {
      ranges.push({ key: day.key, dateFrom: day.date, dateTo: day.date, value: day.value });
    }
  }
  return ranges;
}
