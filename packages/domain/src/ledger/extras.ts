/**
 * What staff post to a folio besides the nights: a stay's extras, each with its revenue account.
 * A late check-out or an extension is a line on the same stay, never another reservation.
 */
export const FOLIO_EXTRAS = [
  { code: 'late_checkout', label: 'Late check-out', account: 'extras_revenue' },
  { code: 'early_checkin', label: 'Early check-in', account: 'extras_revenue' },
  { code: 'extension', label: 'Extension', account: 'room_revenue' },
  { code: 'laundry', label: 'Laundry', account: 'extras_revenue' },
  { code: 'airport_transfer', label: 'Airport transfer', account: 'extras_revenue' },
  { code: 'minibar', label: 'Minibar', account: 'extras_revenue' },
  { code: 'damage', label: 'Damage', account: 'extras_revenue' },
  { code: 'lost_key', label: 'Lost key', account: 'extras_revenue' },
  { code: 'cancellation_fee', label: 'Cancellation fee', account: 'fee_revenue' },
  { code: 'no_show_fee', label: 'No-show fee', account: 'fee_revenue' },
  { code: 'other', label: 'Other', account: 'extras_revenue' },
] as const;
export type FolioExtraCode = (typeof FOLIO_EXTRAS)[number]['code'];
// cast: the codes of a non-empty list, in its order (what z.enum takes)
export const FOLIO_EXTRA_CODES = FOLIO_EXTRAS.map((extra) => extra.code) as [
  FolioExtraCode,
  ...FolioExtraCode[],
];

export function folioExtra(code: FolioExtraCode) {
  const extra = FOLIO_EXTRAS.find((candidate) => candidate.code === code);
  if (!extra) throw new RangeError(`unknown extra ${code}`);
  return extra;
}
