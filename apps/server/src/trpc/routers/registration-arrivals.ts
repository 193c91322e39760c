import { arrivalsDaySchema } from '@zamalek/domain/registrations/completeness';
import { registrationArrivals } from '../../registrations/registration-arrivals';
import { capabilityProcedure, createTRPCRouter } from '../init';

/** The Registrations page's Arrivals: where each arriving or in-house stay's registration stands. */
export const registrationArrivalsRouter = createTRPCRouter({
  ofDay: capabilityProcedure(
    'registrations.manage',
    'You do not have permission to see guests’ registrations.',
  )
    .input(arrivalsDaySchema)
    .query(async ({ ctx, input }) =>
      registrationArrivals(ctx.db, {
        propertyId: ctx.property.id,
        day: input.day ?? ctx.today(),
        now: await ctx.now(),
        at: ctx.clock(),
      }),
    ),
});
