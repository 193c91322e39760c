import type { DateRange } from '@zamalek/domain/date-range';

/** This month as `yyyy-MM`, in the browser's calendar. */
export function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** A month (`yyyy-MM`) as the half-open range of its nights. */
export function monthRange(month: string): DateRange {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
