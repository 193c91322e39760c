type ReferencePrefix = 'MAN' | 'WEB';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** MAN-/WEB- + timestamp + short random suffix; a unique index catches the rare collision. */
export function bookingReference(
  prefix: ReferencePrefix,
  now: Date = new Date(),
  random: () => number = Math.random,
): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return `${prefix}-${now.getTime()}-${suffix}`;
}
