import { z } from 'zod';
import { registrationLinkStatus } from '../../registrations/registration-link-status';
import { sendRegistrationLink } from '../../registrations/send-registration-link';
import { capabilityProcedure, createTRPCRouter } from '../init';

const registrationsProcedure = capabilityProcedure(
  'registrations.manage',
  'You do not have permission to register guests.',
);

const stayInput = z.object({ reservationId: z.uuid() });

/** The desk's side of the pre-arrival registration link. */
export const registrationLinksRouter = createTRPCRouter({
  status: registrationsProcedure
    .input(stayInput)
    .query(({ ctx, input }) =>
      registrationLinkStatus(
        ctx.db,
        { propertyId: ctx.property.id, reservationId: input.reservationId },
        { now: ctx.clock() },
      ),
    ),

  send: registrationsProcedure
    .input(stayInput)
    .mutation(({ ctx, input }) =>
      sendRegistrationLink(ctx.db, ctx.user, input, { mail: ctx.mail }),
    ),
});
