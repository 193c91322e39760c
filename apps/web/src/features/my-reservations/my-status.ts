export type MyStatusTone = 'confirmed' | 'checkedIn' | 'checkedOut' | 'other';

const KNOWN: Record<string, { label: string; tone: MyStatusTone }> = {
  confirmed: { label: 'Confirmed', tone: 'confirmed' },
  checked_in: { label: 'Checked In', tone: 'checkedIn' },
  checked_out: { label: 'Checked Out', tone: 'checkedOut' },
};

/**
 * My Reservations' badge knows confirmed, checked in and checked out; any other stored status
 * (cancelled) is shown in words with the destructive style.
 */
export function myStatus(status: string): { label: string; tone: MyStatusTone } {
  const known = KNOWN[status];
  if (known) return known;
  const words = status.replaceAll('_', ' ').trim();
  return { label: words ? words[0]?.toUpperCase() + words.slice(1) : 'Unknown', tone: 'other' };
}
