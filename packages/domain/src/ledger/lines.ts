import type { LedgerAccount } from './accounts';

/** One line of a journal as posted: signed minor units (debit positive) in a currency. */
export interface LedgerLine {
  account: LedgerAccount;
  amountMinor: number;
  currency: string;
  folioId?: string | null;
  night?: string | null;
  code?: string | null;
  description?: string;
  /** The room a night was charged in. */
  unitId?: string | null;
}

/** True when the lines sum to zero in every currency (the database checks it again at commit). */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  const sums = new Map<string, number>();
  for (const line of lines)
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amountMinor);
  return lines.length > 0 && [...sums.values()].every((sum) => sum === 0);
}

/** A correction: the same lines, each negated, in the same order (what the database requires). */
export function reversalOf(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}
