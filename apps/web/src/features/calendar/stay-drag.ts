import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import type { MoveTarget } from '@zamalek/domain/stay-move';

/** A bar dragged whole (another room and/or other dates) or by its end edge (check-out). */
export type StayDragKind = 'move' | 'end';

/**
 * Where a drag takes a stay: `dayShift` days later (earlier when negative) and, for a whole-bar
 * drag, onto the row of `unitId` (null: off the rows, the stay's own room). An end-edge drag keeps
 * at least one night. Null when the stay would stay where it is, or has no room to start from.
 */
export function draggedStay(
  stay: { unitId: string | null; checkInDate: IsoDate; checkOutDate: IsoDate },
  drag: { kind: StayDragKind; unitId: string | null; dayShift: number },
): MoveTarget | null {
  const unitId = drag.kind === 'move' ? (drag.unitId ?? stay.unitId) : stay.unitId;
  if (!unitId) return null;
  const target =
    drag.kind === 'move'
      ? {
          unitId,
          checkIn: addDaysIso(stay.checkInDate, drag.dayShift),
          checkOut: addDaysIso(stay.checkOutDate, drag.dayShift),
        }
      : {
          unitId,
          checkIn: stay.checkInDate,
          checkOut: maxDate(
            addDaysIso(stay.checkOutDate, drag.dayShift),
            addDaysIso(stay.checkInDate, 1),
          ),
        };
  const unchanged =
    target.unitId === stay.unitId &&
    target.checkIn === stay.checkInDate &&
    target.checkOut === stay.checkOutDate;
  return unchanged ? null : target;
}

const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
