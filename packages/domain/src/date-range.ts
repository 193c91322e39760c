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

const isoDate = z.string().refine(isValidIsoDate, 'Invalid date');

/** A range a screen asks for (calendar window, guests period, analytics period). */
export const dateRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.to > range.from, 'The range must end after it starts');
