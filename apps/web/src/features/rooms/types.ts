import type { RouterOutputs } from '@/lib/router-types';

/** A room as the Rooms screen (and every other room list) receives it. */
export type RoomRow = RouterOutputs['units']['list'][number];
