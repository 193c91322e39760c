import { listSeasonsOfType } from '@zamalek/db/queries/rate-seasons';
import {
  rateMonthSchema,
  roomTypeIdSchema,
  roomTypePricingSchema,
  seasonCopySchema,
  seasonFieldsSchema,
  seasonIdSchema,
  seasonUpdateSchema,
} from '@zamalek/domain/pricing/rate-forms';
import { z } from 'zod';
import { copySeason } from '../../rates/copy-season';
import { createSeason } from '../../rates/create-season';
import { deleteSeason } from '../../rates/delete-season';
import { rateMonth } from '../../rates/month-view';
import { rateRoomTypes } from '../../rates/rate-room-types';
import { setRoomTypePricing } from '../../rates/set-room-type-pricing';
import { updateSeason } from '../../rates/update-season';
import { capabilityProcedure, createTRPCRouter } from '../init';

const ratesProcedure = capabilityProcedure(
  'rates.manage',
  'You do not have permission to set rates.',
);

/** The rate calendar (admin, manager): seasons, a selected range, a room type's discounts. */
export const rateCalendarRouter = createTRPCRouter({
  /** Room types with their rooms and discounts. */
  unitTypes: ratesProcedure.query(({ ctx }) =>
    rateRoomTypes(ctx.db, { propertyId: ctx.property.id }),
  ),

  month: ratesProcedure
    .input(rateMonthSchema)
    .query(({ ctx, input }) => rateMonth(ctx.db, { ...input, propertyId: ctx.property.id })),

  seasons: ratesProcedure
    .input(z.object({ roomTypeId: roomTypeIdSchema }))
    .query(({ ctx, input }) =>
      listSeasonsOfType(ctx.db, { propertyId: ctx.property.id, roomTypeId: input.roomTypeId }),
    ),

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

  setRoomTypePricing: ratesProcedure
    .input(roomTypePricingSchema)
    .mutation(({ ctx, input }) => setRoomTypePricing(ctx.db, ctx.user, input)),
});
