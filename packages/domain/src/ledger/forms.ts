import { z } from 'zod';
import { tooLongMessage } from '../form-fields';
import { OWNER_EXPENSE_KINDS } from '../owners/agreement';
import { PAYMENT_METHODS } from './accounts';
import { rateMillionths } from './exchange';
import { EXTRA_CODE } from './extras';

/** The most one posting may move: $100,000 (or its pounds), far above any real folio line. */
export const MAX_POSTING_MINOR = 10_000_000;
/** Pounds are handed over in larger numbers: EGP 10,000,000 at most. */
export const MAX_TENDER_MINOR = 1_000_000_000;
export const MEMO_MAX_LENGTH = 500;

export const LEDGER_MESSAGES = {
  amount: 'Please enter an amount above zero',
  amountTooHigh: 'An amount cannot exceed $100,000',
  tenderTooHigh: 'An amount cannot exceed EGP 10,000,000',
  cents: 'Please enter the amount to the cent',
  rate: 'Please enter the rate used, such as 48.50',
  extra: 'Please choose what to charge',
  method: 'Please choose how it was paid',
  reason: 'Please give a reason',
  cardLast4: 'Please enter the last four digits of the card',
  reference: 'Please enter the transfer reference',
  retry: 'Please reload the page and try again',
} as const;

/** A sum in minor units (cents or piastres) typed as a whole number above zero. */
const minorAmount = (max: number, tooHigh: string) =>
  z
    .number(LEDGER_MESSAGES.amount)
    .int(LEDGER_MESSAGES.cents)
    .positive(LEDGER_MESSAGES.amount)
    .max(max, tooHigh);

/** A browser-made key per attempt: a retried or doubled request posts once. */
const idempotencyKey = z.uuid(LEDGER_MESSAGES.retry);

const memo = (required: boolean) => {
  const text = z.string().trim().max(MEMO_MAX_LENGTH, tooLongMessage('The note', MEMO_MAX_LENGTH));
  return required ? text.min(1, LEDGER_MESSAGES.reason) : text.default('');
};

export const postChargeSchema = z.object({
  reservationId: z.uuid(),
  /** Another folio of the stay (a company's); none: the guest's. */
  folioId: z.uuid().nullish(),
  code: z.string(LEDGER_MESSAGES.extra).regex(EXTRA_CODE, LEDGER_MESSAGES.extra),
  amountMinor: minorAmount(MAX_POSTING_MINOR, LEDGER_MESSAGES.amountTooHigh),
  memo: memo(false),
  idempotencyKey,
});
export type PostChargeInput = z.infer<typeof postChargeSchema>;

/** What money taken is for: the balance, a deposit before arrival, or a security deposit. */
export const PAYMENT_PURPOSES = ['payment', 'deposit', 'security_deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

const tenderSchema = z.object({
  /** Egyptian pounds handed over for a folio kept in dollars. */
  amountMinor: minorAmount(MAX_TENDER_MINOR, LEDGER_MESSAGES.tenderTooHigh),
  currency: z.literal('EGP'),
  rate: z
    .string()
    .trim()
    .refine((rate) => rateMillionths(rate) !== undefined, LEDGER_MESSAGES.rate),
});

export const recordPaymentSchema = z
  .object({
    reservationId: z.uuid(),
    folioId: z.uuid().nullish(),
    purpose: z.enum(PAYMENT_PURPOSES),
    method: z.enum(PAYMENT_METHODS, LEDGER_MESSAGES.method),
    /** In the folio's currency (dollars). */
    amountMinor: minorAmount(MAX_POSTING_MINOR, LEDGER_MESSAGES.amountTooHigh),
    tender: tenderSchema.nullish(),
    reference: z.string().trim().max(100, tooLongMessage('The reference', 100)).default(''),
    cardLast4: z.string().trim().default(''),
    approvalCode: z.string().trim().max(20, tooLongMessage('The approval code', 20)).default(''),
    note: memo(false),
    idempotencyKey,
  })
  .superRefine((payment, context) => {
    if (payment.method === 'card' && !/^[0-9]{4}$/.test(payment.cardLast4)) {
      context.addIssue({ code: 'custom', path: ['cardLast4'], message: LEDGER_MESSAGES.cardLast4 });
    }
    if (
      (payment.method === 'bank_transfer' || payment.method === 'instapay') &&
      payment.reference === ''
    ) {
      context.addIssue({ code: 'custom', path: ['reference'], message: LEDGER_MESSAGES.reference });
    }
  });
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const reverseJournalSchema = z.object({
  journalId: z.uuid(),
  reason: memo(true),
  idempotencyKey,
});
export type ReverseJournalInput = z.infer<typeof reverseJournalSchema>;

/**
 * Money paid back to the guest: what they paid beyond their charges (their credit), a deposit or
 * security deposit held, or part of what they paid as a goodwill allowance off the stay.
 */
export const REFUND_SOURCES = ['credit', 'deposit', 'security_deposit', 'allowance'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

export const refundSchema = z.object({
  reservationId: z.uuid(),
  folioId: z.uuid().nullish(),
  from: z.enum(REFUND_SOURCES),
  method: z.enum(PAYMENT_METHODS, LEDGER_MESSAGES.method),
  amountMinor: minorAmount(MAX_POSTING_MINOR, LEDGER_MESSAGES.amountTooHigh),
  tender: tenderSchema.nullish(),
  reference: z.string().trim().max(100, tooLongMessage('The reference', 100)).default(''),
  reason: memo(true),
  idempotencyKey,
});
export type RefundInput = z.infer<typeof refundSchema>;

/** Keeping all or part of a security deposit held (damage, a lost key…), with the reason. */
export const keepSecuritySchema = z.object({
  reservationId: z.uuid(),
  folioId: z.uuid().nullish(),
  amountMinor: minorAmount(MAX_POSTING_MINOR, LEDGER_MESSAGES.amountTooHigh),
  reason: memo(true),
  idempotencyKey,
});
export type KeepSecurityInput = z.infer<typeof keepSecuritySchema>;

/** A charge moved to the folio of the company that pays it (the stay keeps it). */
export const moveChargeSchema = z.object({
  journalId: z.uuid(),
  payer: z
    .string()
    .trim()
    .min(1, 'Enter the company that pays.')
    .max(120, tooLongMessage('The company name', 120)),
  idempotencyKey,
});
export type MoveChargeInput = z.infer<typeof moveChargeSchema>;

/** How a sales source's commission is paid out: cash from the payer's drawer, or a transfer. */
export const COMMISSION_PAYOUT_METHODS = ['cash', 'bank_transfer', 'instapay'] as const;
export type CommissionPayoutMethod = (typeof COMMISSION_PAYOUT_METHODS)[number];

/** What a payout to someone the property owes carries: the amount, how it left, its reference. */
const payoutFields = {
  amountMinor: minorAmount(MAX_POSTING_MINOR, LEDGER_MESSAGES.amountTooHigh),
  method: z.enum(COMMISSION_PAYOUT_METHODS, LEDGER_MESSAGES.method),
  reference: z.string().trim().max(100, tooLongMessage('The reference', 100)).default(''),
  note: memo(false),
  idempotencyKey,
};

/** A transfer names its reference (the bank's or InstaPay's); cash needs none. */
function transferHasReference(
  payout: { method: CommissionPayoutMethod; reference: string },
  context: z.RefinementCtx,
) {
  if (payout.method !== 'cash' && payout.reference === '') {
    context.addIssue({ code: 'custom', path: ['reference'], message: LEDGER_MESSAGES.reference });
  }
}

/** A payout's own fields, as its form checks them (the payee is added when it is sent). */
export const payoutSchema = z.object(payoutFields).superRefine(transferHasReference);
export type PayoutInput = z.infer<typeof payoutSchema>;

export const payCommissionSchema = z
  .object({
    /** The sales source, as its commission lines name it. */
    source: z.string().trim().min(1).max(60),
    ...payoutFields,
  })
  .superRefine(transferHasReference);
export type PayCommissionInput = z.infer<typeof payCommissionSchema>;

/** Paying a landlord what their statements made owed to them. */
export const payLandlordSchema = z
  .object({ landlordId: z.uuid(), ...payoutFields })
  .superRefine(transferHasReference);
export type PayLandlordInput = z.infer<typeof payLandlordSchema>;

/** An expense paid for a landlord and charged to them (its receipt is sent with it). */
export const ownerExpenseSchema = z
  .object({
    landlordId: z.uuid(),
    unitId: z.uuid().nullable(),
    kind: z.enum(OWNER_EXPENSE_KINDS, 'Please choose what the expense was for.'),
    description: z
      .string()
      .trim()
      .min(1, 'Please say what was paid for.')
      .max(200, tooLongMessage('The description', 200)),
    ...payoutFields,
  })
  .superRefine(transferHasReference);
export type OwnerExpenseInput = z.infer<typeof ownerExpenseSchema>;
