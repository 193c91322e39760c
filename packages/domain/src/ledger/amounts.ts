/**
 * An amount typed as decimal text ("30", "30.5", "1,234.50") in minor units (cents, piastres):
 * NaN when it is not one with at most two decimals, for the schema to refuse in its own words.
 */
export function minorFromText(text: string): number {
  const plain = text.trim().replaceAll(',', '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return plain === '' ? 0 : Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
