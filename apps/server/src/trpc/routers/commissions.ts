import { commissionPayouts, commissionsBySource } from '@zamalek/db/queries/commissions';
import { payCommissionSchema } from '@zamalek/domain/ledger/forms';
import { payCommission } from '../../commissions/pay-commission';
import { capabilityProcedure, createTRPCRouter } from '../init';

const commissionProcedure = capabilityProcedure(
  'commission.pay',
  'You do not have permission to see or pay commissions.',
);

/** The sales sources' commission: earned night by night, owed, and paid out through the ledger. */
export const commissionsRouter = createTRPCRouter({
  bySource: commissionProcedure.query(({ ctx }) =>
    commissionsBySource(ctx.db, { propertyId: ctx.user.propertyId }),
  ),

  payouts: commissionProcedure.query(({ ctx }) =>
    commissionPayouts(ctx.db, { propertyId: ctx.user.propertyId }),
  ),

  pay: commissionProcedure
    .input(payCommissionSchema)
    .mutation(({ ctx, input }) => payCommission(ctx.db, ctx.user, input)),
});
