import type { Db } from '@zamalek/db/client';
import { hitRateLimit } from '@zamalek/db/queries/rate-limits';
import { AppError } from '../errors';
import { hitLimits, type Limit, reachedLimits, tryAgainIn } from '../rate-limiter';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What the public booking limits count. Bookings made count per guest e-mail and per IP, so a
 * family or a hotel lobby behind one carrier NAT can each book; refused attempts (invalid input,
 * dates just taken, a limit reached) count per IP, more leniently, to stop a bot that hammers.
 */
export const PUBLIC_BOOKING_LIMITS = {
  bookingsPerEmailPerDay: 5,
  bookingsPerIpPerHour: 20,
  failuresPerIpPerHour: 60,
};

const failureLimit = (ip: string): Limit => ({
  key: `public-booking:failures:ip:${ip}`,
  max: PUBLIC_BOOKING_LIMITS.failuresPerIpPerHour,
  windowMs: HOUR_MS,
});

/** Refuses a connection whose refused attempts already reached the limit this hour. */
export async function refuseAfterTooManyFailures(db: Db, ip: string, now: Date) {
  const blockedUntil = await reachedLimits(db, [failureLimit(ip)]);
  if (!blockedUntil) return;
  throw new AppError(
    'TOO_MANY_FAILED_BOOKINGS',
    `Too many unsuccessful booking attempts from your connection. ${tryAgainIn(blockedUntil, now)}`,
  );
}

export async function countBookingFailure(db: Db, ip: string) {
  const limit = failureLimit(ip);
  await hitRateLimit(db, limit);
}

/**
 * Counts a booking inside its transaction: if the booking fails afterwards, or this refuses it,
 * the rollback takes the count back, so only bookings actually made are counted.
 */
export async function countBooking(tx: Db, ip: string, email: string, now: Date) {
  const blockedUntil = await hitLimits(tx, [
    {
      key: `public-booking:ip:${ip}`,
      max: PUBLIC_BOOKING_LIMITS.bookingsPerIpPerHour,
      windowMs: HOUR_MS,
    },
    {
      key: `public-booking:email:${email.trim().toLowerCase()}`,
      max: PUBLIC_BOOKING_LIMITS.bookingsPerEmailPerDay,
      windowMs: 24 * HOUR_MS,
    },
  ]);
  if (!blockedUntil) return;
  throw new AppError(
    'TOO_MANY_BOOKINGS',
    `Online bookings for this e-mail address or connection have reached their limit. ${tryAgainIn(blockedUntil, now)} To book more stays now, please contact us.`,
  );
}
