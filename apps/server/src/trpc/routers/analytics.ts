import {
  analyticsSummary,
  countUnits,
  dailySeries,
  revenueByGuest,
  revenueByRoom,
  revenueBySource,
  stayNationalities,
} from '@zamalek/db/queries/analytics';
import { adrCents, daysInRange, occupancyRate, revPARCents } from '@zamalek/domain/analytics';
import { isValidIsoDate } from '@zamalek/domain/dates';
import { parseUnitSize } from '@zamalek/domain/suites';
import { z } from 'zod';
import { capabilityProcedure, createTRPCRouter } from '../init';

const analyticsProcedure = capabilityProcedure('analytics.view');

/** A half-open range [from, to), at most about three years long. */
const rangeSchema = z
  .object({
    from: z.string().refine(isValidIsoDate, 'Invalid date'),
    to: z.string().refine(isValidIsoDate, 'Invalid date'),
  })
  .refine((range) => range.to > range.from, 'The range must end after it starts')
  .refine((range) => daysInRange(range) <= 1100, 'Please choose a range of at most three years');

export const analyticsRouter = createTRPCRouter({
  overview: analyticsProcedure.input(rangeSchema).query(async ({ ctx, input }) => {
    const [summary, unitCount, bySource, daily] = await Promise.all([
      analyticsSummary(ctx.db, input.from, input.to),
      countUnits(ctx.db),
      revenueBySource(ctx.db, input.from, input.to),
      dailySeries(ctx.db, input.from, input.to),
    ]);
    const days = daysInRange(input);
    return {
      range: input,
      days,
      units: unitCount,
      ...summary,
      occupancyRate: occupancyRate(summary.bookedNights, unitCount, days),
      adrCents: adrCents(summary.revenueCents, summary.bookedNights),
      revPARCents: revPARCents(summary.revenueCents, unitCount, days),
      bySource,
      daily: daily.map((point) => ({
        ...point,
        occupancyRate: occupancyRate(point.bookedUnits, unitCount, 1),
      })),
    };
  }),

  byRoom: analyticsProcedure.input(rangeSchema).query(async ({ ctx, input }) => {
    const days = daysInRange(input);
    const rows = await revenueByRoom(ctx.db, input.from, input.to);
    return rows.map((row) => ({
      ...row,
      ...parseUnitSize(row.unitSize),
      occupancyRate: occupancyRate(row.nights, 1, days),
    }));
  }),

  byGuest: analyticsProcedure
    .input(rangeSchema.and(z.object({ nationality: z.string().trim().max(60).optional() })))
    .query(async ({ ctx, input }) => {
      const [rows, nationalities] = await Promise.all([
        revenueByGuest(ctx.db, input.from, input.to, input.nationality || undefined),
        stayNationalities(ctx.db, input.from, input.to),
      ]);
      return { rows, nationalities };
    }),
});
