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
