import type { JournalKind, LedgerAccount, PaymentMethod } from './accounts';

/** The code of a goodwill allowance's line: the discount a refund of paid money gives. */
export const ALLOWANCE_CODE = 'allowance';

export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  charge: 'Charge',
  room_night: 'Room night',
  fee: 'Fee',
  payment: 'Payment',
  deposit: 'Deposit',
  deposit_applied: 'Deposit applied',
  security_deposit: 'Security deposit',
  security_returned: 'Security deposit returned',
  security_kept: 'Security deposit kept',
  refund: 'Refund',
  transfer: 'Moved between folios',
  reversal: 'Correction',
  commission: 'Commission',
  commission_paid: 'Commission paid',
  cash_count: 'Cash count difference',
  owner_share: "Landlord's share",
  owner_payout: 'Paid to a landlord',
  owner_expense: "A landlord's expense",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card terminal',
  bank_transfer: 'Bank transfer',
  instapay: 'InstaPay',
  channel: 'Collected by the channel',
};

/** The entries a company's account may take over from the guest's: nights, extras, fees. */
export const MOVABLE_CHARGE_KINDS: ReadonlySet<JournalKind> = new Set([
  'charge',
  'room_night',
  'fee',
]);

/** A journal as a folio reads it: its lines on the folio's accounts and how money moved. */
export interface FolioJournal {
  id: string;
  businessDate: string;
  kind: JournalKind;
  memo: string;
  reversesJournalId: string | null;
  reversedBy: string | null;
  /** Money a channel collected: it follows the channel's revisions, never corrected by hand. */
  channelCollected: boolean;
  createdAt: Date;
  actorName: string | null;
  method: PaymentMethod | null;
  tenderedMinor: number | null;
  tenderedCurrency: string | null;
  exchangeRate: string | null;
  reference: string | null;
  cardLast4: string | null;
  approvalCode: string | null;
  lines: ReadonlyArray<{
    account: LedgerAccount;
    folioId: string | null;
    amountMinor: number;
    code: string | null;
    /** As posted: an extra's name, a tax's. */
    description: string;
  }>;
}

/** One row of a folio: what happened, and how it moved the balance and what is held. */
export interface FolioEntry {
  journalId: string;
  businessDate: string;
  kind: JournalKind;
  label: string;
  detail: string;
  /** What it added to the balance (charges positive, payments negative). */
  balanceMinor: number;
  /** What it added to the deposits and security deposits held for the guest. */
  heldMinor: number;
  /**
   * The amount to show: its effect on the balance; else on what is held; else (a goodwill
   * refund, which leaves the balance) the money paid back.
   */
  amountMinor: number;
  by: string | null;
  reversedBy: string | null;
  reversesJournalId: string | null;
  /** Whether staff may correct it: not a correction, not corrected, not the channel's money. */
  correctable: boolean;
}

function entryLabel(journal: FolioJournal): string {
  // An extra is named as it was when posted (its receivable line keeps the name).
  const posted = journal.lines.find((line) => line.account === 'receivable')?.description;
  if ((journal.kind === 'charge' || journal.kind === 'fee') && posted) return posted;
  if (journal.lines.some((line) => line.code === ALLOWANCE_CODE)) return 'Refund (goodwill)';
  return JOURNAL_KIND_LABELS[journal.kind];
}

function entryDetail(journal: FolioJournal): string {
  const parts: string[] = [];
  if (journal.method) parts.push(PAYMENT_METHOD_LABELS[journal.method]);
  if (journal.cardLast4) parts.push(`card ending ${journal.cardLast4}`);
  if (journal.approvalCode) parts.push(`approval ${journal.approvalCode}`);
  if (journal.reference) parts.push(`ref. ${journal.reference}`);
  if (journal.tenderedMinor !== null && journal.tenderedCurrency && journal.exchangeRate) {
    const tendered = (journal.tenderedMinor / 100).toFixed(2);
    parts.push(`${journal.tenderedCurrency} ${tendered} at ${Number(journal.exchangeRate)}`);
  }
  if (journal.memo) parts.push(journal.memo);
  return parts.join(' · ');
}

function shownAmount(
  lines: ReadonlyArray<{ account: LedgerAccount; amountMinor: number }>,
): number {
  const balance = lines
    .filter((line) => line.account === 'receivable')
    .reduce((total, line) => total + line.amountMinor, 0);
  if (balance !== 0) return balance;
  const held = lines
    .filter((line) => line.account !== 'receivable')
    .reduce((total, line) => total - line.amountMinor, 0);
  if (held !== 0) return held;
  return lines
    .filter((line) => line.amountMinor > 0)
    .reduce((total, line) => total + line.amountMinor, 0);
}

/** A folio's rows, oldest first, from the journals that touch it. */
export function folioEntries(journals: readonly FolioJournal[], folioId: string): FolioEntry[] {
  return journals.flatMap((journal) => {
    const mine = journal.lines.filter((line) => line.folioId === folioId);
    if (mine.length === 0) return [];
    const sum = (accounts: readonly LedgerAccount[]) =>
      mine
        .filter((line) => accounts.includes(line.account))
        .reduce((total, line) => total + line.amountMinor, 0);
    return [
      {
        journalId: journal.id,
        businessDate: journal.businessDate,
        kind: journal.kind,
        label: entryLabel(journal),
        detail: entryDetail(journal),
        balanceMinor: sum(['receivable']),
        heldMinor: -sum(['deposits_held', 'security_deposits']),
        amountMinor: shownAmount(mine),
        by: journal.actorName,
        reversedBy: journal.reversedBy,
        reversesJournalId: journal.reversesJournalId,
        correctable:
          journal.kind !== 'reversal' && journal.reversedBy === null && !journal.channelCollected,
      },
    ];
  });
}

export interface FolioTotals {
  /**
   * What the stay was charged (nights, extras, fees), less what corrections took off and what was
   * moved to another folio (a company's).
   */
  chargesMinor: number;
  /** Money the guest paid onto the balance, less what was paid back: what an allowance may return. */
  paidMinor: number;
  /** Goodwill given back off the stay. */
  allowancesMinor: number;
  /** Charges less what was paid and allowed: positive, the guest owes; negative, a credit. */
  balanceMinor: number;
  depositsHeldMinor: number;
  securityHeldMinor: number;
}

const CHARGE_KINDS: ReadonlySet<JournalKind> = new Set(['charge', 'room_night', 'fee', 'transfer']);
const MONEY_KINDS: ReadonlySet<JournalKind> = new Set(['payment', 'deposit_applied', 'refund']);

/** The folio's figures, each a sum of its lines (the balance is never stored). */
export function folioTotals(journals: readonly FolioJournal[], folioId: string): FolioTotals {
  const totals: FolioTotals = {
    chargesMinor: 0,
    paidMinor: 0,
    allowancesMinor: 0,
    balanceMinor: 0,
    depositsHeldMinor: 0,
    securityHeldMinor: 0,
  };
  const kinds = new Map(journals.map((journal) => [journal.id, journal.kind]));
  for (const journal of journals) {
    // A correction counts where what it corrects counted.
    const kind =
      journal.kind === 'reversal' && journal.reversesJournalId
        ? (kinds.get(journal.reversesJournalId) ?? journal.kind)
        : journal.kind;
    for (const line of journal.lines) {
      if (line.folioId !== folioId) continue;
      if (line.account === 'receivable') {
        totals.balanceMinor += line.amountMinor;
        if (line.code === ALLOWANCE_CODE) totals.allowancesMinor -= line.amountMinor;
        else if (CHARGE_KINDS.has(kind)) totals.chargesMinor += line.amountMinor;
        else if (MONEY_KINDS.has(kind)) totals.paidMinor -= line.amountMinor;
      } else if (line.account === 'deposits_held') {
        totals.depositsHeldMinor -= line.amountMinor;
      } else if (line.account === 'security_deposits') {
        totals.securityHeldMinor -= line.amountMinor;
      }
    }
  }
  return totals;
}
