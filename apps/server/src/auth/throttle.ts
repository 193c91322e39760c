import type { Db } from '@zamalek/db/client';
import { clearRateLimit } from '@zamalek/db/queries/rate-limits';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { AppError } from '../errors';
import { hitLimits, type Limit, reachedLimits, releaseLimits, tryAgainIn } from '../rate-limiter';

const MINUTE_MS = 60 * 1000;

/**
 * Wrong passwords (at sign-in, or as the current password when changing it), counted per
 * address and account together, per address, and per account from every address. A stranger
 * guessing from one address blocks only that address for that account, so staff signing in from
 * elsewhere still get in; one address guessing across accounts is stopped by its own ceiling; a
 * guesser spread over many addresses is bounded by the account's slower ceiling (which, reached,
 * does stop everyone for the rest of its hour). Right passwords never count.
 */
export const SIGN_IN_LIMITS = {
  perAddressAndAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 50, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 100, windowMs: 60 * MINUTE_MS },
};

/**
 * Sign-up: 5 attempts per e-mail and 20 per IP an hour, counted whether they succeed or not, so
 * "already registered" cannot be asked hundreds of times a second to learn who has an account.
 */
export const SIGN_UP_LIMITS = { perEmail: 5, perIp: 20, windowMs: 60 * MINUTE_MS };

/** The address-and-account key first: it is the one a success clears. */
function passwordLimits(email: string, ip: string): [Limit, Limit, Limit] {
  const account = email.toLowerCase();
  const { perAddressAndAccount, perAddress, perAccount } = SIGN_IN_LIMITS;
  return [
    { key: `sign-in:pair:${ip}:${account}`, ...perAddressAndAccount },
    { key: `sign-in:ip:${ip}`, ...perAddress },
    { key: `sign-in:account:${account}`, ...perAccount },
  ];
}

/** An attempt whose password is being checked; it counts as wrong unless told otherwise. */
export interface PasswordAttempt {
  /** The password was right: the attempt does not count, and the address's pair starts afresh. */
  succeeded(): Promise<void>;
  /** The password was never judged (e.g. the account changed meanwhile): the attempt does not count. */
  withdrawn(): Promise<void>;
}

/**
 * Opens a password attempt for `email` from `ip`, or refuses with `code` ("… Please try again in
 * 12 minutes.") when a limit is used up. The attempt is counted before the password is checked,
 * so a burst of simultaneous guesses gets no more checks than the limits allow; a refusal counts
 * nowhere (a blocked stranger cannot push the account's ceiling).
 */
export async function beginPasswordAttempt(
  db: Db,
  email: string,
  ip: string,
  code: Extract<AppErrorCode, 'TOO_MANY_SIGN_IN_ATTEMPTS' | 'TOO_MANY_PASSWORD_ATTEMPTS'>,
): Promise<PasswordAttempt> {
  const limits = passwordLimits(email, ip);
  const refuse = (until: Date) =>
    new AppError(code, `${APP_ERROR_MESSAGES[code]} ${tryAgainIn(until)}`);
  const reached = await reachedLimits(db, limits);
  if (reached) throw refuse(reached);
  const over = await hitLimits(db, limits);
  if (over) {
    await releaseLimits(db, limits);
    throw refuse(over);
  }
  const [pair, ...others] = limits;
  return {
    async succeeded() {
      await clearRateLimit(db, { key: pair.key });
      await releaseLimits(db, others);
    },
    async withdrawn() {
      await releaseLimits(db, limits);
    },
  };
}

function signUpLimits(email: string, ip: string): Limit[] {
  const { windowMs } = SIGN_UP_LIMITS;
  return [
    { key: `sign-up:email:${email.toLowerCase()}`, max: SIGN_UP_LIMITS.perEmail, windowMs },
    { key: `sign-up:ip:${ip}`, max: SIGN_UP_LIMITS.perIp, windowMs },
  ];
}

/** Counts a sign-up attempt against the e-mail and the IP; refuses once either is over its limit. */
export async function throttleSignUp(db: Db, email: string, ip: string) {
  const blockedUntil = await hitLimits(db, signUpLimits(email, ip));
  if (!blockedUntil) return;
  throw new AppError(
    'TOO_MANY_SIGN_UP_ATTEMPTS',
    `Too many sign-up attempts. ${tryAgainIn(blockedUntil)}`,
  );
}
