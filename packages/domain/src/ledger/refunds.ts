import type { FolioAccount } from './accounts';
import type { FolioTotals } from './folio-view';
import type { RefundSource } from './forms';

/** Which of the guest's accounts a refund draws on. */
export const REFUND_ACCOUNT: Record<RefundSource, FolioAccount> = {
  credit: 'receivable',
  deposit: 'deposits_held',
  security_deposit: 'security_deposits',
  allowance: 'receivable',
};

/**
 * The most a refund from `source` may pay back: the guest's credit (what they paid beyond their
 * charges), what is held, or — as a goodwill allowance — what they paid in all.
 */
export function refundableMinor(totals: FolioTotals, source: RefundSource): number {
  switch (source) {
    case 'credit':
      return Math.max(0, -totals.balanceMinor);
    case 'deposit':
      return totals.depositsHeldMinor;
    case 'security_deposit':
      return totals.securityHeldMinor;
    case 'allowance':
      return totals.paidMinor;
  }
}
