/**
 * What staff post to a folio besides the nights (cancellation and no-show fees on their own
 * revenue account): a stay's extras, each with its revenue account.
 * A late check-out or an extension is a line on the same stay, never another reservation.
 */
export const FOLIO_EXTRAS = [
  {
    code: 'late_checkout',
    label: 'Late check-out',
    labelAr: 'مغادرة متأخرة',
    account: 'extras_revenue',
  },
  {
    code: 'early_checkin',
    label: 'Early check-in',
    labelAr: 'وصول مبكر',
    account: 'extras_revenue',
  },
  { code: 'extension', label: 'Extension', labelAr: 'تمديد الإقامة', account: 'room_revenue' },
  { code: 'laundry', label: 'Laundry', labelAr: 'غسيل الملابس', account: 'extras_revenue' },
  {
    code: 'airport_transfer',
    label: 'Airport transfer',
    labelAr: 'توصيل من/إلى المطار',
    account: 'extras_revenue',
  },
  { code: 'minibar', label: 'Minibar', labelAr: 'الميني بار', account: 'extras_revenue' },
  { code: 'damage', label: 'Damage', labelAr: 'تلفيات', account: 'extras_revenue' },
  { code: 'lost_key', label: 'Lost key', labelAr: 'فقدان المفتاح', account: 'extras_revenue' },
  {
    code: 'cancellation_fee',
    label: 'Cancellation fee',
    labelAr: 'رسوم الإلغاء',
    account: 'cancellation_revenue',
  },
  {
    code: 'no_show_fee',
    label: 'No-show fee',
    labelAr: 'رسوم عدم الحضور',
    account: 'cancellation_revenue',
  },
  { code: 'other', label: 'Other', labelAr: 'أخرى', account: 'extras_revenue' },
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
