import { recordAudit } from '@zamalek/db/queries/audit';
import { deleteUserSessions } from '@zamalek/db/queries/sessions';
import {
  countOtherActiveAdmins,
  emailExists,
  findUserRow,
  insertUser,
  listUsers,
  setUserDisabled,
  updateUserAccount,
} from '@zamalek/db/queries/users';
import { addUserSchema, editUserSchema, USER_MESSAGES } from '@zamalek/domain/users';
import { z } from 'zod';
import { hashPassword } from '../../auth/password';
import { AppError, sqlState } from '../../errors';
import { capabilityProcedure, createTRPCRouter } from '../init';

const adminProcedure = capabilityProcedure(
  'users.manage',
  'Permission denied: Unable to assign role to user. Please make sure you have admin privileges.',
);

export const usersRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db)),

  create: adminProcedure.input(addUserSchema).mutation(async ({ ctx, input }) => {
    if (await emailExists(ctx.db, input.email))
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await ctx.db.transaction(async (tx) => {
        const user = await insertUser(tx, { ...input, passwordHash });
        await recordAudit(tx, {
          actorId: ctx.user.id,
          entity: 'user',
          entityId: user.id,
          action: 'create',
          after: { email: input.email, fullName: input.fullName, role: input.role },
        });
        return user;
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
      throw error;
    }
  }),

  update: adminProcedure.input(editUserSchema).mutation(async ({ ctx, input }) => {
    try {
      await ctx.db.transaction(async (tx) => {
        const before = await findUserRow(tx, input.id);
        if (!before) throw new AppError('NOT_FOUND', 'User not found');
        const demoting = before.role === 'admin' && input.role !== 'admin';
        if (demoting && (await countOtherActiveAdmins(tx, input.id)) === 0) {
          throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
        }
        await updateUserAccount(tx, input.id, input);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          entity: 'user',
          entityId: input.id,
          action: 'update',
          before,
          after: { email: input.email, fullName: input.fullName, role: input.role },
        });
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
      throw error;
    }
    return { ok: true as const };
  }),

  /** Disabling ends every session of that user at once. */
  setDisabled: adminProcedure
    .input(z.object({ id: z.uuid(), disabled: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (input.disabled && input.id === ctx.user.id)
        throw new AppError('CONFLICT', USER_MESSAGES.notYourself);
      await ctx.db.transaction(async (tx) => {
        const before = await findUserRow(tx, input.id);
        if (!before) throw new AppError('NOT_FOUND', 'User not found');
        if (
          input.disabled &&
          before.role === 'admin' &&
          (await countOtherActiveAdmins(tx, input.id)) === 0
        ) {
          throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
        }
        await setUserDisabled(tx, input.id, input.disabled);
        if (input.disabled) await deleteUserSessions(tx, input.id);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          entity: 'user',
          entityId: input.id,
          action: input.disabled ? 'disable' : 'enable',
        });
      });
      return { ok: true as const };
    }),
});
