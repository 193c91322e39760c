// The ledger's vocabulary, the same lists as the database's enums (decision 0070).

/** The chart of accounts. Positive amounts are debits, negative credits. */
export const LEDGER_ACCOUNTS = [
  'receivable',
  'deposits_held',
  'security_deposits',
  'room_revenue',
  'extras_revenue',
  'fee_revenue',
  'taxes_payable',
  'cash',
  'card_terminal',
  'bank',
  'channel_clearing',
  'currency_exchange',
  'exchange_difference',
  'channel_commission',
  'commission_expense',
  'commission_payable',
  'owner_payable',
  'cash_over_short',
  'cancellation_revenue',
  'owner_share',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The accounts whose lines name a folio: what a guest owes, and what is held for them. */
export const FOLIO_ACCOUNTS = ['receivable', 'deposits_held', 'security_deposits'] as const;
export type FolioAccount = (typeof FOLIO_ACCOUNTS)[number];

export const JOURNAL_KINDS = [
  'charge',
  'room_night',
  'fee',
  'payment',
  'deposit',
  'deposit_applied',
  'security_deposit',
  'security_returned',
  'security_kept',
  'refund',
  'transfer',
  'reversal',
  'commission',
  'commission_paid',
  'cash_count',
  'owner_share',
  'owner_payout',
  'owner_expense',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'instapay', 'channel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where money received by each method sits until it is banked or paid out. */
export const METHOD_ACCOUNT: Record<PaymentMethod, LedgerAccount> = {
  cash: 'cash',
  card: 'card_terminal',
  bank_transfer: 'bank',
  instapay: 'bank',
  channel: 'channel_clearing',
};

/** The currencies money is taken in: folios are kept in US dollars, cash also comes in pounds. */
export const CURRENCIES = ['USD', 'EGP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The accounts a day's revenue is read from, as the day close reports them. */
export const REVENUE_ACCOUNTS = [
  'room_revenue',
  'extras_revenue',
  'fee_revenue',
  'cancellation_revenue',
  'taxes_payable',
] as const satisfies readonly LedgerAccount[];

/** The accounts money received sits in, whichever the method. */
export const MONEY_ACCOUNTS = [
  'cash',
  'card_terminal',
  'bank',
  'channel_clearing',
] as const satisfies readonly LedgerAccount[];

export const REVENUE_ACCOUNT_LABELS: Record<(typeof REVENUE_ACCOUNTS)[number], string> = {
  room_revenue: 'Rooms',
  extras_revenue: 'Extras',
  fee_revenue: 'Fees',
  cancellation_revenue: 'Cancellation and no-show fees',
  taxes_payable: 'Taxes collected',
};
