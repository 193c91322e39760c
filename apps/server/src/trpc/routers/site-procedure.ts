import type { PropertyRef } from '@zamalek/db/queries/properties';
import { publicSiteSchema } from '@zamalek/domain/public-property';
import { resolveBookableProperty, resolvePublicProperty } from '../../properties/public-property';
import { publicProcedure } from '../init';

/** Every public procedure may name its property (`{ property: <slug> }`); none: the open one. */
export const siteInputSchema = publicSiteSchema.optional();

/**
 * The property a public page shows: the one the input names (open or coming soon), else the
 * installation's only open one (see `resolvePublicProperty`), with its clock.
 */
export const siteProcedure = publicProcedure
  .input(siteInputSchema)
  .use(async ({ ctx, input, next }) => {
    const site: PropertyRef = await resolvePublicProperty(ctx.db, input?.property ?? null);
    return next({ ctx: { site, ...ctx.clockAt(site) } });
  });

/**
 * The property a guest books at: as `siteProcedure`, refused with PROPERTY_NOT_OPEN while it is
 * coming soon (availability, sold-out nights, nearest stays and quotes alike).
 */
export const bookableSiteProcedure = publicProcedure
  .input(siteInputSchema)
  .use(async ({ ctx, input, next }) => {
    const site: PropertyRef = await resolveBookableProperty(ctx.db, input?.property ?? null);
    return next({ ctx: { site, ...ctx.clockAt(site) } });
  });
