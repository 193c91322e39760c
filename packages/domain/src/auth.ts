import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(256);

export const fullNameSchema = z.string().trim().min(1, 'Full name is required').max(120);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(256),
  staySignedIn: z.boolean().default(true),
});
export type SignIn = z.output<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUp = z.output<typeof signUpSchema>;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password.',
  sameAsCurrent: 'Choose a new password, not the current one.',
  mismatch: 'The two new passwords do not match.',
} as const;

const changePasswordShape = {
  currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired).max(256),
  newPassword: passwordSchema,
};

const newDiffersFromCurrent = (values: { currentPassword: string; newPassword: string }) =>
  values.newPassword !== values.currentPassword;

/** Change my password: the current one, and a new one under the same policy as a new account's. */
export const changePasswordSchema = z.object(changePasswordShape).refine(newDiffersFromCurrent, {
  path: ['newPassword'],
  message: PASSWORD_MESSAGES.sameAsCurrent,
});
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** The form asks for the new password twice; only the first two fields are sent. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordShape, confirmPassword: z.string().max(256) })
  .refine(newDiffersFromCurrent, {
    path: ['newPassword'],
    message: PASSWORD_MESSAGES.sameAsCurrent,
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });

/** "Jane Doe" → "JD"; "nour@x.com" → "N". */
export function initials(nameOrEmail: string): string {
  const base = nameOrEmail.includes('@') ? (nameOrEmail.split('@')[0] ?? '') : nameOrEmail;
  const words = base.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function displayName(fullName: string | null | undefined, email: string): string {
  const trimmed = fullName?.trim();
  return trimmed ? trimmed : (email.split('@')[0] ?? email);
}
