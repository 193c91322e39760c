import { listFolioExtras } from '@zamalek/db/queries/folio-extras';
import { folioExtraSchema, updateFolioExtraSchema } from '@zamalek/domain/ledger/extras';
import { addFolioExtra } from '../../settings/add-extra';
import { updateFolioExtraSettings } from '../../settings/update-extra';
import { capabilityProcedure } from '../init';

const adminProcedure = capabilityProcedure(
  'settings.manage',
  'You do not have permission to change settings.',
);

/** The Settings page's extras: what the desk posts to folios besides the nights. */
export const settingsExtras = {
  extras: adminProcedure.query(({ ctx }) =>
    listFolioExtras(ctx.db, { propertyId: ctx.user.propertyId }),
  ),

  addExtra: adminProcedure
    .input(folioExtraSchema)
    .mutation(({ ctx, input }) => addFolioExtra(ctx.db, ctx.user, input)),

  updateExtra: adminProcedure
    .input(updateFolioExtraSchema)
    .mutation(({ ctx, input }) => updateFolioExtraSettings(ctx.db, ctx.user, input)),
};
