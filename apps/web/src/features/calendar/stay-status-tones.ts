import type { DisplayStatus } from '@zamalek/domain/display-statuses';

/** The statuses a calendar bar can have (cancelled stays are not on the calendars). */
export const CALENDAR_BAR_STATUSES = [
  'Upcoming',
  'Due In',
  'In-House',
  'Due Out',
  'Checked-Out',
  'No-Show',
] as const satisfies readonly DisplayStatus[];

/**
 * A bar's colour by what the stay is today, always beside its word: the reservation list's badge
 * hues, dark enough (or light with dark words) for small text to keep a 4.5:1 contrast.
 */
export const STAY_STATUS_TONES: Record<DisplayStatus, string> = {
  Upcoming: 'bg-blue-900 text-white hover:bg-blue-800',
  'Due In': 'bg-indigo-600 text-white hover:bg-indigo-700',
  'In-House': 'bg-emerald-700 text-white hover:bg-emerald-800',
  'Due Out': 'bg-amber-300 text-amber-950 hover:bg-amber-400',
  'Checked-Out': 'bg-slate-200 text-slate-800 hover:bg-slate-300',
  'No-Show':
    'border border-orange-500 border-dashed bg-orange-50 text-orange-950 hover:bg-orange-100',
  Cancelled: 'bg-red-50 text-red-800',
};
