import {
  capabilityChangeSchema,
  propertyDetailsSchema,
  propertySettingsSchema,
} from '@zamalek/domain/settings';
import { setRoleCapability } from '../../settings/set-role-capability';
import { settingsOverview } from '../../settings/settings-overview';
import { updateDetails } from '../../settings/update-property-details';
import { updateSettings } from '../../settings/update-property-settings';
import { capabilityProcedure, createTRPCRouter } from '../init';
import { settingsExtras } from './settings-extras';
import { settingsPricing } from './settings-pricing';
import { settingsRegistration } from './settings-registration';

const adminProcedure = capabilityProcedure(
  'settings.manage',
  'You do not have permission to change settings.',
);

export const settingsRouter = createTRPCRouter({
  overview: adminProcedure.query(({ ctx }) =>
    settingsOverview(ctx.db, { propertyId: ctx.property.id }),
  ),

  updateProperty: adminProcedure
    .input(propertySettingsSchema)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user, input)),

  updatePropertyDetails: adminProcedure
    .input(propertyDetailsSchema)
    .mutation(({ ctx, input }) => updateDetails(ctx.db, ctx.user, input)),

  setRoleCapability: adminProcedure
    .input(capabilityChangeSchema)
    .mutation(({ ctx, input }) => setRoleCapability(ctx.db, ctx.user, input)),

  ...settingsPricing,
  ...settingsExtras,
  ...settingsRegistration,
});
