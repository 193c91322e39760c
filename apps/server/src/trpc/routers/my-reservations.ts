import { agentReservations, agentSummary } from '@zamalek/db/queries/my-reservations';
import { findSalesSource } from '@zamalek/db/queries/sales-sources';
import { monthRange } from '@zamalek/domain/guests';
import { authedProcedure, createTRPCRouter } from '../init';

export const myReservationsRouter = createTRPCRouter({
  /**
   * Open to every signed-in user: the stays booked under the sales source an admin linked to the
   * account. No link, nothing: a name chosen at sign-up never opens anyone's sales.
   */
  overview: authedProcedure.query(async ({ ctx }) => {
    const salesSource = await findSalesSource(ctx.db, { userId: ctx.user.id });
    if (salesSource === null) {
      return {
        salesSource,
        rows: [],
        monthReservations: 0,
        monthCommissionCents: 0,
        totalNights: 0,
      };
    }
    const month = monthRange(ctx.today());
    const [rows, summary] = await Promise.all([
      agentReservations(ctx.db, { salesSource }),
      agentSummary(ctx.db, { salesSource, month }),
    ]);
    return { salesSource, rows, ...summary };
  }),
});
