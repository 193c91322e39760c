// No imports: the web's route table (the reservation list's search validation) reads these, and
// it ships to every visitor, so this must not bring the date rules (and date-fns) with it.

/** The statuses a stay is shown with (derived by `displayStatus` in stays.ts). */
export const DISPLAY_STATUSES = [
  'Upcoming',
  'Due In',
  'In-House',
  'Due Out',
  'Checked-Out',
  'No-Show',
  'Cancelled',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
