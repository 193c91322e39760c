import type { AppErrorCode } from '@zamalek/domain/app-errors';
import type { HoldField } from './hold-form';

/** Where a refused hold's message goes: the dates for a clash, the room when it is gone. */
export function holdErrorField(code: AppErrorCode | undefined): HoldField | null {
  switch (code) {
    case 'HOLD_OVERLAPS_STAY':
    case 'HOLD_OVERLAPS_HOLD':
      return 'from';
    case 'UNIT_GONE':
      return 'unitId';
    default:
      return null;
  }
}
