import { z } from 'zod';
import { type IsoDate, isValidIsoDate } from './dates';

/**
 * A half-open range of calendar days [from, to): `to` is the day after the last day included,
 * exactly like a stay's check-out. In SQL: `daterange(from, to, '[)')`.
 */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export const RANGE_ORDER_MESSAGE = 'The range must end after it starts';
const rangeDate = z.string().refine(isValidIsoDate, 'Invalid date');

/** A DateRange as procedures take it: two real dates, `to` after `from`. */
export const dateRangeSchema = z
  .object({ from: rangeDate, to: rangeDate })
  .refine((range) => range.to > range.from, RANGE_ORDER_MESSAGE);
