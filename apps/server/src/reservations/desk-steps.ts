import type { IsoDate } from '@zamalek/domain/dates';
import {
  checkInRefusal,
  checkOutRefusal,
  type DeskStay,
  isEarlyCheckOut,
} from '@zamalek/domain/front-desk';
import { can, type Role } from '@zamalek/domain/roles';

/**
 * The arrival and departure steps an actor may take on a stay now (the detail page's buttons, the
 * calendar bar's menu), asked of the same rules as the steps themselves.
 */
export function deskStepsFor(role: Role | null, stay: DeskStay, today: IsoDate) {
  const desks = can(role, 'reservations.checkInOut');
  return {
    checkIn: desks && checkInRefusal(stay, today) === null,
    checkOut: desks && checkOutRefusal(stay) === null,
    /** Checking out now leaves booked nights: the screen offers to shorten the stay. */
    earlyCheckOut: isEarlyCheckOut(stay, today),
  };
}
