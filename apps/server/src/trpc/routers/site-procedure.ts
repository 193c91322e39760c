import type { PropertyRef } from '@zamalek/db/queries/properties';
import { resolvePublicProperty } from '../../properties/public-property';
import { publicProcedure } from '../init';

/** The property the public site shows: the installation's (see `resolvePublicProperty`). */
export const siteProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const site: PropertyRef = await resolvePublicProperty(ctx.db, null);
  return next({ ctx: { site, ...ctx.clockAt(site) } });
});
