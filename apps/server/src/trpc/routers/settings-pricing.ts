import {
  chargeFieldsSchema,
  chargeIdSchema,
  chargeOrderSchema,
  chargeUpdateSchema,
  egpRateSchema,
  weekendNightsSchema,
} from '@zamalek/domain/pricing/rate-forms';
import { createCharge } from '../../settings/create-charge';
import { deleteCharge } from '../../settings/delete-charge';
import { pricingSettings } from '../../settings/pricing-settings';
import { reorderCharges } from '../../settings/reorder-charges';
import { setEgpRate } from '../../settings/set-egp-rate';
import { setWeekendNights } from '../../settings/set-weekend-nights';
import { updateCharge } from '../../settings/update-charge';
import { capabilityProcedure } from '../init';

const adminProcedure = capabilityProcedure(
  'settings.manage',
  'You do not have permission to change settings.',
);

/** The Settings page's prices: taxes and fees, weekend nights, the EGP display rate. */
export const settingsPricing = {
  pricing: adminProcedure.query(({ ctx }) =>
    pricingSettings(ctx.db, { propertyId: ctx.property.id }),
  ),

  createCharge: adminProcedure
    .input(chargeFieldsSchema)
    .mutation(({ ctx, input }) => createCharge(ctx.db, ctx.user, input)),

  updateCharge: adminProcedure
    .input(chargeUpdateSchema)
    .mutation(({ ctx, input }) => updateCharge(ctx.db, ctx.user, input)),

  deleteCharge: adminProcedure
    .input(chargeIdSchema)
    .mutation(({ ctx, input }) => deleteCharge(ctx.db, ctx.user, input)),

  reorderCharges: adminProcedure
    .input(chargeOrderSchema)
    .mutation(({ ctx, input }) => reorderCharges(ctx.db, ctx.user, input)),

  setWeekendNights: adminProcedure
    .input(weekendNightsSchema)
    .mutation(({ ctx, input }) => setWeekendNights(ctx.db, ctx.user, input)),

  setEgpRate: adminProcedure
    .input(egpRateSchema)
    .mutation(({ ctx, input }) => setEgpRate(ctx.db, ctx.user, input, { today: ctx.today() })),
};
