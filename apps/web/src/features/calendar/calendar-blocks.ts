import type { CalendarHold } from '@zamalek/domain/calendar-reply';
import type { IsoDate } from '@zamalek/domain/dates';
import { HOLD_KIND_LABELS, holdTitle } from '@zamalek/domain/holds';
import { spokenDate } from '@/features/calendar/spoken-date';

/** A hold as the calendars receive it (`reservations.calendar`'s `holds`, read by `readCalendar`). */

/**
 * A run of nights a room cannot be sold on a calendar row: a hold (maintenance, owner use, other),
 * or a room whose sellable state is maintenance (`hold` null), shown blocked rather than free.
 */
export interface CalendarBlock {
  key: string;
  unitId: string;
  fromDate: IsoDate;
  toDate: IsoDate;
  /** The bar's first line: "Maintenance", "Owner use", "Out of service". */
  title: string;
  /** The bar's second line: the hold's reason. */
  detail: string;
  hold: CalendarHold | null;
}

const OUT_OF_SERVICE_TITLE = 'Out of service';
const OUT_OF_SERVICE_DETAIL = 'Room status: maintenance';

/**
 * The blocks of the shown window: every hold, and for each room under maintenance the whole
 * window (stays and holds drawn over it keep their own bars; only its free days read blocked).
 */
export function calendarBlocks(
  holds: readonly CalendarHold[],
  maintenanceUnitIds: readonly string[],
  window: { from: IsoDate; to: IsoDate },
): CalendarBlock[] {
  return [
    ...holds.map((hold) => ({
      key: hold.id,
      unitId: hold.unitId,
      fromDate: hold.fromDate,
      toDate: hold.toDate,
      title: HOLD_KIND_LABELS[hold.kind],
      detail: hold.reason,
      hold,
    })),
    ...maintenanceUnitIds.map((unitId) => ({
      key: `out-of-service:${unitId}`,
      unitId,
      fromDate: window.from,
      toDate: window.to,
      title: OUT_OF_SERVICE_TITLE,
      detail: OUT_OF_SERVICE_DETAIL,
      hold: null,
    })),
  ];
}

/**
 * A block's accessible name: "Blocked: Maintenance — leaking tap, Room 101, 12 December to
 * 14 December" (a room under maintenance has no dates: it is blocked until its status changes).
 */
export function blockAccessibleName(block: CalendarBlock, unitName: string): string {
  if (!block.hold)
    return `Blocked: ${OUT_OF_SERVICE_TITLE} — ${OUT_OF_SERVICE_DETAIL}, ${unitName}`;
  return [
    `Blocked: ${holdTitle(block.hold)}`,
    unitName,
    `${spokenDate(block.fromDate)} to ${spokenDate(block.toDate)}`,
  ].join(', ');
}

/** Blocks grouped by unit id. */
export function blocksByUnit(blocks: readonly CalendarBlock[]): Map<string, CalendarBlock[]> {
  const byUnit = new Map<string, CalendarBlock[]>();
  for (const block of blocks) {
    const list = byUnit.get(block.unitId);
    if (list) list.push(block);
    else byUnit.set(block.unitId, [block]);
  }
  return byUnit;
}
