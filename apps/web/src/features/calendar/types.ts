import type { CalendarStay } from '@zamalek/domain/calendar-reply';

/** A stay on the Room Calendar, with the desk step the signed-in user may take on it now. */
export type RoomCalendarStay = CalendarStay;
