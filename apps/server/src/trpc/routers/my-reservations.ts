import { agentReservations, agentSummary } from '@zamalek/db/queries/my-reservations';
import { todayIn } from '@zamalek/domain/dates';
import { monthRange } from '@zamalek/domain/guests';
import { authedProcedure, createTRPCRouter } from '../init';

export const myReservationsRouter = createTRPCRouter({
  /** Open to every signed-in user: a sales agent sees the stays booked under their full name. */
  overview: authedProcedure.query(async ({ ctx }) => {
    const fullName = ctx.user.fullName?.trim();
    if (!fullName)
      return { rows: [], monthReservations: 0, monthCommissionCents: 0, totalNights: 0 };
    const month = monthRange(todayIn(ctx.env.PROPERTY_TIMEZONE));
    const [rows, summary] = await Promise.all([
      agentReservations(ctx.db, fullName),
      agentSummary(ctx.db, fullName, month.from, month.to),
    ]);
    return { rows, ...summary };
  }),
});
