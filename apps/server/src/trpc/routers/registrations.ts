import { registrationSchema, signatureSchema } from '@zamalek/domain/registrations/registration';
import { z } from 'zod';
import { deskAuthor } from '../../registrations/registration-author';
import { saveGuestRegistration } from '../../registrations/save-registration';
import { signGuestRegistration } from '../../registrations/sign-registration';
import { stayRegistrations } from '../../registrations/stay-registrations';
import { capabilityProcedure, createTRPCRouter } from '../init';

const registrationsProcedure = capabilityProcedure(
  'registrations.manage',
  'You do not have permission to register guests.',
);

/** Guests' registrations of a stay: filled in at the desk and signed on its tablet. */
export const registrationsRouter = createTRPCRouter({
  ofStay: registrationsProcedure
    .input(z.object({ reservationId: z.uuid() }))
    .query(({ ctx, input }) =>
      stayRegistrations(ctx.db, {
        propertyId: ctx.property.id,
        reservationId: input.reservationId,
      }),
    ),

  save: registrationsProcedure
    .input(registrationSchema)
    .mutation(({ ctx, input }) =>
      saveGuestRegistration(ctx.db, deskAuthor(ctx.user), input, { today: ctx.today() }),
    ),

  sign: registrationsProcedure
    .input(signatureSchema)
    .mutation(({ ctx, input }) =>
      signGuestRegistration(ctx.db, deskAuthor(ctx.user), input, { documents: ctx.documents }),
    ),
});
