import type { DateRange } from '@zamalek/domain/date-range';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { monthRange, weekRange } from '@zamalek/domain/guests';
import { addMonths, format, parseISO } from 'date-fns';

export type GuestPeriodMode = 'week' | 'month';

export interface GuestPeriod extends DateRange {
  /** "Jun 1 - Jun 7, 2025" or "June 2025". */
  label: string;
}

/** The week (Sunday to Saturday) or month `offset` periods away from the one holding today. */
export function guestPeriod(mode: GuestPeriodMode, today: IsoDate, offset: number): GuestPeriod {
  if (mode === 'month') {
    const range = monthRange(format(addMonths(parseISO(today), offset), 'yyyy-MM-dd'));
    return { ...range, label: format(parseISO(range.from), 'MMMM yyyy') };
  }
  const range = weekRange(addDaysIso(today, offset * 7));
  const first = parseISO(range.from);
  // The range is half-open: the last day shown is the day before `to`.
  const last = parseISO(addDaysIso(range.to, -1));
  const label =
    first.getFullYear() === last.getFullYear()
      ? `${format(first, 'MMM d')} - ${format(last, 'MMM d, yyyy')}`
      : `${format(first, 'MMM d, yyyy')} - ${format(last, 'MMM d, yyyy')}`;
  return { ...range, label };
}
