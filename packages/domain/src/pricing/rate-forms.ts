import { z } from 'zod';
import { daysBetween, isValidIsoDate } from '../dates';
import { isoDateSchema, MAX_PRICE_PER_NIGHT } from '../form-fields';
import { dollarsToCents } from '../money';
import { isOneOf } from '../type-guards';
import { WEEKDAYS } from './types';

/**
 * Shared schemas of the rate calendar (seasons, a selected range, a room type's discounts) and of
 * the Settings page's prices (taxes and fees, weekend nights, the EGP display rate). Forms and
 * procedures alike; money is typed in dollars and leaves as integer cents.
 */

export const SEASON_NAME_MAX = 80;
export const CHARGE_NAME_MAX = 60;
export const MAX_STAY_NIGHTS = 365;
/** A season covers at most two years of nights: a long season is a base rate's job. */
export const MAX_SEASON_NIGHTS = 731;
export const EARLIEST_RATE_DATE = '2000-01-01';
export const LATEST_RATE_DATE = '2099-12-31';
export const MAX_EGP_PER_USD = 100_000;
export const MAX_CHARGES = 30;

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const RATE_MESSAGES = {
  name: 'Give the season a name',
  cents: 'Enter dollars and cents: at most two decimals',
  nameTooLong: `The name can be at most ${SEASON_NAME_MAX} characters`,
  roomType: 'Choose a room type',
  dateOrder: 'The last night must be on or after the first night',
  tooLong: `A season can cover at most ${MAX_SEASON_NIGHTS} nights`,
  tooEarly: 'Rates cannot start before 1 January 2000',
  tooLate: 'Rates cannot go beyond 31 December 2099',
  rate: 'Enter a nightly rate above $0',
  rateTooHigh: 'A rate cannot exceed $100,000',
  stay: `Enter a number of nights from 1 to ${MAX_STAY_NIGHTS}`,
  stayOrder: 'The maximum stay must be at least the minimum stay',
  weekday: 'Choose days of the week',
  percent: 'Enter a percentage from 0 to 100',
  occupancy: 'Enter a number of guests from 1 to 20',
  amount: 'Enter an amount from $0 to $100,000',
  chargeName: 'Give the tax or fee a name',
  chargeNameTooLong: `The name can be at most ${CHARGE_NAME_MAX} characters`,
  chargeLimitsOrder: 'The maximum a night must be at least the minimum',
  egpRate: `Enter how many Egyptian pounds one US dollar buys (above 0, at most ${MAX_EGP_PER_USD.toLocaleString('en-US')})`,
} as const;

const realDate = isoDateSchema;
const weekdaySchema = z.number(RATE_MESSAGES.weekday).transform((day, ctx) => {
  if (isOneOf(WEEKDAYS, day)) return day;
  ctx.addIssue({ code: 'custom', message: RATE_MESSAGES.weekday });
  return z.NEVER;
});
/** Days of the week, each once, in order. */
export const weekdaysSchema = z
  .array(weekdaySchema)
  .max(7, RATE_MESSAGES.weekday)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** A whole number of cents: $0.005 would be sold as $0.01, and $0.004 as nothing at all. */
const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const dollars = (message: string) =>
  z
    .number(message)
    .refine(Number.isFinite, message)
    .refine((value) => value > 0, message)
    .refine((value) => value <= MAX_PRICE_PER_NIGHT, RATE_MESSAGES.rateTooHigh)
    .refine(isWholeCents, RATE_MESSAGES.cents)
    .transform(dollarsToCents);
const amountDollars = z
  .number(RATE_MESSAGES.amount)
  .min(0, RATE_MESSAGES.amount)
  .max(MAX_PRICE_PER_NIGHT, RATE_MESSAGES.amount)
  .refine(isWholeCents, RATE_MESSAGES.cents)
  .transform(dollarsToCents);
const nights = z
  .number(RATE_MESSAGES.stay)
  .int(RATE_MESSAGES.stay)
  .min(1, RATE_MESSAGES.stay)
  .max(MAX_STAY_NIGHTS, RATE_MESSAGES.stay);
const percent = z
  .number(RATE_MESSAGES.percent)
  .min(0, RATE_MESSAGES.percent)
  .max(100, RATE_MESSAGES.percent)
  .transform((value) => Math.round(value * 100) / 100);
export const roomTypeIdSchema = z.uuid(RATE_MESSAGES.roomType);

interface DateIssue {
  path: 'startDate' | 'endDate';
  message: string;
}

/** What is wrong with a season's nights once both dates are real (both inclusive). */
export function seasonDateIssues(startDate: string, endDate: string): DateIssue[] {
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate)) return [];
  const issues: DateIssue[] = [];
  if (startDate < EARLIEST_RATE_DATE)
    issues.push({ path: 'startDate', message: RATE_MESSAGES.tooEarly });
  if (endDate > LATEST_RATE_DATE) issues.push({ path: 'endDate', message: RATE_MESSAGES.tooLate });
  if (endDate < startDate) issues.push({ path: 'endDate', message: RATE_MESSAGES.dateOrder });
  else if (daysBetween(startDate, endDate) + 1 > MAX_SEASON_NIGHTS) {
    issues.push({ path: 'endDate', message: RATE_MESSAGES.tooLong });
  }
  return issues;
}

const seasonShape = {
  name: z
    .string(RATE_MESSAGES.name)
    .trim()
    .min(1, RATE_MESSAGES.name)
    .max(SEASON_NAME_MAX, RATE_MESSAGES.nameTooLong),
  roomTypeId: roomTypeIdSchema,
  /** One room of the type, or null for the whole type. */
  unitId: z.uuid('Choose a room').nullable().default(null),
  /** The first night. */
  startDate: realDate,
  /** The last night (inclusive): a season from 1 to 7 December prices seven nights. */
  endDate: realDate,
  nightly: dollars(RATE_MESSAGES.rate),
  /** The rate of weekend nights (Settings → weekend nights); null: the nightly rate. */
  weekend: dollars(RATE_MESSAGES.rate).nullable().default(null),
  minStay: nights.nullable().default(null),
  maxStay: nights.nullable().default(null),
  closedToArrival: weekdaysSchema.default([]),
  closedToDeparture: weekdaysSchema.default([]),
};

function refineSeason(
  season: { startDate: string; endDate: string; minStay: number | null; maxStay: number | null },
  ctx: z.RefinementCtx,
) {
  for (const issue of seasonDateIssues(season.startDate, season.endDate)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
  if (season.minStay !== null && season.maxStay !== null && season.maxStay < season.minStay) {
    ctx.addIssue({ code: 'custom', path: ['maxStay'], message: RATE_MESSAGES.stayOrder });
  }
}

/** A new season, or a range of the grid set at once (`rateCalendar.createSeason`). */
export const seasonFieldsSchema = z.object(seasonShape).superRefine(refineSeason);
export type SeasonFieldsInput = z.input<typeof seasonFieldsSchema>;
export type SeasonFields = z.output<typeof seasonFieldsSchema>;

export const seasonUpdateSchema = z
  .object({ id: z.uuid(), ...seasonShape })
  .superRefine(refineSeason);
export type SeasonUpdate = z.output<typeof seasonUpdateSchema>;

export const seasonIdSchema = z.object({ id: z.uuid() });

/** A season copied to another first night and/or another room type (its length kept). */
export const seasonCopySchema = z.object({
  id: z.uuid(),
  startDate: realDate,
  roomTypeId: roomTypeIdSchema,
  name: seasonShape.name.optional(),
});
export type SeasonCopy = z.output<typeof seasonCopySchema>;
export type SeasonCopyInput = z.input<typeof seasonCopySchema>;

/** The month grid: a room type, or one room of it, and a month as `yyyy-MM`. */
export const rateMonthSchema = z.object({
  roomTypeId: roomTypeIdSchema,
  unitId: z.uuid().nullable().default(null),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month')
    .refine((month) => month >= '2000-01' && month <= '2099-12', 'Choose a month'),
});
export type RateMonthInput = z.input<typeof rateMonthSchema>;
export type RateMonth = z.output<typeof rateMonthSchema>;

/** A room type's stay-length discounts and extra-guest fee. */
export const roomTypePricingSchema = z.object({
  roomTypeId: roomTypeIdSchema,
  weeklyDiscountPercent: percent,
  monthlyDiscountPercent: percent,
  baseOccupancy: z
    .number(RATE_MESSAGES.occupancy)
    .int(RATE_MESSAGES.occupancy)
    .min(1, RATE_MESSAGES.occupancy)
    .max(20, RATE_MESSAGES.occupancy)
    .nullable(),
  extraGuest: amountDollars,
});
export type RoomTypePricingInput = z.input<typeof roomTypePricingSchema>;
export type RoomTypePricingFields = z.output<typeof roomTypePricingSchema>;

const chargeShape = {
  name: z
    .string(RATE_MESSAGES.chargeName)
    .trim()
    .min(1, RATE_MESSAGES.chargeName)
    .max(CHARGE_NAME_MAX, RATE_MESSAGES.chargeNameTooLong),
  kind: z.enum(['tax', 'fee'], 'Choose tax or fee'),
  basis: z.enum(['percent', 'per_night', 'per_stay'], 'Choose how it is charged'),
  /** Basis `percent` only. */
  percent: percent.nullable().default(null),
  /** Basis `per_night` or `per_stay` only: dollars. */
  amount: amountDollars.nullable().default(null),
  /** Basis `percent` only: bounds a night, in dollars (Egypt's tourism fund fee). */
  minPerNight: amountDollars.nullable().default(null),
  maxPerNight: amountDollars.nullable().default(null),
  included: z.boolean().default(false),
};

function refineCharge(
  charge: {
    basis: string;
    percent: number | null;
    amount: number | null;
    minPerNight: number | null;
    maxPerNight: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (charge.basis === 'percent') {
    if (charge.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: RATE_MESSAGES.percent });
    }
    if (
      charge.minPerNight !== null &&
      charge.maxPerNight !== null &&
      charge.maxPerNight < charge.minPerNight
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPerNight'],
        message: RATE_MESSAGES.chargeLimitsOrder,
      });
    }
  } else if (charge.amount === null) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: RATE_MESSAGES.amount });
  }
}

/** What a charge's row holds: only the fields its basis uses, in cents. */
function chargeValues<T extends z.output<z.ZodObject<typeof chargeShape>>>(charge: T) {
  const byPercent = charge.basis === 'percent';
  return {
    name: charge.name,
    kind: charge.kind,
    basis: charge.basis,
    percent: byPercent ? charge.percent : null,
    amountCents: byPercent ? null : charge.amount,
    minPerNightCents: byPercent ? charge.minPerNight : null,
    maxPerNightCents: byPercent ? charge.maxPerNight : null,
    included: charge.included,
  };
}

/** A tax or fee on the Settings page (`settings.createCharge`). */
export const chargeFieldsSchema = z
  .object(chargeShape)
  .superRefine(refineCharge)
  .transform(chargeValues);
export type ChargeFieldsInput = z.input<typeof chargeFieldsSchema>;
export type ChargeFields = z.output<typeof chargeFieldsSchema>;

export const chargeUpdateSchema = z
  .object({ id: z.uuid(), ...chargeShape })
  .superRefine(refineCharge)
  .transform((charge) => ({ id: charge.id, ...chargeValues(charge) }));
export type ChargeUpdate = z.output<typeof chargeUpdateSchema>;

export const chargeIdSchema = z.object({ id: z.uuid() });

/** Every charge's id in the new order. */
export const chargeOrderSchema = z.object({
  ids: z
    .array(z.uuid())
    .max(MAX_CHARGES)
    .refine((ids) => new Set(ids).size === ids.length, 'Each tax or fee once'),
});

export const weekendNightsSchema = z.object({ weekendNights: weekdaysSchema });

/** Egyptian pounds per US dollar for display; null stops showing EGP. */
export const egpRateSchema = z.object({
  egpPerUsd: z
    .number(RATE_MESSAGES.egpRate)
    .refine((value) => Number.isFinite(value) && value > 0, RATE_MESSAGES.egpRate)
    .refine((value) => value <= MAX_EGP_PER_USD, RATE_MESSAGES.egpRate)
    .transform((value) => Math.round(value * 10_000) / 10_000)
    .nullable(),
});
