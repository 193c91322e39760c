/** URL-safe base64 digits: a UUID's 16 bytes fit in 22 of them. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LENGTH = 22;

const digit = (value: number) => DIGITS.charAt(value & 63);

/**
 * A UUID in 22 characters instead of 36 (for replies that carry thousands of ids): its 16 bytes in
 * URL-safe base64 without padding.
 */
export function shortId(uuid: string): string {
  const hex = uuid.replaceAll('-', '');
  let short = '';
  // Five groups of three bytes, four digits each, then the last byte in two digits.
  for (let i = 0; i < 30; i += 6) {
    const group = Number.parseInt(hex.slice(i, i + 6), 16);
    short += digit(group >> 18) + digit(group >> 12) + digit(group >> 6) + digit(group);
  }
  const last = Number.parseInt(hex.slice(30, 32), 16);
  return short + digit(last >> 2) + digit((last & 3) << 4);
}

/** The lower-case UUID a `shortId` stands for. */
export function uuidOf(short: string): string {
  const values = Array.from(short, (char) => DIGITS.indexOf(char));
  const value = (index: number) => values[index] ?? -1;
  if (values.length !== LENGTH || values.includes(-1) || (value(21) & 15) !== 0) {
    throw new Error('not a short id');
  }
  let hex = '';
  for (let i = 0; i < 20; i += 4) {
    const group = (value(i) << 18) | (value(i + 1) << 12) | (value(i + 2) << 6) | value(i + 3);
    hex += group.toString(16).padStart(6, '0');
  }
  hex += ((value(20) << 2) | (value(21) >> 4)).toString(16).padStart(2, '0');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
