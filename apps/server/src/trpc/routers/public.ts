import {
  listFreePublicUnits,
  listPublicUnits,
  type PublicUnitRow,
} from '@zamalek/db/queries/unit-availability';
import { publicBookingSchema, stayDatesSchema } from '@zamalek/domain/booking';
import { stayTotals } from '@zamalek/domain/money';
import { nightsBetween } from '@zamalek/domain/stays';
import { suiteDescription, suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { ZodError, z } from 'zod';
import { AppError } from '../../errors';
import { bookStay } from '../../reservations/book';
import { countBookingFailure, refuseAfterTooManyFailures } from '../../reservations/book-throttle';
import { createTRPCRouter, publicProcedure } from '../init';

/** A unit as the public site shows it: a suite card. */
function suiteCard(unit: PublicUnitRow) {
  return {
    id: unit.id,
    name: unit.name,
    unitNumber: unit.unitNumber,
    unitType: unit.unitType,
    description: suiteDescription(unit.unitType, unit.comments),
    size: suiteSize(unit.unitSize),
    facts: suiteFacts(unit.unitType),
    nightlyRateCents: unit.baseRateCents,
  };
}

/**
 * Refused attempts (invalid input, dates just taken, a limit reached) count against the
 * connection; once it has too many this hour it is refused before any work. Bookings made are
 * counted inside their own transaction (see bookStay). Server faults never count.
 */
const bookingProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await refuseAfterTooManyFailures(ctx.db, ctx.ip);
  const result = await next();
  if (!result.ok && isGuestFailure(result.error.cause)) {
    await countBookingFailure(ctx.db, ctx.ip);
  }
  return result;
});

const isGuestFailure = (cause: unknown) => cause instanceof AppError || cause instanceof ZodError;

export const publicRouter = createTRPCRouter({
  /** The property's today (its time zone), which calendars and date pickers start from. */
  today: publicProcedure.query(({ ctx }) => ({ today: ctx.today() })),

  suites: publicProcedure.query(async ({ ctx }) => (await listPublicUnits(ctx.db)).map(suiteCard)),

  /** Suites free for the whole stay (half-open), priced from their base rate; only bookable ones. */
  availability: publicProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(async ({ ctx, input }) => {
      const { checkIn, checkOut } = input.stay;
      const nights = nightsBetween(checkIn, checkOut);
      const free = await listFreePublicUnits(ctx.db, { stay: { from: checkIn, to: checkOut } });
      const suites = free
        .map(suiteCard)
        .filter((suite) => suite.nightlyRateCents !== null && suite.facts.maxGuests >= input.guests)
        .map((suite) => ({
          ...suite,
          totalCents: stayTotals(suite.nightlyRateCents ?? 0, nights, 0).totalCents,
        }));
      return { nights, today: ctx.today(), suites };
    }),

  book: bookingProcedure
    .input(publicBookingSchema)
    .mutation(({ ctx, input }) =>
      bookStay(ctx.db, ctx, input, { today: ctx.today(), mail: ctx.mail }),
    ),
});
