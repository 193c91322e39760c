import type { Db } from '@zamalek/db/client';
import { clearRateLimit } from '@zamalek/db/queries/rate-limits';
import { AppError } from '../errors';
import { hitLimits, type Limit, reachedLimits, tryAgainIn } from '../rate-limiter';

const MINUTE_MS = 60 * 1000;

/**
 * Sign-in: 10 failed attempts per e-mail and 50 per IP in 15 minutes; a success clears the
 * e-mail's. Successes never count, so a shift of receptionists signing in behind one office
 * address is not turned away, while guessing is.
 */
export const SIGN_IN_LIMITS = { perEmail: 10, perIp: 50, windowMs: 15 * MINUTE_MS };

/**
 * Sign-up: 5 attempts per e-mail and 20 per IP an hour, counted whether they succeed or not, so
 * "already registered" cannot be asked hundreds of times a second to learn who has an account.
 */
export const SIGN_UP_LIMITS = { perEmail: 5, perIp: 20, windowMs: 60 * MINUTE_MS };

type Action = 'sign-in' | 'sign-up';

const emailKey = (action: Action, email: string) => `${action}:email:${email.toLowerCase()}`;

function limitsFor(
  action: Action,
  figures: { perEmail: number; perIp: number; windowMs: number },
  email: string,
  ip: string,
): Limit[] {
  const { windowMs } = figures;
  return [
    { key: emailKey(action, email), max: figures.perEmail, windowMs },
    { key: `${action}:ip:${ip}`, max: figures.perIp, windowMs },
  ];
}

/** Refuses a sign-in once the e-mail or the IP has used up its failed attempts. */
export async function throttleSignIn(db: Db, email: string, ip: string, now = new Date()) {
  const blockedUntil = await reachedLimits(db, limitsFor('sign-in', SIGN_IN_LIMITS, email, ip));
  if (!blockedUntil) return;
  throw new AppError(
    'TOO_MANY_SIGN_IN_ATTEMPTS',
    `Too many sign-in attempts. ${tryAgainIn(blockedUntil, now)}`,
  );
}

/** Counts a failed sign-in against the e-mail and the IP. */
export async function recordSignInFailure(db: Db, email: string, ip: string) {
  await hitLimits(db, limitsFor('sign-in', SIGN_IN_LIMITS, email, ip));
}

export async function forgetSignInFailures(db: Db, email: string) {
  await clearRateLimit(db, { key: emailKey('sign-in', email) });
}

/** Counts a sign-up attempt against the e-mail and the IP; refuses once either is over its limit. */
export async function throttleSignUp(db: Db, email: string, ip: string, now = new Date()) {
  const blockedUntil = await hitLimits(db, limitsFor('sign-up', SIGN_UP_LIMITS, email, ip));
  if (!blockedUntil) return;
  throw new AppError(
    'TOO_MANY_SIGN_UP_ATTEMPTS',
    `Too many sign-up attempts. ${tryAgainIn(blockedUntil, now)}`,
  );
}
