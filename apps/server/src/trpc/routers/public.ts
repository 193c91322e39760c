import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import { stayDatesSchema } from '@zamalek/domain/booking';
import { soldOutNightsInputSchema } from '@zamalek/domain/sold-out';
import { z } from 'zod';
import { displayRate } from '../../settings/pricing-settings';
import { nearestStays } from '../../units/nearest-stays';
import { publicAvailability, publicSuites } from '../../units/public-suites';
import { soldOutNightsFor } from '../../units/sold-out-nights';
import { createTRPCRouter, publicProcedure } from '../init';
import { publicBooking } from './public-booking';
import { siteProcedure } from './site-procedure';

export const publicRouter = createTRPCRouter({
  /** The property's today and time of day (its time zone): calendars, pickers, statuses. */
  today: publicProcedure.query(({ ctx }) => ctx.now()),

  /** Policies and contact for guests: only the fields meant for them. */
  property: siteProcedure.query(({ ctx }) =>
    findPublicPropertyInfo(ctx.db, { propertyId: ctx.site.id }),
  ),

  /** The admin's EGP display rate and its date, or null: prices show "≈ EGP …" beside USD. */
  displayCurrency: siteProcedure.query(({ ctx }) =>
    displayRate(ctx.db, { propertyId: ctx.site.id }),
  ),

  /** The suites page: a card per kind of suite, with how many are free tonight. */
  suites: siteProcedure.query(({ ctx }) =>
    publicSuites(ctx.db, { propertyId: ctx.site.id, today: ctx.today() }),
  ),

  /**
   * Suites free for the whole stay (half-open) that sleep the party, each with its quote, packed
   * (`packSuiteOffers`: the browser unpacks them).
   */
  availability: siteProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(async ({ ctx, input }) => ({
      ...(await publicAvailability(ctx.db, { ...input, propertyId: ctx.site.id })),
      today: ctx.today(),
    })),

  /**
   * The nights of up to four months on which no suite the party could book is free (of the
   * chosen suite's type, if one is chosen): the booking calendar marks them. Dates only.
   */
  soldOutNights: siteProcedure
    .input(soldOutNightsInputSchema)
    .query(({ ctx, input }) =>
      soldOutNightsFor(ctx.db, { ...input, propertyId: ctx.site.id }, ctx.today()),
    ),

  /** When no suite is free for the stay: the nearest stays as long with one, in date order. */
  nearestStays: siteProcedure
    .input(z.object({ stay: stayDatesSchema, guests: z.number().int().min(1).max(20).default(1) }))
    .query(({ ctx, input }) =>
      nearestStays(ctx.db, { ...input, propertyId: ctx.site.id }, ctx.today()),
    ),

  ...publicBooking,
});
