import { stayMoveSchema } from '@zamalek/domain/stay-move';
import { moveReservation } from '../../reservations/move';
import { moveReservationPreview } from '../../reservations/move-preview';
import { capabilityProcedure } from '../init';

const moveProcedure = capabilityProcedure(
  'reservations.move',
  'You do not have permission to move reservations or change their dates.',
);

/** Moves and extensions from the Room Calendar (sub-record of reservations). */
export const stayMoves = {
  move: moveProcedure
    .input(stayMoveSchema)
    .mutation(({ ctx, input }) => moveReservation(ctx.db, ctx.user, input, { today: ctx.today() })),

  movePreview: moveProcedure
    .input(stayMoveSchema)
    .query(({ ctx, input }) =>
      moveReservationPreview(ctx.db, ctx.user, input, { today: ctx.today() }),
    ),
};
