import { formatMoney } from '@zamalek/domain/money';
import { nightCharges } from '@zamalek/domain/pricing/charges';
import {
  type ChargeFields,
  type ChargeFieldsInput,
  chargeFieldsSchema,
} from '@zamalek/domain/pricing/rate-forms';
import type { ChargeBasis, ChargeKind, PriceCharge } from '@zamalek/domain/pricing/types';
import { isOneOf } from '@zamalek/domain/type-guards';

/** A tax or fee as typed on the Settings page (numbers as text, "" for none). */
export interface ChargeFormValues {
  name: string;
  kind: ChargeKind;
  basis: ChargeBasis;
  percent: string;
  amount: string;
  minPerNight: string;
  maxPerNight: string;
  included: boolean;
}

export type ChargeErrors = Partial<Record<keyof ChargeFormValues, string>>;

/** The form's fields, where the server's messages may go. */
export const CHARGE_FIELDS: readonly (keyof ChargeFormValues)[] = [
  'name',
  'kind',
  'basis',
  'percent',
  'amount',
  'minPerNight',
  'maxPerNight',
  'included',
];

export const NEW_CHARGE: ChargeFormValues = {
  name: '',
  kind: 'tax',
  basis: 'percent',
  percent: '',
  amount: '',
  minPerNight: '',
  maxPerNight: '',
  included: false,
};

export const BASIS_LABELS: Record<ChargeBasis, string> = {
  percent: 'Percentage of the room price',
  per_night: 'Amount a night',
  per_stay: 'Amount a stay',
};

const dollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));

export function chargeFormOf(charge: PriceCharge): ChargeFormValues {
  return {
    name: charge.name,
    kind: charge.kind,
    basis: charge.basis,
    percent: charge.percent === null ? '' : String(charge.percent),
    amount: dollars(charge.amountCents),
    minPerNight: dollars(charge.minPerNightCents),
    maxPerNight: dollars(charge.maxPerNightCents),
    included: charge.included,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function chargeInput(values: ChargeFormValues): ChargeFieldsInput {
  return {
    name: values.name,
    kind: values.kind,
    basis: values.basis,
    percent: numberOrNull(values.percent),
    amount: numberOrNull(values.amount),
    minPerNight: numberOrNull(values.minPerNight),
    maxPerNight: numberOrNull(values.maxPerNight),
    included: values.included,
  };
}

export function checkChargeForm(
  values: ChargeFormValues,
): { ok: true; input: ChargeFields } | { ok: false; errors: ChargeErrors } {
  const parsed = chargeFieldsSchema.safeParse(chargeInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ChargeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isOneOf(CHARGE_FIELDS, field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * "On a $100 night: $14.00" (or "$12.28 of it" when included), figured by the quote engine's
 * own charge rule, so the example is exactly what a quote charges.
 */
export function chargeExample(charge: Omit<PriceCharge, 'id' | 'name'>): string {
  const [cents = 0] = nightCharges([{ ...charge, id: '', name: '' }], 10_000, true);
  const amount = formatMoney(cents);
  const stay = charge.basis === 'per_stay' ? ' a stay' : '';
  return charge.included
    ? `On a $100 night: ${amount}${stay} of it`
    : `On a $100 night: ${amount}${stay} added`;
}
