import { listPeople, listProperties } from '@zamalek/db/queries/portfolio';
import { analyticsRangeSchema } from '@zamalek/domain/analytics-range';
import {
  addPropertySchema,
  setPropertyRoleSchema,
  setPropertyStatusSchema,
} from '@zamalek/domain/portfolio';
import { AppError } from '../../errors';
import { addProperty } from '../../portfolio/add-property';
import { portfolioOverview } from '../../portfolio/overview';
import { setPropertyRole } from '../../portfolio/set-role';
import { setPropertyStatus } from '../../properties/set-status';
import { authedProcedure, createTRPCRouter } from '../init';

/** The organisation's owners: every property at once, whichever the request names. */
const ownerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.owner) throw new AppError('OWNERS_ONLY');
  return next();
});

export const portfolioRouter = createTRPCRouter({
  /** Occupancy, ADR, RevPAR and revenue of each property for the period, and in total. */
  overview: ownerProcedure
    .input(analyticsRangeSchema)
    .query(({ ctx, input }) => portfolioOverview(ctx.db, input)),

  properties: ownerProcedure.query(({ ctx }) => listProperties(ctx.db)),

  /** Everyone with an account and their role at each property. */
  people: ownerProcedure.query(({ ctx }) => listPeople(ctx.db)),

  addProperty: ownerProcedure
    .input(addPropertySchema)
    .mutation(({ ctx, input }) => addProperty(ctx.db, ctx.user, input)),

  /** Opens a property for bookings on the public site, or sets it back to coming soon. */
  setStatus: ownerProcedure
    .input(setPropertyStatusSchema)
    .mutation(({ ctx, input }) =>
      setPropertyStatus(
        ctx.db,
        { property: { id: input.propertyId }, status: input.status },
        ctx.user.id,
      ),
    ),

  setRole: ownerProcedure
    .input(setPropertyRoleSchema)
    .mutation(({ ctx, input }) => setPropertyRole(ctx.db, ctx.user, input)),
});
