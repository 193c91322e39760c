import { attachDocumentSchema } from '@zamalek/domain/documents';
import { walkInSchema } from '@zamalek/domain/walk-in';
import { attachDocument } from '../../reservations/attach-document';
import { walkIn } from '../../reservations/walk-in';
import { capabilityProcedure } from '../init';

/** The quick walk-in and documents added after creation (sub-record of reservations). */
export const reservationAdditions = {
  walkIn: capabilityProcedure(
    'reservations.create',
    'You do not have permission to create reservations.',
  )
    .input(walkInSchema)
    .mutation(({ ctx, input }) =>
      walkIn(ctx.db, ctx.user, input, { today: ctx.today(), now: ctx.clock(), mail: ctx.mail }),
    ),

  attachDocument: capabilityProcedure(
    'reservations.edit',
    'You do not have permission to edit reservations',
  )
    .input(attachDocumentSchema)
    .mutation(({ ctx, input }) =>
      attachDocument(ctx.db, ctx.user, input, { documents: ctx.documents }),
    ),
};
