import { formatLongDate } from '../dates';
import type { UnsellableReason } from './types';

/** Why a stay cannot be booked, in the back office's and the English site's words. */
export function unsellableMessage(reason: UnsellableReason): string {
  switch (reason.code) {
    case 'NO_RATE':
      return `No rate is set for the night of ${formatLongDate(reason.date)}.`;
    case 'MIN_STAY':
      return `These dates need a stay of at least ${reason.minNights} nights.`;
    case 'MAX_STAY':
      return `These dates allow a stay of at most ${reason.maxNights} nights.`;
    case 'CLOSED_TO_ARRIVAL':
      return `Arrivals are not possible on ${formatLongDate(reason.date)}.`;
    case 'CLOSED_TO_DEPARTURE':
      return `Departures are not possible on ${formatLongDate(reason.date)}.`;
  }
}
