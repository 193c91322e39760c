import type { IsoDate } from './dates';

/**
 * A half-open range of calendar days [from, to): `to` is the day after the last day included,
 * exactly like a stay's check-out. In SQL: `daterange(from, to, '[)')`.
 */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}
