import { publicBookingSchema, stayDatesSchema } from '@zamalek/domain/booking';
import { guestLanguageSchema } from '@zamalek/domain/guest-language';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { ZodError, z } from 'zod';
import { AppError } from '../../errors';
import { resolveBookableProperty } from '../../properties/public-property';
import { bookStay } from '../../reservations/book';
import { countBookingFailure, refuseAfterTooManyFailures } from '../../reservations/book-throttle';
import { bookingConfirmation } from '../../reservations/confirmation';
import { guestStayQuote } from '../../units/guest-quote';
import { publicProcedure } from '../init';
import { bookableSiteProcedure, siteInputSchema } from './site-procedure';

/**
 * Refused attempts (invalid input, dates just taken, a limit reached) count against the
 * connection; once it has too many this hour it is refused before any work. Bookings made are
 * counted inside their own transaction (see bookStay). Server faults never count.
 */
const bookingProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await refuseAfterTooManyFailures(ctx.db, ctx.ip, ctx.clock());
  const result = await next();
  if (!result.ok && isGuestFailure(result.error.cause)) {
    await countBookingFailure(ctx.db, ctx.ip);
  }
  return result;
});

const isGuestFailure = (cause: unknown) => cause instanceof AppError || cause instanceof ZodError;

/** The property the booking names (else the only open one); one coming soon books nothing. */
const siteBookingProcedure = bookingProcedure
  .input(siteInputSchema)
  .use(async ({ ctx, input, next }) => {
    const site = await resolveBookableProperty(ctx.db, input?.property ?? null);
    return next({ ctx: { site, ...ctx.clockAt(site) } });
  });

/** The wizard's review and booking, and the confirmation page. */
export const publicBooking = {
  /** The review step's price for the party as entered: the total the booking must match. */
  quote: bookableSiteProcedure
    .input(
      z.object({
        unitId: z.uuid('Please choose a suite'),
        stay: stayDatesSchema,
        guests: z.number().int().min(1).max(20),
      }),
    )
    .query(async ({ ctx, input }) =>
      publicQuote((await guestStayQuote(ctx.db, { ...input, propertyId: ctx.site.id })).quote),
    ),

  /** A booking's confirmation page, by the secret its booking answered with. */
  confirmation: publicProcedure
    .input(z.object({ token: z.string().max(100), language: guestLanguageSchema }))
    .query(({ ctx, input }) => bookingConfirmation(ctx.db, input)),

  book: siteBookingProcedure.input(publicBookingSchema).mutation(({ ctx, input }) =>
    bookStay(ctx.db, ctx, input, {
      propertyId: ctx.site.id,
      today: ctx.today(),
      now: ctx.clock(),
      mail: ctx.mail,
    }),
  ),
};
