/** Rates are kept with six decimals: units of the tendered currency per unit of the folio's. */
const RATE_SCALE = 1_000_000n;
const RATE_PATTERN = /^(\d{1,6})(?:\.(\d{1,6}))?$/;

/** The rate as an integer count of millionths; undefined when it is not a positive decimal. */
export function rateMillionths(rate: string): bigint | undefined {
  const match = RATE_PATTERN.exec(rate);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const millionths = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(6, '0'));
  return millionths > 0n ? millionths : undefined;
}

/**
 * `folioMinor` of the folio's currency in the tendered currency at `rate`, rounded half away
 * from zero to its minor unit (both currencies have two decimals).
 */
export function equivalentMinor(folioMinor: number, rate: string): number {
  const millionths = rateMillionths(rate);
  if (millionths === undefined) throw new RangeError(`not a rate: ${rate}`);
  const exact = BigInt(folioMinor) * millionths;
  const half = RATE_SCALE / 2n;
  const rounded = exact >= 0n ? (exact + half) / RATE_SCALE : -((-exact + half) / RATE_SCALE);
  return Number(rounded);
}

/**
 * What was handed over beyond (or short of) the exact equivalent: the exchange difference. It is
 * rounding when it is worth less than one unit of the folio's currency (a dollar); anything more
 * is a different payment and is refused.
 */
export function exchangeDifference(
  folioMinor: number,
  tenderedMinor: number,
  rate: string,
): { differenceMinor: number; isRounding: boolean } {
  const differenceMinor = tenderedMinor - equivalentMinor(folioMinor, rate);
  return {
    differenceMinor,
    isRounding: Math.abs(differenceMinor) < equivalentMinor(100, rate),
  };
}
