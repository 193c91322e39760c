import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  salesSourcesLinkedElsewhere,
  unlinkedReservationSources,
} from '@zamalek/db/queries/sales-sources';
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
import { isReservedSalesSource, salesSourceProblem } from '@zamalek/domain/sales-source';
import { addUserSchema, editUserSchema, USER_MESSAGES } from '@zamalek/domain/users';
import { z } from 'zod';
import { hashPassword } from '../../auth/password';
import { AppError, retryOnDeadlock, sqlConstraint, sqlState } from '../../errors';
import { capabilityProcedure, createTRPCRouter } from '../init';

const adminProcedure = capabilityProcedure(
  'users.manage',
  'Permission denied: Unable to assign role to user. Please make sure you have admin privileges.',
);

const SALES_SOURCE_INDEX = 'users_sales_source_key';

/** Refuses a reserved source, or one another user holds in any case (AppError, nothing written). */
async function assertSalesSourceFree(db: Db, source: string | null, userId: string | null) {
  if (source === null) return;
  const problem = salesSourceProblem(source, await salesSourcesLinkedElsewhere(db, source, userId));
  if (problem === 'reserved') throw new AppError('SALES_SOURCE_RESERVED');
  if (problem === 'taken') throw new AppError('SALES_SOURCE_TAKEN');
}

/** A unique violation: the e-mail, or (two admins linking one source at once) the sales source. */
function uniqueViolation(error: unknown): AppError | null {
  if (sqlState(error) !== '23505') return null;
  return sqlConstraint(error) === SALES_SOURCE_INDEX
    ? new AppError('SALES_SOURCE_TAKEN')
    : new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
}

export const usersRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db)),

  /** Sources of stored stays that nobody holds and that may be linked: the dialogs suggest them. */
  salesSourceSuggestions: adminProcedure.query(async ({ ctx }) =>
    (await unlinkedReservationSources(ctx.db))
      .filter((source) => !isReservedSalesSource(source))
      .slice(0, 100),
  ),

  create: adminProcedure.input(addUserSchema).mutation(async ({ ctx, input }) => {
    if (await emailExists(ctx.db, input.email))
      throw new AppError('EMAIL_TAKEN', USER_MESSAGES.emailTaken);
    await assertSalesSourceFree(ctx.db, input.salesSource, null);
    const passwordHash = await hashPassword(input.password);
    try {
      return await ctx.db.transaction(async (tx) => {
        const user = await insertUser(tx, { ...input, passwordHash });
        await recordAudit(tx, {
          actorId: ctx.user.id,
          entity: 'user',
          entityId: user.id,
          action: 'create',
          after: {
            email: input.email,
            fullName: input.fullName,
            role: input.role,
            salesSource: input.salesSource,
          },
        });
        return user;
      });
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
  }),

  /** Concurrent edits of admins can deadlock on PostgreSQL; the loser runs again. */
  update: adminProcedure.input(editUserSchema).mutation(async ({ ctx, input }) => {
    try {
      await retryOnDeadlock(() =>
        ctx.db.transaction(async (tx) => {
          const before = await findUserRow(tx, input.id);
          if (!before) throw new AppError('NOT_FOUND', 'User not found');
          const demoting = before.role === 'admin' && input.role !== 'admin';
          if (demoting && (await countOtherActiveAdmins(tx, input.id)) === 0) {
            throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
          }
          const salesSource =
            input.salesSource === undefined ? before.salesSource : input.salesSource;
          if (salesSource !== before.salesSource) {
            await assertSalesSourceFree(tx, salesSource, input.id);
          }
          await updateUserAccount(tx, input.id, input);
          await recordAudit(tx, {
            actorId: ctx.user.id,
            entity: 'user',
            entityId: input.id,
            action: 'update',
            before,
            after: { email: input.email, fullName: input.fullName, role: input.role, salesSource },
          });
        }),
      );
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
    return { ok: true as const };
  }),

  /** Disabling ends every session of that user at once. */
  setDisabled: adminProcedure
    .input(z.object({ id: z.uuid(), disabled: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (input.disabled && input.id === ctx.user.id)
        throw new AppError('CONFLICT', USER_MESSAGES.notYourself);
      await retryOnDeadlock(() =>
        ctx.db.transaction(async (tx) => {
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
        }),
      );
      return { ok: true as const };
    }),
});
