import { changePasswordSchema, signInSchema, signUpSchema } from '@zamalek/domain/auth';
import { changePassword } from '../../auth/change-password';
import { invalidateSession } from '../../auth/session';
import { sessionView } from '../../auth/session-view';
import { signIn } from '../../auth/sign-in';
import { signOutEverywhere } from '../../auth/sign-out-everywhere';
import { signUp } from '../../auth/sign-up';
import { authedProcedure, createTRPCRouter, publicProcedure } from '../init';

export const authRouter = createTRPCRouter({
  session: publicProcedure.query(({ ctx }) =>
    ctx.user ? sessionView(ctx.user, ctx.property) : null,
  ),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const { token, expiresAt, ...signedIn } = await signIn(ctx.db, ctx, input);
    ctx.cookie.set(token, expiresAt);
    return signedIn;
  }),

  signUp: publicProcedure
    .input(signUpSchema)
    .mutation(({ ctx, input }) => signUp(ctx.db, ctx, input)),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await invalidateSession(ctx.db, ctx.sessionToken);
    ctx.cookie.clear();
    return { ok: true as const };
  }),

  /** Any signed-in user: the current password and a new one; their other sessions end. */
  changePassword: authedProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, { ip: ctx.ip, userId: ctx.user.id, sessionId: ctx.session.id }, input),
    ),

  /** Ends every session of the user, this one included. */
  signOutEverywhere: authedProcedure.mutation(async ({ ctx }) => {
    const result = await signOutEverywhere(ctx.db, ctx.user.id);
    ctx.cookie.clear();
    return result;
  }),
});
