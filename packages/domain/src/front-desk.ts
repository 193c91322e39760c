import { z } from 'zod';
import type { AppErrorCode } from './app-errors';
import { addDaysIso, type IsoDate } from './dates';
import { tooLongMessage } from './form-fields';
import { type RoomStatus, roomReady } from './room-status';
import type { ReservationStatus } from './stays';

/** What the desk rules need of a stay. */
interface DeskStay {
  status: ReservationStatus;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
}

/** Why a check-in is refused, or null: a confirmed stay whose arrival day has come. */
export function checkInRefusal(stay: DeskStay, today: IsoDate): AppErrorCode | null {
  switch (stay.status) {
    case 'cancelled':
      return 'STAY_CANCELLED';
    case 'checked_in':
      return 'ALREADY_CHECKED_IN';
    case 'checked_out':
      return 'ALREADY_CHECKED_OUT';
    case 'confirmed':
      return today < stay.checkInDate ? 'NOT_ARRIVED_YET' : null;
  }
}

/**
 * A check-in: into the booked room, or another free, ready room of the same type (`unitId`);
 * `notReadyAccepted` when the desk was told the room is not clean and checks in anyway.
 */
export const checkInSchema = z.object({
  id: z.uuid(),
  unitId: z.uuid().optional(),
  notReadyAccepted: z.boolean().default(false),
  /** Check in though registrations are missing where the property requires them (audited). */
  registrationOverride: z.boolean().default(false),
});
export type CheckInInput = z.output<typeof checkInSchema>;

/** The company that takes a departing guest's balance onto its account (`folio.transfer`). */
export const companyPayerSchema = z.object({
  companyPayer: z
    .string()
    .trim()
    .min(1, 'Enter the company that pays.')
    .max(120, tooLongMessage('The company name', 120)),
});

/**
 * A check-out: `shortenStay` ends an early departure today; `companyPayer` names the company that
 * takes what the guest still owes onto its account.
 */
export const checkOutSchema = companyPayerSchema.partial().extend({
  id: z.uuid(),
  shortenStay: z.boolean().default(false),
});

/** What the check-in rule needs of the room the guests are given. */
interface CheckInRoom {
  roomStatus: RoomStatus;
  /** Another stay is checked in to the room (its guests have not checked out). */
  occupied: boolean;
}

/**
 * Why the room refuses the guests, or null: nobody else is in it and it is ready, or the desk
 * accepted it not being clean. An out-of-order room is never accepted.
 */
export function checkInRoomRefusal(
  room: CheckInRoom,
  { notReadyAccepted }: { notReadyAccepted: boolean },
): AppErrorCode | null {
  if (room.occupied) return 'ROOM_OCCUPIED';
  if (room.roomStatus === 'out_of_order') return 'ROOM_OUT_OF_ORDER';
  if (!roomReady(room.roomStatus) && !notReadyAccepted) return 'ROOM_NOT_READY';
  return null;
}

/** Why a check-out is refused, or null: only a checked-in stay checks out. */
export function checkOutRefusal(stay: DeskStay): AppErrorCode | null {
  switch (stay.status) {
    case 'cancelled':
      return 'STAY_CANCELLED';
    case 'checked_out':
      return 'ALREADY_CHECKED_OUT';
    case 'confirmed':
      return 'NOT_CHECKED_IN';
    case 'checked_in':
      return null;
  }
}

/** Why undoing is refused, or null: the stay is in the state undone, reached on `today`. */
export function undoRefusal(
  stay: DeskStay,
  undo: 'checkIn' | 'checkOut',
  recordedOn: IsoDate | null,
  today: IsoDate,
): AppErrorCode | null {
  if (undo === 'checkIn' && stay.status !== 'checked_in') {
    return stay.status === 'checked_out' ? 'ALREADY_CHECKED_OUT' : 'NOT_CHECKED_IN';
  }
  if (undo === 'checkOut' && stay.status !== 'checked_out') return 'NOT_CHECKED_OUT';
  return recordedOn === today ? null : 'UNDO_TOO_LATE';
}

/**
 * True when checking out today leaves booked nights unused that shortening the stay would free
 * (a stay keeps its first night, so one leaving on its arrival day frees only the later ones).
 */
export function isEarlyCheckOut(stay: DeskStay, today: IsoDate): boolean {
  return shortenedCheckOut(stay, today) < stay.checkOutDate;
}

/** The check-out date of a stay shortened to end today; a stay keeps at least one night. */
export function shortenedCheckOut(stay: DeskStay, today: IsoDate): IsoDate {
  const firstPossible = addDaysIso(stay.checkInDate, 1);
  return today > firstPossible ? today : firstPossible;
}

/** The desk steps an actor may take on a stay now: the buttons a screen shows. */
export interface DeskActions {
  checkIn: boolean;
  checkOut: boolean;
  /** Checking out now leaves booked nights: the screen offers to shorten the stay. */
  earlyCheckOut: boolean;
  undoCheckIn: boolean;
  undoCheckOut: boolean;
}

/**
 * What `deskActions` needs besides the stay: today, whether the actor's role works the desk, and
 * the property days the stay was checked in and out (null when unknown: no undo is offered).
 */
interface DeskActionContext {
  today: IsoDate;
  mayWorkDesk: boolean;
  checkedInOn?: IsoDate | null;
  checkedOutOn?: IsoDate | null;
}

/** The desk steps the rules allow now, for an actor who may (or may not) work the desk. */
export function deskActions(stay: DeskStay, context: DeskActionContext): DeskActions {
  const { today, mayWorkDesk } = context;
  return {
    checkIn: mayWorkDesk && checkInRefusal(stay, today) === null,
    checkOut: mayWorkDesk && checkOutRefusal(stay) === null,
    earlyCheckOut: isEarlyCheckOut(stay, today),
    undoCheckIn:
      mayWorkDesk && undoRefusal(stay, 'checkIn', context.checkedInOn ?? null, today) === null,
    undoCheckOut:
      mayWorkDesk && undoRefusal(stay, 'checkOut', context.checkedOutOn ?? null, today) === null,
  };
}
