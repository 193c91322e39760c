import { listRateUnitTypes, listSeasonsOfType } from '@zamalek/db/queries/rate-seasons';
import {
  rateMonthSchema,
  seasonCopySchema,
  seasonFieldsSchema,
  seasonIdSchema,
  seasonUpdateSchema,
  unitTypePricingSchema,
  unitTypeSchema,
} from '@zamalek/domain/pricing/rate-forms';
import { z } from 'zod';
import { copySeason } from '../../rates/copy-season';
import { createSeason } from '../../rates/create-season';
import { deleteSeason } from '../../rates/delete-season';
import { rateMonth } from '../../rates/month-view';
import { setUnitTypePricing } from '../../rates/set-unit-type-pricing';
import { updateSeason } from '../../rates/update-season';
import { capabilityProcedure, createTRPCRouter } from '../init';

const ratesProcedure = capabilityProcedure(
  'rates.manage',
  'You do not have permission to set rates.',
);

/** The rate calendar (admin, manager): seasons, a selected range, a room type's discounts. */
export const rateCalendarRouter = createTRPCRouter({
  /** Room types with their rooms and discounts. */
  unitTypes: ratesProcedure.query(({ ctx }) => listRateUnitTypes(ctx.db)),

  month: ratesProcedure
    .input(rateMonthSchema)
    .query(({ ctx, input }) => rateMonth(ctx.db, { ...input, propertyId: ctx.property.id })),

  seasons: ratesProcedure
    .input(z.object({ unitType: unitTypeSchema }))
    .query(({ ctx, input }) => listSeasonsOfType(ctx.db, input)),

  /** "New season", and "Set rates" on a range selected in the grid. */
  createSeason: ratesProcedure
    .input(seasonFieldsSchema)
    .mutation(({ ctx, input }) => createSeason(ctx.db, ctx.user, input)),

  updateSeason: ratesProcedure
    .input(seasonUpdateSchema)
    .mutation(({ ctx, input }) => updateSeason(ctx.db, ctx.user, input)),

  deleteSeason: ratesProcedure
    .input(seasonIdSchema)
    .mutation(({ ctx, input }) => deleteSeason(ctx.db, ctx.user, input)),

  copySeason: ratesProcedure
    .input(seasonCopySchema)
    .mutation(({ ctx, input }) => copySeason(ctx.db, ctx.user, input)),

  setUnitTypePricing: ratesProcedure
    .input(unitTypePricingSchema)
    .mutation(({ ctx, input }) => setUnitTypePricing(ctx.db, ctx.user, input)),
});
