import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';

/**
 * What a newly picked check-in does to the check-out: `clear` empties a check-out no longer after
 * it; `next-day` moves it to the day after; `keep` leaves it (the form's check says if wrong).
 */
export type CheckOutRule = 'clear' | 'next-day' | 'keep';

/** The check-out once `checkIn` is picked: unchanged while still after it, else by the rule. */
export function movedCheckOut(
  rule: CheckOutRule,
  checkIn: IsoDate,
  checkOut: IsoDate | '',
): IsoDate | '' {
  if (rule === 'keep' || (checkOut && checkOut > checkIn)) return checkOut;
  return rule === 'next-day' ? addDaysIso(checkIn, 1) : '';
}
