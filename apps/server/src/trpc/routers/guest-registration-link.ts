import {
  linkAccessSchema,
  linkArrivalSchema,
  linkRegistrationSchema,
  linkSignatureSchema,
  linkTokenSchema,
} from '@zamalek/domain/registrations/link';
import { giveArrivalTime } from '../../registrations/give-arrival-time';
import { registerByLink } from '../../registrations/register-by-link';
import { registrationLinkWelcome } from '../../registrations/registration-link-access';
import { registrationLinkStay } from '../../registrations/registration-link-stay';
import { signByLink } from '../../registrations/sign-by-link';
import { createTRPCRouter, publicProcedure } from '../init';

/**
 * The guest's registration page, reached by the link mailed before arrival. Every call carries
 * the link's secret and, but for the welcome, the booking's last name (decision 0086).
 */
export const guestRegistrationLinkRouter = createTRPCRouter({
  welcome: publicProcedure
    .input(linkTokenSchema)
    .query(({ ctx, input }) => registrationLinkWelcome(ctx.db, { ...input, now: ctx.clock() })),

  // A mutation: a wrong last name is counted, so no cache or prefetch may repeat it.
  enter: publicProcedure
    .input(linkAccessSchema)
    .mutation(({ ctx, input }) => registrationLinkStay(ctx.db, { ...input, now: ctx.clock() })),

  save: publicProcedure
    .input(linkRegistrationSchema)
    .mutation(({ ctx, input }) => registerByLink(ctx.db, input, { now: ctx.clock() })),

  sign: publicProcedure
    .input(linkSignatureSchema)
    .mutation(({ ctx, input }) =>
      signByLink(ctx.db, input, { now: ctx.clock(), documents: ctx.documents }),
    ),

  arrival: publicProcedure
    .input(linkArrivalSchema)
    .mutation(({ ctx, input }) => giveArrivalTime(ctx.db, input, { now: ctx.clock() })),
});
