// No imports: the staff list page words its totals with these.

/**
 * Lists count their rows exactly up to this many; past it the count would cost a scan of every
 * matching row, so the total is the database planner's estimate.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** A list's size: counted, or estimated once it is known to be over `EXACT_TOTAL_LIMIT`. */
export type ListTotal = { exact: true; count: number } | { exact: false; estimate: number };

/** Two significant figures: 48,321 → 48,000; 1,234,567 → 1,200,000. */
function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
}

const grouped = new Intl.NumberFormat('en-US');

/** "about 48,000", "about 1.2 million", "about 12 million". */
export function approximateNumber(value: number): string {
  const rough = roughly(value);
  if (rough >= 1_000_000) {
    const millions = rough / 1_000_000;
    return `about ${Number.isInteger(millions) ? millions : millions.toFixed(1)} million`;
  }
  return `about ${grouped.format(rough)}`;
}

/**
 * The number of a list's rows in words: exact when counted ("140"), else "about 1.2 million",
 * or "more than 10,000" when the estimate is no larger than what was counted.
 */
export function totalNumber(total: ListTotal): string {
  if (total.exact) return grouped.format(total.count);
  if (roughly(total.estimate) <= EXACT_TOTAL_LIMIT) {
    return `more than ${grouped.format(EXACT_TOTAL_LIMIT)}`;
  }
  return approximateNumber(total.estimate);
}

/** "1 reservation", "140 reservations", "about 1.2 million reservations". */
export function totalWords(total: ListTotal, noun: { one: string; other: string }): string {
  const one = total.exact && total.count === 1;
  return `${totalNumber(total)} ${one ? noun.one : noun.other}`;
}

/**
 * "Showing 26–50 of 140 reservations", "Showing 26–50 of about 1.2 million reservations"; "" when
 * nothing is shown.
 */
export function rangeWords(
  first: number,
  shown: number,
  total: ListTotal,
  noun: { one: string; other: string },
): string {
  if (shown === 0) return '';
  const range = `${grouped.format(first)}–${grouped.format(first + shown - 1)}`;
  return `Showing ${range} of ${totalWords(total, noun)}`;
}

/** Pages of a counted list; null when the total is an estimate (the page number stands alone). */
export function pageCountOf(total: ListTotal, pageSize: number): number | null {
  return total.exact ? Math.max(1, Math.ceil(total.count / pageSize)) : null;
}
