import type { PaymentMethod } from './accounts';
import type { ReceiptCharge, ReceiptLanguage, ReceiptSeries } from './receipt';

/** A receipt's words in the language it was issued in. */
export interface ReceiptText {
  title: Record<ReceiptSeries, string>;
  number: string;
  issued: string;
  taxNumber: string;
  /** Who the document is to: received from, paid to, billed to, credited to. */
  party: Record<ReceiptSeries, string>;
  stay: string;
  room: string;
  nights: string;
  charges: string;
  kinds: Record<ReceiptCharge['kind'], string>;
  chargesTotal: string;
  ofWhichTaxes: string;
  amount: Record<ReceiptSeries, string>;
  method: string;
  methods: Record<PaymentMethod, string>;
  tendered: string;
  paidSoFar: string;
  balance: string;
  credit: string;
  reason: string;
  invoiceRef: string;
}

export const RECEIPT_TEXT: Record<ReceiptLanguage, ReceiptText> = {
  en: {
    title: {
      receipt: 'Receipt',
      refund: 'Refund receipt',
      invoice: 'Invoice',
      credit_note: 'Credit note',
    },
    number: 'No.',
    issued: 'Issued',
    taxNumber: 'Tax registration number',
    party: {
      receipt: 'Received from',
      refund: 'Paid to',
      invoice: 'Billed to',
      credit_note: 'Credited to',
    },
    stay: 'Reservation',
    room: 'Room',
    nights: 'Dates',
    charges: 'Charges',
    kinds: { room: 'Room', tax: 'Tax', fee: 'Fee', extra: 'Extra', allowance: 'Allowance' },
    chargesTotal: 'Total charges',
    ofWhichTaxes: 'of which taxes',
    amount: {
      receipt: 'Amount received',
      refund: 'Amount paid back',
      invoice: 'Invoice total',
      credit_note: 'Amount credited',
    },
    method: 'Paid by',
    methods: {
      cash: 'Cash',
      card: 'Card',
      bank_transfer: 'Bank transfer',
      instapay: 'InstaPay',
      channel: 'Collected by the booking channel',
    },
    tendered: 'Handed over',
    paidSoFar: 'Paid so far',
    balance: 'Balance due',
    credit: 'Credit',
    reason: 'Reason',
    invoiceRef: 'Corrects invoice',
  },
  ar: {
    title: {
      receipt: 'إيصال استلام',
      refund: 'إيصال رد مبلغ',
      invoice: 'فاتورة',
      credit_note: 'إشعار دائن',
    },
    number: 'رقم',
    issued: 'تاريخ الإصدار',
    taxNumber: 'رقم التسجيل الضريبي',
    party: {
      receipt: 'استلمنا من',
      refund: 'دُفع إلى',
      invoice: 'فاتورة باسم',
      credit_note: 'لصالح',
    },
    stay: 'الحجز',
    room: 'الغرفة',
    nights: 'التواريخ',
    charges: 'الرسوم',
    kinds: { room: 'الإقامة', tax: 'ضريبة', fee: 'رسوم', extra: 'خدمة إضافية', allowance: 'خصم' },
    chargesTotal: 'إجمالي الرسوم',
    ofWhichTaxes: 'منها ضرائب',
    amount: {
      receipt: 'المبلغ المستلم',
      refund: 'المبلغ المردود',
      invoice: 'إجمالي الفاتورة',
      credit_note: 'المبلغ المخصوم',
    },
    method: 'طريقة الدفع',
    methods: {
      cash: 'نقدًا',
      card: 'بطاقة',
      bank_transfer: 'تحويل بنكي',
      instapay: 'إنستاباي',
      channel: 'حصّلته قناة الحجز',
    },
    tendered: 'المبلغ المسلَّم',
    paidSoFar: 'المدفوع حتى الآن',
    balance: 'الرصيد المستحق',
    credit: 'رصيد دائن',
    reason: 'السبب',
    invoiceRef: 'تصحيح للفاتورة',
  },
};
