import { payLandlordSchema } from '@zamalek/domain/ledger/forms';
import {
  agreementSchema,
  landlordRoomsSchema,
  landlordSchema,
} from '@zamalek/domain/owners/agreement';
import { addAgreement } from '../../owners/add-agreement';
import { landlordsOverview } from '../../owners/landlords-overview';
import { payLandlord } from '../../owners/pay-landlord';
import { addLandlord, setLandlordRooms } from '../../owners/save-landlord';
import { capabilityProcedure, createTRPCRouter } from '../init';
import { landlordStatements } from './landlord-statements';

const landlordsProcedure = capabilityProcedure(
  'landlords.manage',
  'You do not have permission to manage landlords.',
);

/** Landlords: their rooms and terms, their monthly statements, and paying them. */
export const landlordsRouter = createTRPCRouter({
  list: landlordsProcedure.query(async ({ ctx }) =>
    landlordsOverview(ctx.db, {
      propertyId: ctx.property.id,
      today: (await ctx.now()).today,
    }),
  ),

  add: landlordsProcedure
    .input(landlordSchema)
    .mutation(({ ctx, input }) => addLandlord(ctx.db, ctx.user, input)),

  setRooms: landlordsProcedure
    .input(landlordRoomsSchema)
    .mutation(({ ctx, input }) => setLandlordRooms(ctx.db, ctx.user, input)),

  addAgreement: landlordsProcedure
    .input(agreementSchema)
    .mutation(({ ctx, input }) => addAgreement(ctx.db, ctx.user, input)),

  ...landlordStatements,

  pay: landlordsProcedure
    .input(payLandlordSchema)
    .mutation(({ ctx, input }) => payLandlord(ctx.db, ctx.user, input)),
});
