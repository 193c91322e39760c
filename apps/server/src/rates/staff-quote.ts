import type { Db } from '@zamalek/db/client';
import type { IsoDate } from '@zamalek/domain/dates';
import { dollarsToCents } from '@zamalek/domain/money';
import type { PriceCharge, Quote, QuoteRequest } from '@zamalek/domain/pricing/types';
import { can } from '@zamalek/domain/roles';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { quoteOneStay } from './quote-stays';

/**
 * A stay staff book or change, priced: the quote, or the nightly price a manager set instead
 * (PRICE_OVERRIDE_FORBIDDEN for anyone without `rates.override`). Stay rules (minimum stay,
 * closed to arrival…) bind the public site only: staff see them as warnings and may book. A
 * night no rate prices needs a nightly price (STAY_NOT_PRICED).
 */
export async function staffStayQuote(
  db: Db,
  actor: Actor,
  stay: {
    unit: QuoteRequest['unit'];
    checkIn: IsoDate;
    checkOut: IsoDate;
    guests: number;
    /** Dollars; null or absent: the quote's rates. */
    pricePerNight?: number | null;
    charges?: readonly PriceCharge[];
  },
): Promise<Quote> {
  const override = stay.pricePerNight ?? null;
  if (override !== null && !can(actor, 'rates.override')) {
    throw new AppError('PRICE_OVERRIDE_FORBIDDEN');
  }
  const quote = await quoteOneStay(db, {
    ...stay,
    propertyId: actor.propertyId,
    overrideNightlyCents: override === null ? null : dollarsToCents(override),
  });
  if (quote.unsellable.some((reason) => reason.code === 'NO_RATE')) {
    throw new AppError('STAY_NOT_PRICED');
  }
  return quote;
}
