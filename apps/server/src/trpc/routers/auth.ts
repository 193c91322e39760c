import { emailExists, findCredentialsByEmail, insertUser } from '@zamalek/db/queries/users';
import { signInSchema, signUpSchema } from '@zamalek/domain/auth';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import { createSession, generateSessionToken, invalidateSession } from '../../auth/session';
import { forgetSignInFailures, throttleSignIn, throttleSignUp } from '../../auth/throttle';
import { AppError, sqlState } from '../../errors';
import { createTRPCRouter, publicProcedure } from '../init';

export const authRouter = createTRPCRouter({
  session: publicProcedure.query(({ ctx }) =>
    ctx.user
      ? {
          user: { id: ctx.user.id, email: ctx.user.email, fullName: ctx.user.fullName },
          role: ctx.role,
        }
      : null,
  ),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    await throttleSignIn(ctx.db, input.email, ctx.ip);
    const account = await findCredentialsByEmail(ctx.db, input.email);
    if (!account) {
      await burnPasswordCheck(input.password);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    await forgetSignInFailures(ctx.db, input.email);
    if (ctx.sessionToken) await invalidateSession(ctx.db, ctx.sessionToken);
    const token = generateSessionToken();
    const session = await createSession(ctx.db, token, account.id, input.staySignedIn);
    ctx.cookie.set(token, session.persistent ? session.expiresAt : null);
    return {
      user: { id: account.id, email: account.email, fullName: account.fullName },
      role: account.role,
    };
  }),

  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    await throttleSignUp(ctx.db, input.email, ctx.ip);
    if (await emailExists(ctx.db, input.email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    try {
      // Self sign-up never grants a role; an admin assigns one in User Management.
      await ctx.db.transaction((tx) =>
        insertUser(tx, { email: input.email, passwordHash, fullName: input.fullName, role: null }),
      );
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('EMAIL_TAKEN');
      throw error;
    }
    return { ok: true as const };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await invalidateSession(ctx.db, ctx.sessionToken);
    ctx.cookie.clear();
    return { ok: true as const };
  }),
});
