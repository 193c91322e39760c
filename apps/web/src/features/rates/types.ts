import type { RouterOutputs } from '@/lib/router-types';

export type RateUnitType = RouterOutputs['rateCalendar']['unitTypes'][number];
export type RateMonthView = RouterOutputs['rateCalendar']['month'];
export type RateDayView = RateMonthView['days'][number];
export type SeasonRow = RouterOutputs['rateCalendar']['seasons'][number];
