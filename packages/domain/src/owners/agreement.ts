import { z } from 'zod';
import { type IsoDate, isValidIsoDate } from '../dates';

export const REVENUE_BASES = ['gross', 'net'] as const;
export type RevenueBasis = (typeof REVENUE_BASES)[number];

/** When a stay's revenue counts for a landlord: each night in its own month, or all at once. */
export const RECOGNITIONS = ['night', 'check_in', 'check_out'] as const;
export type Recognition = (typeof RECOGNITIONS)[number];

export const OWNER_EXPENSE_KINDS = [
  'maintenance',
  'utilities',
  'cleaning',
  'furnishing',
  'other',
] as const;
export type OwnerExpenseKind = (typeof OWNER_EXPENSE_KINDS)[number];

/** A landlord's terms from a date on (decision 0082); shares in hundredths of a percent. */
export interface OwnerAgreement {
  effectiveFrom: IsoDate;
  shareBp: number;
  basis: RevenueBasis;
  managementFeeBp: number;
  recognition: Recognition;
  ownerPays: readonly OwnerExpenseKind[];
}

/** The agreement in force on `date`: the latest that started by then (undefined: none yet). */
export function agreementOn(
  agreements: readonly OwnerAgreement[],
  date: IsoDate,
): OwnerAgreement | undefined {
  let found: OwnerAgreement | undefined;
  for (const agreement of agreements) {
    if (
      agreement.effectiveFrom <= date &&
      (!found || agreement.effectiveFrom > found.effectiveFrom)
    )
      found = agreement;
  }
  return found;
}

const isoDate = z.string().refine(isValidIsoDate, 'Please enter a valid date.');

export const landlordSchema = z.object({
  name: z.string().trim().min(1, 'Please enter the landlord’s name.').max(120),
  email: z.email('Please enter a valid e-mail address.').max(254).nullable(),
  language: z.enum(['en', 'ar']),
});
export type LandlordInput = z.infer<typeof landlordSchema>;

/** The rooms a landlord owns, all at once. */
export const landlordRoomsSchema = z.object({
  landlordId: z.uuid(),
  unitIds: z.array(z.uuid()).max(500),
});
export type LandlordRoomsInput = z.infer<typeof landlordRoomsSchema>;

export const agreementSchema = z
  .object({
    landlordId: z.uuid(),
    effectiveFrom: isoDate,
    sharePercent: z
      .number('Please enter the landlord’s share in percent.')
      .min(0, 'A share is between 0 and 100 %.')
      .max(100, 'A share is between 0 and 100 %.'),
    basis: z.enum(REVENUE_BASES),
    managementFeePercent: z
      .number('Please enter the fee in percent (0 for none).')
      .min(0, 'A fee is between 0 and 100 %.')
      .max(100, 'A fee is between 0 and 100 %.'),
    recognition: z.enum(RECOGNITIONS),
    ownerPays: z.array(z.enum(OWNER_EXPENSE_KINDS)).max(OWNER_EXPENSE_KINDS.length),
  })
  .refine((value) => value.managementFeePercent <= value.sharePercent, {
    path: ['managementFeePercent'],
    message: 'The management fee is taken from the landlord’s share: it cannot be larger.',
  });
export type AgreementInput = z.infer<typeof agreementSchema>;

/** A percentage as hundredths of a percent, as agreements keep it. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}
