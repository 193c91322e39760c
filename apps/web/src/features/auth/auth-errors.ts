import { appErrorCode, refusalMessage, trpcErrorMessage } from '@/lib/errors';

const UNEXPECTED = 'An unexpected error occurred';

/** Wrong credentials and throttling as the server words them; anything else the generic message. */
export function signInErrorMessage(error: unknown): string {
  return refusalMessage(error) ?? UNEXPECTED;
}

/** A taken e-mail is the one sign-up refusal worth telling; everything else stays generic. */
export function signUpErrorMessage(error: unknown): string {
  if (appErrorCode(error) === 'EMAIL_TAKEN') return trpcErrorMessage(error) ?? UNEXPECTED;
  return UNEXPECTED;
}
