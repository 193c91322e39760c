import { formatLongDate } from '../dates';
import { formatLedgerAmount } from '../money';
import type { ReceiptDocument } from './receipt';
import { RECEIPT_TEXT } from './receipt-text';

/** One labelled figure; `ltr` marks values that read left to right inside an Arabic page. */
export interface ReceiptField {
  label: string;
  value: string;
  ltr: boolean;
}

/** A receipt as its page and its PDF lay it out: every word and figure, in its language. */
export interface ReceiptLayout {
  language: ReceiptDocument['language'];
  dir: 'ltr' | 'rtl';
  /** "Receipt R-000001": the page's accessible name and the mail's subject. */
  heading: string;
  issuer: { name: string; address: string; phone: string; taxNumber: ReceiptField | null };
  title: string;
  number: ReceiptField;
  issued: ReceiptField;
  parties: ReceiptField[];
  chargesCaption: string;
  charges: { label: string; amount: string }[];
  chargesTotal: ReceiptField;
  taxes: ReceiptField;
  amount: ReceiptField;
  /** How the money moved (receipts); null for an invoice and a credit note. */
  method: { label: string; value: string; tendered: ReceiptField | null } | null;
  /** A credit note's reason and the invoice it corrects. */
  corrects: ReceiptField[];
  paidSoFar: ReceiptField;
  balance: ReceiptField;
}

/** What the page and the PDF print for an issued receipt (its number and time as printed). */
export function receiptLayout({
  number,
  issuedAt,
  document,
}: {
  number: string;
  issuedAt: string;
  document: ReceiptDocument;
}): ReceiptLayout {
  const text = RECEIPT_TEXT[document.language];
  const money = (minor: number) => formatLedgerAmount(minor, document.currency);
  const { issuer, stay, series } = document;
  const parties: ReceiptField[] = [
    { label: text.party[series], value: document.receiver.name, ltr: false },
    { label: text.stay, value: stay.reference, ltr: true },
  ];
  if (stay.room) parties.push({ label: text.room, value: stay.room, ltr: false });
  parties.push({
    label: text.nights,
    value: `${formatLongDate(stay.checkIn)} – ${formatLongDate(stay.checkOut)}`,
    ltr: true,
  });
  return {
    language: document.language,
    dir: document.language === 'ar' ? 'rtl' : 'ltr',
    heading: `${text.title[series]} ${number}`,
    issuer: {
      name: issuer.name,
      address: issuer.address,
      phone: issuer.phone,
      taxNumber: issuer.taxNumber
        ? { label: text.taxNumber, value: issuer.taxNumber, ltr: true }
        : null,
    },
    title: text.title[series],
    number: { label: text.number, value: number, ltr: true },
    issued: { label: text.issued, value: issuedAt, ltr: true },
    parties,
    chargesCaption: text.charges,
    charges: document.charges.map((charge) => ({
      label:
        charge.kind === 'room' || charge.kind === 'allowance'
          ? text.kinds[charge.kind]
          : `${text.kinds[charge.kind]}: ${charge.label}`,
      amount: money(charge.amountMinor),
    })),
    chargesTotal: { label: text.chargesTotal, value: money(document.chargesMinor), ltr: true },
    taxes: { label: text.ofWhichTaxes, value: money(document.taxesMinor), ltr: true },
    amount: { label: text.amount[series], value: money(document.amountMinor), ltr: true },
    method: document.method
      ? {
          label: text.method,
          value: text.methods[document.method],
          tendered: document.tendered
            ? {
                label: text.tendered,
                value: formatLedgerAmount(
                  document.tendered.amountMinor,
                  document.tendered.currency,
                ),
                ltr: true,
              }
            : null,
        }
      : null,
    corrects: document.corrects
      ? [
          ...(document.corrects.invoice
            ? [{ label: text.invoiceRef, value: document.corrects.invoice, ltr: true }]
            : []),
          { label: text.reason, value: document.corrects.reason, ltr: false },
        ]
      : [],
    paidSoFar: { label: text.paidSoFar, value: money(document.paidMinor), ltr: true },
    balance: {
      label: document.balanceMinor < 0 ? text.credit : text.balance,
      value: money(Math.abs(document.balanceMinor)),
      ltr: true,
    },
  };
}
