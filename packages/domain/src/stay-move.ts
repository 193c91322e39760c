import { z } from 'zod';
import type { AppErrorCode } from './app-errors';
import type { IsoDate } from './dates';
import { stayDatesShape } from './form-fields';
import type { Cents } from './money';
import { type RecomputedStay, recomputeStay } from './reservation-edit';
import { staffStayIssues } from './staff-stay';
import { nightsBetween, type ReservationStatus } from './stays';

/**
 * Moving a stay to another room and/or other dates, or extending or shortening it (the Room
 * Calendar's drag and its Move dialog). The dates follow the staff stay rules of the edit form.
 */
export const stayMoveSchema = z
  .object({ id: z.uuid(), unitId: z.uuid('Please select a room'), ...stayDatesShape.shape })
  .superRefine((move, ctx) => {
    for (const issue of staffStayIssues(move)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type StayMove = z.output<typeof stayMoveSchema>;

/** What the move rules need of the stay as it is. */
interface MovableStay {
  status: ReservationStatus;
  unitId: string | null;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
}

/** The stay's room and dates after the move. */
export interface MoveTarget {
  unitId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/**
 * Why a move is refused, or null. Cancelled and checked-out stays stay as they are; a checked-in
 * stay keeps its check-in date (its room and check-out may change). Whether the nights are free
 * and the room bookable is the database's and the unit's to say.
 */
export function moveRefusal(stay: MovableStay, target: MoveTarget): AppErrorCode | null {
  switch (stay.status) {
    case 'cancelled':
      return 'CANCELLED_STAY_NOT_MOVABLE';
    case 'checked_out':
      return 'CHECKED_OUT_STAY_NOT_MOVABLE';
    case 'checked_in':
      return target.checkIn === stay.checkInDate ? null : 'CHECKED_IN_ARRIVAL_FIXED';
    case 'confirmed':
      return null;
  }
}

/** True when the move changes nothing (same room, same dates). */
export function isSameStay(stay: MovableStay, target: MoveTarget): boolean {
  return (
    stay.unitId === target.unitId &&
    stay.checkInDate === target.checkIn &&
    stay.checkOutDate === target.checkOut
  );
}

/**
 * What a change of room or dates is, for its title: the same room and arrival with a later
 * check-out extends the stay, with an earlier one shortens it; anything else moves it.
 */
export function moveKind(stay: MovableStay, target: MoveTarget): 'extend' | 'shorten' | 'move' {
  if (stay.unitId !== target.unitId || stay.checkInDate !== target.checkIn) return 'move';
  if (target.checkOut > stay.checkOutDate) return 'extend';
  if (target.checkOut < stay.checkOutDate) return 'shorten';
  return 'move';
}

/**
 * Nights and money after the move, from the stay's own price per night and commission rate. A stay
 * without a nightly price keeps its stored amounts (null money: nothing to recompute from).
 */
export function movedStayTotals(
  stay: { pricePerNightCents: Cents | null; commissionRate: number | null },
  target: MoveTarget,
): RecomputedStay | { nights: number; totalCents: null; commissionCents: null; netCents: null } {
  if (stay.pricePerNightCents === null) {
    const nights = nightsBetween(target.checkIn, target.checkOut);
    return { nights, totalCents: null, commissionCents: null, netCents: null };
  }
  return recomputeStay({
    checkIn: target.checkIn,
    checkOut: target.checkOut,
    pricePerNightCents: stay.pricePerNightCents,
    commissionRate: stay.commissionRate ?? 0,
  });
}
