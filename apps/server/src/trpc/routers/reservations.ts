import { manualReservationSchema } from '@zamalek/domain/manual-reservation';
import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { z } from 'zod';
import { createReservation } from '../../reservations/create';
import { deleteReservationWithDocuments } from '../../reservations/delete';
import { editReservation } from '../../reservations/edit';
import { capabilityProcedure, createTRPCRouter } from '../init';
import { frontDesk } from './front-desk';
import { reservationAdditions } from './reservation-additions';
import { reservationOptions } from './reservation-options';
import { reservationReads } from './reservation-reads';
import { stayMoves } from './stay-moves';

export const reservationsRouter = createTRPCRouter({
  ...reservationReads,
  ...reservationOptions,
  ...frontDesk,
  ...reservationAdditions,
  ...stayMoves,

  create: capabilityProcedure(
    'reservations.create',
    'You do not have permission to create reservations.',
  )
    .input(manualReservationSchema)
    .mutation(({ ctx, input }) =>
      createReservation(ctx.db, ctx.user, input, {
        today: ctx.today(),
        now: ctx.clock(),
        mail: ctx.mail,
      }),
    ),

  update: capabilityProcedure(
    'reservations.edit',
    'You do not have permission to edit reservations',
  )
    .input(z.object({ id: z.uuid(), changes: reservationEditSchema }))
    .mutation(async ({ ctx, input }) =>
      editReservation(ctx.db, ctx.user, input, { now: await ctx.now() }),
    ),

  delete: capabilityProcedure(
    'reservations.delete',
    'You do not have permission to delete reservations',
  )
    .input(z.object({ id: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      await deleteReservationWithDocuments(ctx.db, ctx.user, input, { documents: ctx.documents });
      return { ok: true as const };
    }),
});
