import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import { publicBookingSchema, stayDatesSchema } from '@zamalek/domain/booking';
import { guestLanguageSchema } from '@zamalek/domain/guest-language';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { soldOutNightsInputSchema } from '@zamalek/domain/sold-out';
import { ZodError, z } from 'zod';
import { AppError } from '../../errors';
import { bookStay } from '../../reservations/book';
import { countBookingFailure, refuseAfterTooManyFailures } from '../../reservations/book-throttle';
import { bookingConfirmation } from '../../reservations/confirmation';
import { displayRate } from '../../settings/pricing-settings';
import { guestStayQuote } from '../../units/guest-quote';
import { nearestStays } from '../../units/nearest-stays';
import { publicAvailability, publicSuites } from '../../units/public-suites';
import { soldOutNightsFor } from '../../units/sold-out-nights';
import { createTRPCRouter, publicProcedure } from '../init';

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

export const publicRouter = createTRPCRouter({
  /** The property's today and time of day (its time zone): calendars, pickers, statuses. */
  today: publicProcedure.query(({ ctx }) => ctx.now()),

  /** Policies and contact for guests: only the fields meant for them. */
  property: publicProcedure.query(({ ctx }) => findPublicPropertyInfo(ctx.db)),

  /** The admin's EGP display rate and its date, or null: prices show "≈ EGP …" beside USD. */
  displayCurrency: publicProcedure.query(({ ctx }) => displayRate(ctx.db)),

  /** The suites page: a card per kind of suite, with how many are free tonight. */
  suites: publicProcedure.query(({ ctx }) => publicSuites(ctx.db, { today: ctx.today() })),

  /**
   * Suites free for the whole stay (half-open) that sleep the party, each with its quote, packed
   * (`packSuiteOffers`: the browser unpacks them).
   */
  availability: publicProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(async ({ ctx, input }) => ({
      ...(await publicAvailability(ctx.db, input)),
      today: ctx.today(),
    })),

  /**
   * The nights of up to four months on which no suite the party could book is free (of the
   * chosen suite's type, if one is chosen): the booking calendar marks them. Dates only.
   */
  soldOutNights: publicProcedure
    .input(soldOutNightsInputSchema)
    .query(({ ctx, input }) => soldOutNightsFor(ctx.db, input, ctx.today())),

  /** When no suite is free for the stay: the nearest stays as long with one, in date order. */
  nearestStays: publicProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(({ ctx, input }) => nearestStays(ctx.db, input, ctx.today())),

  /** The review step's price for the party as entered: the total the booking must match. */
  quote: publicProcedure
    .input(
      z.object({
        unitId: z.uuid('Please choose a suite'),
        stay: stayDatesSchema,
        guests: z.number().int().min(1).max(20),
      }),
    )
    .query(async ({ ctx, input }) => publicQuote((await guestStayQuote(ctx.db, input)).quote)),

  /** A booking's confirmation page, by the secret its booking answered with. */
  confirmation: publicProcedure
    .input(z.object({ token: z.string().max(100), language: guestLanguageSchema }))
    .query(({ ctx, input }) => bookingConfirmation(ctx.db, input)),

  book: bookingProcedure
    .input(publicBookingSchema)
    .mutation(({ ctx, input }) =>
      bookStay(ctx.db, ctx, input, { today: ctx.today(), now: ctx.clock(), mail: ctx.mail }),
    ),
});
