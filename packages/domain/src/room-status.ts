import { z } from 'zod';
import type { AppErrorCode } from './app-errors';
import type { IsoDate } from './dates';
import { isoDateSchema, tooLongMessage } from './form-fields';
import { HOLD_REASON_MAX_LENGTH } from './holds';
import type { Capability, CapabilityHolder } from './roles';
import type { ReservationStatus } from './stays';

/**
 * Housekeeping's state of a room, apart from whether it is sold (`UnitStatus`). Check-out makes a
 * room dirty; housekeeping cleans it; a supervisor may inspect it; a manager takes it out of order.
 */
export const ROOM_STATUSES = ['dirty', 'clean', 'inspected', 'out_of_order'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};

/** A guest may be given the room: it is clean, or clean and inspected. */
export function roomReady(status: RoomStatus): boolean {
  return status === 'clean' || status === 'inspected';
}

/**
 * Which capability a change of room status needs. Cleaning and soiling are housekeeping's
 * everyday steps (`rooms.housekeeping`); inspecting a room and taking it out of order or back
 * into service are a supervisor's (`rooms.inspect`).
 */
export function roomStatusCapability(from: RoomStatus, to: RoomStatus): Capability {
  if (to === 'inspected' || to === 'out_of_order' || from === 'out_of_order') {
    return 'rooms.inspect';
  }
  return 'rooms.housekeeping';
}

/** Whether `holder` may move a room from `from` to `to`. */
function maySetRoomStatus(holder: CapabilityHolder, from: RoomStatus, to: RoomStatus): boolean {
  return holder.capabilities.includes(roomStatusCapability(from, to));
}

/** The room statuses `holder` may choose for a room now in `from` (the board's buttons). */
export function roomStatusChoices(holder: CapabilityHolder, from: RoomStatus): RoomStatus[] {
  return ROOM_STATUSES.filter((to) => to !== from && maySetRoomStatus(holder, from, to));
}

export const OUT_OF_ORDER_MESSAGES = {
  reason: 'Please say what is wrong with the room',
  returnOn: 'Please choose the day the room is expected back',
} as const;

/**
 * A room's new status. Out of order takes the room off sale until `returnOn` (the first night it
 * is sold again), so it needs the reason and that day.
 */
export const setRoomStatusSchema = z
  .object({
    unitId: z.uuid('Please choose a room'),
    status: z.enum(ROOM_STATUSES, 'Please choose a room status'),
    reason: z
      .string()
      .trim()
      .max(HOLD_REASON_MAX_LENGTH, tooLongMessage('Reason', HOLD_REASON_MAX_LENGTH))
      .optional(),
    returnOn: isoDateSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status !== 'out_of_order') return;
    if (!input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: OUT_OF_ORDER_MESSAGES.reason });
    }
    if (!input.returnOn) {
      ctx.addIssue({ code: 'custom', path: ['returnOn'], message: OUT_OF_ORDER_MESSAGES.returnOn });
    }
  });
export type SetRoomStatusInput = z.output<typeof setRoomStatusSchema>;

/** What the arrival rule needs of a stay. */
interface ArrivalStay {
  status: ReservationStatus;
  checkInDate: IsoDate;
  unitId: string | null;
}

/**
 * The desk's warning on an arrival: the guests are expected today (not yet checked in) and their
 * room is not clean or inspected. A stay without a room, or arriving another day, never warns.
 */
export function arrivalRoomNotReady(
  stay: ArrivalStay,
  roomStatus: RoomStatus | null,
  today: IsoDate,
): boolean {
  return (
    stay.status === 'confirmed' &&
    stay.checkInDate === today &&
    stay.unitId !== null &&
    roomStatus !== null &&
    !roomReady(roomStatus)
  );
}

/** The refusal for a status change the holder may not make, or null. */
export function roomStatusRefusal(
  holder: CapabilityHolder,
  from: RoomStatus,
  to: RoomStatus,
): AppErrorCode | null {
  return maySetRoomStatus(holder, from, to) ? null : 'ROOM_STATUS_FORBIDDEN';
}
