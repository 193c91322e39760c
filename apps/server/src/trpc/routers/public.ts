import { findPublicPropertyInfo } from '@zamalek/db/queries/settings';
import { stayDatesSchema } from '@zamalek/domain/booking';
import { soldOutNightsInputSchema } from '@zamalek/domain/sold-out';
import { z } from 'zod';
import { publicLocations } from '../../properties/public-locations';
import { resolvePublicProperty } from '../../properties/public-property';
import { displayRate } from '../../settings/pricing-settings';
import { nearestStays } from '../../units/nearest-stays';
import { publicAvailability, publicSuites } from '../../units/public-suites';
import { soldOutNightsFor } from '../../units/sold-out-nights';
import { createTRPCRouter, publicProcedure } from '../init';
import { publicBooking } from './public-booking';
import { bookableSiteProcedure, siteInputSchema, siteProcedure } from './site-procedure';

const stayForParty = z.object({
  stay: stayDatesSchema,
  guests: z.number().int().min(1).max(20).default(1),
});

/**
 * The public site. Each procedure may name its property (`property`: its slug); none is the
 * installation's only open one. Those that lead to a booking refuse a property coming soon.
 */
export const publicRouter = createTRPCRouter({
  /**
   * Today and the time of day of the property named (its time zone), else of the staff's
   * property or the open one: calendars, pickers, statuses.
   */
  today: publicProcedure
    .input(siteInputSchema)
    .query(async ({ ctx, input }) =>
      input?.property
        ? ctx.clockAt(await resolvePublicProperty(ctx.db, input.property)).now()
        : ctx.now(),
    ),

  /** Locations: every property, open or coming soon, with its suites. */
  locations: publicProcedure.query(({ ctx }) =>
    publicLocations(ctx.db, { todayOf: (property) => ctx.clockAt(property).today() }),
  ),

  /** Where the property is, whether it is open, its policies and contact: fields for guests. */
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
  availability: bookableSiteProcedure.input(stayForParty).query(async ({ ctx, input }) => ({
    ...(await publicAvailability(ctx.db, { ...input, propertyId: ctx.site.id })),
    today: ctx.today(),
  })),

  /**
   * The nights of up to four months on which no suite the party could book is free (of the
   * chosen suite's type, if one is chosen): the booking calendar marks them. Dates only.
   */
  soldOutNights: bookableSiteProcedure
    .input(soldOutNightsInputSchema)
    .query(({ ctx, input }) =>
      soldOutNightsFor(ctx.db, { ...input, propertyId: ctx.site.id }, ctx.today()),
    ),

  /** When no suite is free for the stay: the nearest stays as long with one, in date order. */
  nearestStays: bookableSiteProcedure
    .input(stayForParty)
    .query(({ ctx, input }) =>
      nearestStays(ctx.db, { ...input, propertyId: ctx.site.id }, ctx.today()),
    ),

  ...publicBooking,
});
