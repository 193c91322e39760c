import {
  analyticsNationalitySchema,
  analyticsRangeSchema as rangeSchema,
} from '@zamalek/domain/analytics-range';
import { z } from 'zod';
import { landlordsAnalytics } from '../../analytics/landlords';
import { analyticsOverview, guestRevenue, unitRevenue } from '../../analytics/reports';
import { capabilityProcedure, createTRPCRouter } from '../init';

const analyticsProcedure = capabilityProcedure('analytics.view');

export const analyticsRouter = createTRPCRouter({
  overview: analyticsProcedure
    .input(rangeSchema)
    .query(({ ctx, input }) =>
      analyticsOverview(ctx.db, { ...input, propertyId: ctx.property.id }),
    ),

  byRoom: analyticsProcedure
    .input(rangeSchema)
    .query(({ ctx, input }) => unitRevenue(ctx.db, { ...input, propertyId: ctx.property.id })),

  byGuest: analyticsProcedure
    .input(rangeSchema.and(z.object({ nationality: analyticsNationalitySchema })))
    .query(({ ctx, input }) => guestRevenue(ctx.db, { ...input, propertyId: ctx.property.id })),

  landlords: analyticsProcedure
    .input(rangeSchema)
    .query(({ ctx, input }) =>
      landlordsAnalytics(ctx.db, { ...input, propertyId: ctx.property.id }),
    ),
});
