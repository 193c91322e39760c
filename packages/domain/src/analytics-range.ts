import { z } from 'zod';
import { daysInRange } from './analytics';
import { dateRangeSchema } from './date-range';

/** The longest range the analytics read: about three years. */
export const ANALYTICS_MAX_DAYS = 1100;

/** A half-open analytics range [from, to), at most about three years long. */
export const analyticsRangeSchema = dateRangeSchema.refine(
  (range) => daysInRange(range) <= ANALYTICS_MAX_DAYS,
  'Please choose a range of at most three years',
);

/** Revenue by Guests' nationality filter (absent or empty: all). */
export const analyticsNationalitySchema = z.string().trim().max(60).optional();
