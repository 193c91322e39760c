import { z } from 'zod';
import type { LedgerAccount } from './accounts';

/**
 * What staff post to a folio besides the nights is the property's own list of extras (Settings →
 * Extras; decision 0078), each earning one of these revenue accounts. A late check-out or an
 * extension is a line on the same stay, never another reservation.
 */
export const EXTRA_ACCOUNTS = [
  'extras_revenue',
  'room_revenue',
  'cancellation_revenue',
] as const satisfies readonly LedgerAccount[];
export type ExtraAccount = (typeof EXTRA_ACCOUNTS)[number];

export const EXTRA_ACCOUNT_LABELS: Record<ExtraAccount, string> = {
  extras_revenue: 'Extras',
  room_revenue: 'Rooms (an extension)',
  cancellation_revenue: 'Cancellation and no-show fees',
};

/** An extra as the folio and its documents read it. */
export interface FolioExtra {
  code: string;
  label: string;
  labelAr: string;
  account: ExtraAccount;
  defaultAmountMinor: number | null;
  active: boolean;
}

/** What an extra's lines name it by: lower-case letters, digits and underscores. */
export const EXTRA_CODE = /^[a-z0-9_]{1,40}$/;

/** The code of a new extra, from its English name ("Baby cot" → "baby_cot"). */
export function extraCodeOf(label: string): string {
  const code = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return code || 'extra';
}

export const EXTRA_MESSAGES = {
  label: 'Please enter the name guests and staff see',
  account: 'Please choose the revenue it earns',
  amount: 'Please enter a price above zero, to the cent, or leave it empty',
} as const;

const labelText = (max: number) =>
  z.string().trim().max(max, `Please keep it to ${max} characters`);

/** An extra as Settings edits it (its code comes from its first English name and stays). */
export const folioExtraSchema = z.object({
  label: labelText(60).min(1, EXTRA_MESSAGES.label),
  labelAr: labelText(60).default(''),
  account: z.enum(EXTRA_ACCOUNTS, EXTRA_MESSAGES.account),
  defaultAmountMinor: z
    .number(EXTRA_MESSAGES.amount)
    .int(EXTRA_MESSAGES.amount)
    .min(1, EXTRA_MESSAGES.amount)
    .max(10_000_000, EXTRA_MESSAGES.amount)
    .nullable(),
});
export type FolioExtraFields = z.output<typeof folioExtraSchema>;

export const updateFolioExtraSchema = folioExtraSchema.extend({
  code: z.string().regex(EXTRA_CODE),
  active: z.boolean(),
});
export type UpdateFolioExtra = z.output<typeof updateFolioExtraSchema>;
