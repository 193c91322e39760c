import { revenueByGuest, stayNationalities } from '@zamalek/db/queries/analytics';
import { daysInRange } from '@zamalek/domain/analytics';
import { dateRangeSchema } from '@zamalek/domain/date-range';
import { z } from 'zod';
import { analyticsOverview, unitRevenue } from '../../analytics/reports';
import { capabilityProcedure, createTRPCRouter } from '../init';

const analyticsProcedure = capabilityProcedure('analytics.view');

/** A half-open range [from, to), at most about three years long. */
const rangeSchema = dateRangeSchema.refine(
  (range) => daysInRange(range) <= 1100,
  'Please choose a range of at most three years',
);

export const analyticsRouter = createTRPCRouter({
  overview: analyticsProcedure
    .input(rangeSchema)
    .query(({ ctx, input }) => analyticsOverview(ctx.db, input)),

  byRoom: analyticsProcedure
    .input(rangeSchema)
    .query(({ ctx, input }) => unitRevenue(ctx.db, input)),

  byGuest: analyticsProcedure
    .input(rangeSchema.and(z.object({ nationality: z.string().trim().max(60).optional() })))
    .query(async ({ ctx, input }) => {
      const range = { from: input.from, to: input.to };
      const [rows, nationalities] = await Promise.all([
        revenueByGuest(ctx.db, { ...range, nationality: input.nationality || undefined }),
        stayNationalities(ctx.db, range),
      ]);
      return { rows, nationalities };
    }),
});
