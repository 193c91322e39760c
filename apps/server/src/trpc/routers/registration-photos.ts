import { z } from 'zod';
import { removeIdPhoto } from '../../registrations/remove-id-photo';
import { capabilityProcedure, createTRPCRouter } from '../init';

/**
 * Photos of guests' IDs, kept with their registrations: added and opened through their HTTP
 * routes (`/api/registrations/:id/photos`, `/api/registration-photos/:photoId`), removed here
 * while the registration is not signed.
 */
export const registrationPhotosRouter = createTRPCRouter({
  remove: capabilityProcedure(
    'registrations.manage',
    'You do not have permission to register guests.',
  )
    .input(z.object({ photoId: z.uuid() }))
    .mutation(({ ctx, input }) =>
      removeIdPhoto(ctx.db, ctx.user, input, { documents: ctx.documents }),
    ),
});
