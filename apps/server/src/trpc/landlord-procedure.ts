import { chooseLandlordLink } from '../auth/landlord-link';
import { AppError } from '../errors';
import { propertyToday } from '../property-today';
import { authedProcedure } from './init';

/** The landlord a call acts as, at the property their rooms are in. */
export interface LandlordScope {
  landlordId: string;
  propertyId: string;
  propertyName: string;
  /** The signed-in account, audited as the one who asked. */
  userId: string;
}

/**
 * Landlords on their own pages: the account must be linked to a landlord (read with the session
 * on every call, over a WebSocket too, so unlinking applies at once). The request's property
 * chooses among several; otherwise their first. Every read is then narrowed to that landlord.
 */
export const landlordProcedure = authedProcedure.use(({ ctx, next }) => {
  const link = chooseLandlordLink(ctx.user.landlordOf, ctx.requestedProperty);
  if (!link) throw new AppError('FORBIDDEN', 'These pages are for the building’s landlords.');
  const landlord: LandlordScope = {
    landlordId: link.landlordId,
    propertyId: link.propertyId,
    propertyName: link.name,
    userId: ctx.user.id,
  };
  return next({ ctx: { landlord, today: () => propertyToday(link.timeZone) } });
});
