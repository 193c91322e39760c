import { authedProcedure, createTRPCRouter } from '../init';

export const liveRouter = createTRPCRouter({
  /** Which entity changed, so clients refetch what shows it; carries no personal data. */
  changes: authedProcedure.subscription(async function* ({ ctx, signal }) {
    yield* ctx.live.changes(signal, ctx.property?.id ?? null);
  }),
});
