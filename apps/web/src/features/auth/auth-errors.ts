import { trpcErrorCode, trpcErrorMessage } from '@/lib/errors';

const UNEXPECTED = 'An unexpected error occurred';

/** Wrong credentials get the fixed message; anything else the server says (throttling…) as is. */
export function signInErrorMessage(error: unknown): string {
  if (trpcErrorCode(error) === 'UNAUTHORIZED') return 'Invalid email or password';
  return trpcErrorMessage(error) ?? UNEXPECTED;
}

export function signUpErrorMessage(error: unknown): string {
  if (trpcErrorCode(error) === 'CONFLICT') return 'This email is already registered';
  return UNEXPECTED;
}
