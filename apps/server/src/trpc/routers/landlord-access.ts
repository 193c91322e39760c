import { landlordAccessSchema, portalFiguresSchema } from '@zamalek/domain/owners/portal';
import { z } from 'zod';
import { grantLandlordAccess, revokeLandlordAccess } from '../../owners/grant-landlord-access';
import { savePortalFigures } from '../../owners/set-portal-figures';
import { capabilityProcedure, createTRPCRouter } from '../init';

const landlordsProcedure = capabilityProcedure(
  'landlords.manage',
  'You do not have permission to manage landlords.',
);

/** Admins: each landlord's own login, and the figures their pages show. */
export const landlordAccessRouter = createTRPCRouter({
  grant: landlordsProcedure
    .input(landlordAccessSchema)
    .mutation(({ ctx, input }) => grantLandlordAccess(ctx.db, ctx.user, input)),

  revoke: landlordsProcedure
    .input(z.object({ landlordId: z.uuid() }))
    .mutation(({ ctx, input }) => revokeLandlordAccess(ctx.db, ctx.user, input)),

  setFigures: landlordsProcedure
    .input(portalFiguresSchema)
    .mutation(({ ctx, input }) => savePortalFigures(ctx.db, ctx.user, input)),
});
