import { listFreeSuites, listPublicSuites, type SuiteRow } from '@zamalek/db/queries/units';
import { publicBookingSchema, stayDatesSchema } from '@zamalek/domain/booking';
import { todayIn } from '@zamalek/domain/dates';
import { stayTotals } from '@zamalek/domain/money';
import { nightsBetween } from '@zamalek/domain/stays';
import { suiteDescription, suiteFacts, suiteSize } from '@zamalek/domain/suites';
import { z } from 'zod';
import { createPublicBooking, throttlePublicBooking } from '../../bookings/public-booking';
import { createTRPCRouter, publicProcedure } from '../init';

function suiteCard(unit: SuiteRow) {
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

export const publicRouter = createTRPCRouter({
  /** The property's today (its time zone), which calendars and date pickers start from. */
  today: publicProcedure.query(({ ctx }) => ({ today: todayIn(ctx.env.PROPERTY_TIMEZONE) })),

  suites: publicProcedure.query(async ({ ctx }) => (await listPublicSuites(ctx.db)).map(suiteCard)),

  /** Suites free for the whole stay (half-open), priced from their base rate; only bookable ones. */
  availability: publicProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(async ({ ctx, input }) => {
      const { checkIn, checkOut } = input.stay;
      const nights = nightsBetween(checkIn, checkOut);
      const free = await listFreeSuites(ctx.db, checkIn, checkOut);
      const suites = free
        .map(suiteCard)
        .filter((suite) => suite.nightlyRateCents !== null && suite.facts.maxGuests >= input.guests)
        .map((suite) => ({
          ...suite,
          totalCents: stayTotals(suite.nightlyRateCents ?? 0, nights, 0).totalCents,
        }));
      return { nights, today: todayIn(ctx.env.PROPERTY_TIMEZONE), suites };
    }),

  book: publicProcedure.input(publicBookingSchema).mutation(async ({ ctx, input }) => {
    await throttlePublicBooking(ctx.db, ctx.ip);
    const booking = await createPublicBooking(ctx.db, input, todayIn(ctx.env.PROPERTY_TIMEZONE));
    ctx.mail.kick();
    return booking;
  }),
});
