import type { IsoDate } from '../dates';
import type { JournalKind, LedgerAccount, PaymentMethod } from './accounts';
import type { FolioExtra } from './extras';
import { ALLOWANCE_CODE } from './folio-view';

/** Money received, money paid back, a folio's invoice, a correction's credit note. */
export const RECEIPT_SERIES = ['receipt', 'refund', 'invoice', 'credit_note'] as const;
export type ReceiptSeries = (typeof RECEIPT_SERIES)[number];
export const RECEIPT_LANGUAGES = ['en', 'ar'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/** Money in (a payment or a deposit) or out (a refund, a security deposit returned). */
const SERIES_OF: Partial<Record<JournalKind, ReceiptSeries>> = {
  payment: 'receipt',
  deposit: 'receipt',
  security_deposit: 'receipt',
  refund: 'refund',
  security_returned: 'refund',
};

/** The series a journal's receipt is numbered in; undefined: no money changed hands. */
export function receiptSeriesOf(kind: JournalKind): ReceiptSeries | undefined {
  return SERIES_OF[kind];
}

/** The charges whose correction has a credit note: a night, an extra, a fee. */
const CREDITABLE: ReadonlySet<JournalKind> = new Set(['room_night', 'charge', 'fee']);

/** Whether the correction of a journal of this kind is documented by a credit note. */
export function hasCreditNote(correctedKind: JournalKind): boolean {
  return CREDITABLE.has(correctedKind);
}

/** What a stay was charged, line by line, as a receipt lists it (taxes and fees apart). */
export interface ReceiptCharge {
  kind: 'room' | 'tax' | 'fee' | 'extra' | 'allowance';
  /** The tax's, fee's or extra's code; null for the room. */
  code: string | null;
  /** As the charge was named when posted (a tax's name in Settings, an extra's label). */
  label: string;
  amountMinor: number;
}

/**
 * A receipt as issued, kept as it was: the shape Egypt's e-receipt is produced from (issuer and
 * its tax number, receiver, the document's number and time, the lines with their taxes, the
 * payment), besides what the printed page shows.
 */
export interface ReceiptDocument {
  series: ReceiptSeries;
  language: ReceiptLanguage;
  issuer: { name: string; address: string; taxNumber: string; phone: string };
  receiver: { name: string };
  stay: { reference: string; checkIn: IsoDate; checkOut: IsoDate; room: string | null };
  currency: string;
  /**
   * What changed hands with this receipt (received, or paid back); an invoice's total; what a
   * credit note takes off.
   */
  amountMinor: number;
  /** How the money moved; null for an invoice and a credit note. */
  method: PaymentMethod | null;
  /** A credit note's correction: why, and the number of the folio's invoice if it had one. */
  corrects?: { reason: string; invoice: string | null } | null;
  tendered: { amountMinor: number; currency: string; rate: string } | null;
  reference: string | null;
  /** The stay's charges so far (room, each tax, each fee, extras, allowances), and the totals. */
  charges: ReceiptCharge[];
  chargesMinor: number;
  taxesMinor: number;
  paidMinor: number;
  balanceMinor: number;
}

/** A folio's line as the receipt reads it. */
export interface ReceiptLine {
  account: LedgerAccount;
  amountMinor: number;
  code: string | null;
  description: string;
}

const KIND_OF: Partial<Record<LedgerAccount, ReceiptCharge['kind']>> = {
  room_revenue: 'room',
  taxes_payable: 'tax',
  fee_revenue: 'fee',
  cancellation_revenue: 'fee',
  extras_revenue: 'extra',
};

/**
 * The stay's charges from the revenue and tax lines of its charge journals: summed per kind and
 * code (every night's room together, each tax together…), in the order first posted, without
 * those a correction brought to zero. Allowances (goodwill refunds) show as negative lines.
 */
export function receiptCharges(
  lines: readonly ReceiptLine[],
  language: ReceiptLanguage = 'en',
  extras: readonly Pick<FolioExtra, 'code' | 'label' | 'labelAr'>[] = [],
): ReceiptCharge[] {
  const charges = new Map<string, ReceiptCharge>();
  for (const line of lines) {
    const kind =
      line.code === ALLOWANCE_CODE && line.account === 'room_revenue'
        ? 'allowance'
        : KIND_OF[line.account];
    if (!kind) continue;
    const code = kind === 'room' ? null : line.code;
    const key = `${kind}:${code ?? ''}`;
    const charge = charges.get(key) ?? {
      kind,
      code,
      label: chargeLabel(kind, line, language, extras),
      amountMinor: 0,
    };
    charge.amountMinor -= line.amountMinor;
    charges.set(key, charge);
  }
  return [...charges.values()].filter((charge) => charge.amountMinor !== 0);
}

function chargeLabel(
  kind: ReceiptCharge['kind'],
  line: ReceiptLine,
  language: ReceiptLanguage,
  extras: readonly Pick<FolioExtra, 'code' | 'label' | 'labelAr'>[],
): string {
  if (kind === 'room') return 'Room';
  if (kind === 'allowance') return 'Allowance';
  const extra = extras.find((candidate) => candidate.code === line.code);
  if (extra && language === 'ar' && extra.labelAr) return extra.labelAr;
  return line.description || extra?.label || line.code || '';
}

const PREFIX: Record<ReceiptSeries, string> = {
  receipt: 'R',
  refund: 'RF',
  invoice: 'INV',
  credit_note: 'CN',
};

/** The document's number as printed: its series' prefix and the number, e.g. "R-000042". */
export function receiptNumberText(series: ReceiptSeries, number: number): string {
  return `${PREFIX[series]}-${String(number).padStart(6, '0')}`;
}
