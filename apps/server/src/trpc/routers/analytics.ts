import {
  analyticsSummary,
  countUnits,
  dailySeries,
  revenueByGuest,
  revenueBySource,
  revenueByUnit,
  stayNationalities,
} from '@zamalek/db/queries/analytics';
import { adrCents, daysInRange, occupancyRate, revPARCents } from '@zamalek/domain/analytics';
import { dateRangeSchema } from '@zamalek/domain/date-range';
import { parseUnitSize } from '@zamalek/domain/suites';
import { z } from 'zod';
import { capabilityProcedure, createTRPCRouter } from '../init';

const analyticsProcedure = capabilityProcedure('analytics.view');

/** A half-open range [from, to), at most about three years long. */
const rangeSchema = dateRangeSchema.refine(
  (range) => daysInRange(range) <= 1100,
  'Please choose a range of at most three years',
);

export const analyticsRouter = createTRPCRouter({
  overview: analyticsProcedure.input(rangeSchema).query(async ({ ctx, input }) => {
    const [summary, unitCount, bySource, daily] = await Promise.all([
      analyticsSummary(ctx.db, input),
      countUnits(ctx.db),
      revenueBySource(ctx.db, input),
      dailySeries(ctx.db, input),
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
    const rows = await revenueByUnit(ctx.db, input);
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
        revenueByGuest(ctx.db, { ...input, nationality: input.nationality || undefined }),
        stayNationalities(ctx.db, input),
      ]);
      return { rows, nationalities };
    }),
});
