import { unlinkedReservationSources } from '@zamalek/db/queries/sales-sources';
import { listUsers } from '@zamalek/db/queries/users';
import { isReservedSalesSource } from '@zamalek/domain/sales-source';
import { addUserSchema, editUserSchema, resetPasswordSchema } from '@zamalek/domain/users';
import { z } from 'zod';
import { createUser } from '../../users/create';
import { resetUserPassword } from '../../users/reset-password';
import { setUserDisabledState } from '../../users/set-disabled';
import { updateUser } from '../../users/update';
import { capabilityProcedure, createTRPCRouter } from '../init';

const adminProcedure = capabilityProcedure(
  'users.manage',
  'You do not have permission to manage users.',
);

export const usersRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db, { propertyId: ctx.property.id })),

  /** Sources of stored stays that nobody holds and that may be linked: the dialogs suggest them. */
  salesSourceSuggestions: adminProcedure.query(async ({ ctx }) =>
    (await unlinkedReservationSources(ctx.db, { propertyId: ctx.property.id }))
      .filter((source) => !isReservedSalesSource(source))
      .slice(0, 100),
  ),

  create: adminProcedure
    .input(addUserSchema)
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.user, input)),

  update: adminProcedure
    .input(editUserSchema)
    .mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user, input)),

  /** Disabling ends every session of that user at once. */
  setDisabled: adminProcedure
    .input(z.object({ id: z.uuid(), disabled: z.boolean() }))
    .mutation(({ ctx, input }) => setUserDisabledState(ctx.db, ctx.user, input)),

  /** A new password for someone else; every session of theirs ends at once. */
  resetPassword: adminProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetUserPassword(ctx.db, ctx.user, input)),
});
