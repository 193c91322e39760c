import { type IsoDate, isValidIsoDate } from '@zamalek/domain/dates';
import { parseUnitSize } from '@zamalek/domain/suites';
import type { UnitStatus } from '@zamalek/domain/units';
import { format, parseISO } from 'date-fns';

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  occupied: 'Occupied',
  maintenance: 'Maintenance',
  reserved: 'Reserved',
};

/**
 * "58 m² + 10 m² terrace" from the free text "58 m2 + 10 m2" (area, then terrace); text that
 * does not parse is shown as typed, and nothing as "".
 */
export function formatUnitSize(unitSize: string | null | undefined): string {
  const text = unitSize?.trim() ?? '';
  const { area, terrace } = parseUnitSize(text);
  if (area === null) return text;
  return terrace === null ? `${area} m²` : `${area} m² + ${terrace} m² terrace`;
}

/** "Jun 3 – 7, 2025", "Jun 28 – Jul 2, 2025", "Dec 30, 2025 – Jan 2, 2026": a stay's dates. */
export function formatStayRange(checkIn: IsoDate, checkOut: IsoDate): string {
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return `${checkIn} – ${checkOut}`;
  const from = parseISO(checkIn);
  const to = parseISO(checkOut);
  if (from.getFullYear() !== to.getFullYear()) {
    return `${format(from, 'MMM d, yyyy')} – ${format(to, 'MMM d, yyyy')}`;
  }
  if (from.getMonth() === to.getMonth()) {
    return `${format(from, 'MMM d')} – ${format(to, 'd, yyyy')}`;
  }
  return `${format(from, 'MMM d')} – ${format(to, 'MMM d, yyyy')}`;
}
