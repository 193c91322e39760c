type ReferencePrefix = 'MAN' | 'WEB';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * MAN-/WEB- + the moment it was made + a short random suffix; a unique index catches the rare
 * collision. The moment is the caller's (the domain never reads the clock).
 */
export function bookingReference(
  prefix: ReferencePrefix,
  now: Date,
  random: () => number = Math.random,
): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return `${prefix}-${now.getTime()}-${suffix}`;
}
