import { z } from 'zod';
import { tooLongMessage } from './form-fields';
import { HOLD_REASON_MAX_LENGTH } from './holds';

/**
 * As long as the database lets a report be (`room_problems_description_length`): a hold's reason,
 * since taking the room out of order starts from the report's words.
 */
export const ROOM_PROBLEM_MAX_LENGTH = HOLD_REASON_MAX_LENGTH;

export const ROOM_PROBLEM_MESSAGES = {
  description: 'Please say what is wrong in the room',
  tooLong: tooLongMessage('The description', ROOM_PROBLEM_MAX_LENGTH),
} as const;

/**
 * A housekeeper reports a problem in a room from the board (a maintenance request): what is
 * wrong, in their words. A supervisor then takes the room out of order for it, or dismisses it.
 */
export const reportRoomProblemSchema = z.object({
  unitId: z.uuid('Please choose a room'),
  description: z
    .string(ROOM_PROBLEM_MESSAGES.description)
    .trim()
    .min(1, ROOM_PROBLEM_MESSAGES.description)
    .max(ROOM_PROBLEM_MAX_LENGTH, ROOM_PROBLEM_MESSAGES.tooLong),
});
export type ReportRoomProblem = z.output<typeof reportRoomProblemSchema>;

export const dismissRoomProblemSchema = z.object({ id: z.uuid() });

/** How a report was closed. */
export const ROOM_PROBLEM_OUTCOMES = ['out_of_order', 'dismissed'] as const;
export type RoomProblemOutcome = (typeof ROOM_PROBLEM_OUTCOMES)[number];
