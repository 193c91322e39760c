import { z } from 'zod';
import { emailSchema, fullNameSchema, passwordSchema } from './auth';
import { ROLES } from './roles';
import { salesSourceSchema } from './sales-source';

export const USER_MESSAGES = {
  emailTaken: 'This email is already registered in the system.',
  lastAdmin: 'The last admin cannot be demoted or disabled.',
  notYourself: 'You cannot disable your own account.',
  resetYourself:
    'Change your own password from your user menu (Change password), with your current password.',
} as const;

/** Add User: created on the server; the admin's own session is never touched. */
export const addUserSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Null creates a sales agent without a staff role. */
  role: z.enum(ROLES).nullable().default('front_desk'),
  /** The booking source the person sells under (My Reservations); blank links none. */
  salesSource: salesSourceSchema,
});
export type AddUser = z.output<typeof addUserSchema>;

/** Edit User: null role shows as "No role". */
export const editUserSchema = z.object({
  id: z.uuid(),
  fullName: fullNameSchema,
  email: emailSchema,
  role: z.enum(ROLES).nullable(),
  /** Blank clears the link; left out (undefined) keeps it as it is. */
  salesSource: salesSourceSchema.optional(),
});
export type EditUser = z.output<typeof editUserSchema>;

/** An admin sets a new password for someone else; every session of that person ends. */
export const resetPasswordSchema = z.object({
  id: z.uuid(),
  password: passwordSchema,
});
export type ResetPassword = z.output<typeof resetPasswordSchema>;
