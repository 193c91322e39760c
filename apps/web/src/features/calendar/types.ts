import type { RouterOutputs } from '@/lib/router-types';

/** A stay on the Room Calendar, with the desk steps the signed-in user may take on it now. */
export type RoomCalendarStay = RouterOutputs['reservations']['calendar']['stays'][number];
