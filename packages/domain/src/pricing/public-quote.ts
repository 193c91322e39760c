import { addDaysIso, type IsoDate } from '../dates';
import type { Cents } from '../money';
import { type QuoteBreakdown, quoteBreakdown } from './lines';
import type { Quote } from './types';

/**
 * Consecutive nights at one rate, as a guest reads them: "2 nights × $120.00, 10 Dec to 12 Dec".
 * The season that set the rate is the operator's word (its name is internal) and is never sent.
 */
export interface GuestNightGroup {
  from: IsoDate;
  /** The morning after the group's last night (a check-out date). */
  to: IsoDate;
  nights: number;
  rateCents: Cents;
  totalCents: Cents;
}

export type GuestQuoteLine =
  | { type: 'nights'; group: GuestNightGroup; cents: Cents }
  | Exclude<QuoteBreakdown['lines'][number], { type: 'nights' }>;

export interface GuestQuoteBreakdown extends Omit<QuoteBreakdown, 'lines'> {
  lines: GuestQuoteLine[];
}

/** The quote's nights grouped by rate alone: a new season at the same rate is no new line. */
export function guestNightGroups(quote: Quote): GuestNightGroup[] {
  const groups: GuestNightGroup[] = [];
  for (const night of quote.nights) {
    const last = groups.at(-1);
    if (last && last.rateCents === night.rateCents) {
      last.nights += 1;
      last.to = addDaysIso(night.date, 1);
      last.totalCents += night.rateCents;
    } else {
      groups.push({
        from: night.date,
        to: addDaysIso(night.date, 1),
        nights: 1,
        rateCents: night.rateCents,
        totalCents: night.rateCents,
      });
    }
  }
  return groups;
}

/** The breakdown a guest reads: the staff one's lines, with the nights in guest words. */
export function guestQuoteBreakdown(quote: Quote): GuestQuoteBreakdown {
  const { lines, ...rest } = quoteBreakdown(quote);
  const nights: GuestQuoteLine[] = guestNightGroups(quote).map((group) => ({
    type: 'nights',
    group,
    cents: group.totalCents,
  }));
  const others = lines.filter(
    (line): line is Exclude<GuestQuoteLine, { type: 'nights' }> => line.type !== 'nights',
  );
  return { ...rest, lines: [...nights, ...others] };
}

/** What a guest's browser receives of a quote: the breakdown and why it cannot be booked. */
export function publicQuote(quote: Quote) {
  return {
    nights: quote.nights.length,
    averageNightlyCents: quote.averageNightlyCents,
    totalCents: quote.totalCents,
    taxesCents: quote.taxesCents,
    breakdown: guestQuoteBreakdown(quote),
    unsellable: quote.unsellable,
  };
}
export type PublicQuote = ReturnType<typeof publicQuote>;
