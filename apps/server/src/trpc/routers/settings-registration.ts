import { findRegistrationListFields } from '@zamalek/db/queries/registration-list-fields';
import { findRegistrationSettings } from '@zamalek/db/queries/registrations';
import { authorityListFieldsSchema } from '@zamalek/domain/registrations/authority-list';
import { registrationSettingsSchema } from '@zamalek/domain/registrations/settings';
import { saveRegistrationListFields } from '../../settings/update-registration-list-fields';
import { saveRegistrationSettings } from '../../settings/update-registration-settings';
import { capabilityProcedure } from '../init';

const adminProcedure = capabilityProcedure(
  'settings.manage',
  'You do not have permission to change settings.',
);

/**
 * The Settings page's guest registration: required before check-in, how long it is kept, and
 * the columns of the list for the authorities.
 */
export const settingsRegistration = {
  registration: adminProcedure.query(({ ctx }) =>
    findRegistrationSettings(ctx.db, { propertyId: ctx.user.propertyId }),
  ),

  updateRegistration: adminProcedure
    .input(registrationSettingsSchema)
    .mutation(({ ctx, input }) => saveRegistrationSettings(ctx.db, ctx.user, input)),

  registrationList: adminProcedure.query(async ({ ctx }) => ({
    fields: (await findRegistrationListFields(ctx.db, { propertyId: ctx.user.propertyId })).fields,
  })),

  updateRegistrationList: adminProcedure
    .input(authorityListFieldsSchema)
    .mutation(({ ctx, input }) => saveRegistrationListFields(ctx.db, ctx.user, input)),
};
