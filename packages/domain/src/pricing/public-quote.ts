import { quoteBreakdown } from './lines';
import type { Quote } from './types';

/** What a guest's browser receives of a quote: the breakdown and why it cannot be booked. */
export function publicQuote(quote: Quote) {
  return {
    nights: quote.nights.length,
    averageNightlyCents: quote.averageNightlyCents,
    totalCents: quote.totalCents,
    taxesCents: quote.taxesCents,
    breakdown: quoteBreakdown(quote),
    unsellable: quote.unsellable,
  };
}
export type PublicQuote = ReturnType<typeof publicQuote>;
