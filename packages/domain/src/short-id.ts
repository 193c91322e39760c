/** URL-safe base64 digits: a UUID's 128 bits fit in 22 of them. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LENGTH = 22;

/** A UUID in 22 characters instead of 36 (for replies that carry hundreds of ids). */
export function shortId(uuid: string): string {
  let value = BigInt(`0x${uuid.replaceAll('-', '')}`);
  let short = '';
  for (let i = 0; i < LENGTH; i++) {
    short = DIGITS.charAt(Number(value & 63n)) + short;
    value >>= 6n;
  }
  return short;
}

/** The lower-case UUID a `shortId` stands for. */
export function uuidOf(short: string): string {
  let value = 0n;
  for (const digit of short) {
    const index = DIGITS.indexOf(digit);
    if (index < 0 || short.length !== LENGTH) throw new Error('not a short id');
    value = (value << 6n) | BigInt(index);
  }
  const hex = value.toString(16).padStart(32, '0');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
