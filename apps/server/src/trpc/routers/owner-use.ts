import { pendingOwnerUseRequests } from '@zamalek/db/queries/landlord-portal';
import { z } from 'zod';
import { decideOwnerUse } from '../../owners/decide-owner-use';
import { capabilityProcedure, createTRPCRouter } from '../init';

const holdsProcedure = capabilityProcedure(
  'rooms.holds',
  'You do not have permission to block rooms.',
);

/** Landlords' requests to use their own rooms, which those who block rooms decide. */
export const ownerUseRouter = createTRPCRouter({
  pending: holdsProcedure.query(({ ctx }) =>
    pendingOwnerUseRequests(ctx.db, { propertyId: ctx.property.id }),
  ),

  decide: holdsProcedure
    .input(z.object({ id: z.uuid(), decision: z.enum(['approve', 'decline']) }))
    .mutation(({ ctx, input }) => decideOwnerUse(ctx.db, ctx.user, input, { mail: ctx.mail })),
});
