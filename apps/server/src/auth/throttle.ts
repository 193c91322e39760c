import type { Db } from '@zamalek/db/client';
import { clearRateLimit, hitRateLimit } from '@zamalek/db/queries/rate-limits';
import { AppError } from '../errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS_PER_EMAIL = 10;
const MAX_ATTEMPTS_PER_IP = 50;

const emailKey = (email: string) => `sign-in:email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `sign-in:ip:${ip}`;

/** Counts a sign-in attempt against the e-mail and the IP; refuses once either is over its limit. */
export async function throttleSignIn(db: Db, email: string, ip: string, now = new Date()) {
  const [byEmail, byIp] = await Promise.all([
    hitRateLimit(db, emailKey(email), WINDOW_MS),
    hitRateLimit(db, ipKey(ip), WINDOW_MS),
  ]);
  const blocked = [
    byEmail.hits > MAX_ATTEMPTS_PER_EMAIL ? byEmail.resetAt : null,
    byIp.hits > MAX_ATTEMPTS_PER_IP ? byIp.resetAt : null,
  ].filter((resetAt): resetAt is Date => resetAt !== null);
  if (blocked.length === 0) return;
  const latest = Math.max(...blocked.map((resetAt) => resetAt.getTime()));
  const minutes = Math.max(1, Math.ceil((latest - now.getTime()) / 60_000));
  throw new AppError(
    'TOO_MANY_SIGN_IN_ATTEMPTS',
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export async function forgetSignInFailures(db: Db, email: string) {
  await clearRateLimit(db, emailKey(email));
}
