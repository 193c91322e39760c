import type { Db } from '@zamalek/db/client';
import { occupiedRangesOf } from '@zamalek/db/queries/occupancy';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  monthWindow,
  monthWindowBookable,
  type SoldOutNightsInput,
  soldOutNights,
} from '@zamalek/domain/sold-out';
import { AppError } from '../errors';
import { roomsForParty } from './public-rooms';

export const SOLD_OUT_WINDOW_MESSAGE =
  'Sold-out nights are shown from this month to the last month a stay may begin.';

/**
 * The nights of the months the booking calendar shows on which no room the party could be offered
 * is free: every one has a stay (a booking, a channel's import) or a hold (maintenance, owner use,
 * out of order) that night. Nights before today are left out: the calendar does not offer them.
 */
export async function soldOutNightsFor(
  db: Db,
  input: SoldOutNightsInput & { propertyId: string },
  today: IsoDate,
): Promise<{ nights: IsoDate[] }> {
  const window = monthWindow(input.month, input.months);
  if (!monthWindowBookable(window, today)) {
    throw new AppError('INVALID_STAY', SOLD_OUT_WINDOW_MESSAGE);
  }
  const shown = { from: window.from > today ? window.from : today, to: window.to };
  const unitIds = await roomsForParty(db, input);
  const occupied = await occupiedRangesOf(db, { unitIds, range: shown });
  return { nights: soldOutNights(shown, unitIds, occupied) };
}
