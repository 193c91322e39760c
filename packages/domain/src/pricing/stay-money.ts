import { commissionOn } from '../money';
import type { PriceCharge, Quote } from './types';

/** The money columns a reservation stores for a quote: commission and net on the total before taxes. */
export function stayMoney(quote: Quote, commissionRate: number) {
  const { commissionCents, netCents } = commissionOn(quote.totalBeforeTaxesCents, commissionRate);
  return {
    pricePerNightCents: quote.averageNightlyCents,
    totalPriceCents: quote.totalCents,
    commissionRate,
    commissionAmountCents: commissionCents,
    netRevenueCents: netCents,
    priceQuote: quote,
  };
}

/** The taxes and fees a stay was quoted with, to price a change of it the same way. */
export function chargesOf(quote: Quote): PriceCharge[] {
  return quote.charges.map(({ totalCents: _total, ...charge }) => charge);
}

/** For a stay's history: whether its nightly price is the quote's or one a manager set. */
export function pricedBy(quote: Quote): string {
  return quote.overridden ? "Manager's nightly price" : 'Rates (quote)';
}
