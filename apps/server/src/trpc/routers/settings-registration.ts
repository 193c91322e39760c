import { findRegistrationSettings } from '@zamalek/db/queries/registrations';
import { registrationSettingsSchema } from '@zamalek/domain/registrations/settings';
import { saveRegistrationSettings } from '../../settings/update-registration-settings';
import { capabilityProcedure } from '../init';

const adminProcedure = capabilityProcedure(
  'settings.manage',
  'You do not have permission to change settings.',
);

/** The Settings page's guest registration: required before check-in, and how long it is kept. */
export const settingsRegistration = {
  registration: adminProcedure.query(({ ctx }) =>
    findRegistrationSettings(ctx.db, { propertyId: ctx.user.propertyId }),
  ),

  updateRegistration: adminProcedure
    .input(registrationSettingsSchema)
    .mutation(({ ctx, input }) => saveRegistrationSettings(ctx.db, ctx.user, input)),
};
