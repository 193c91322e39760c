import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import type { Quote, QuoteCharge } from './types';

/** Consecutive nights at one rate from one season: "3 nights × $120 — Winter". */
export interface NightGroup {
  from: IsoDate;
  nights: number;
  rateCents: Cents;
  seasonName: string | null;
  totalCents: Cents;
}

export function nightGroups(quote: Quote): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const night of quote.nights) {
    const last = groups.at(-1);
    if (last && last.rateCents === night.rateCents && last.seasonName === night.seasonName) {
      last.nights += 1;
      last.totalCents += night.rateCents;
    } else {
      groups.push({
        from: night.date,
        nights: 1,
        rateCents: night.rateCents,
        seasonName: night.seasonName,
        totalCents: night.rateCents,
      });
    }
  }
  return groups;
}

/** A line of the breakdown a guest or staff member reads; the added lines sum to the total. */
export type QuoteLine =
  | { type: 'nights'; group: NightGroup; cents: Cents }
  | { type: 'discount'; kind: 'weekly' | 'monthly'; percent: number; cents: Cents }
  | { type: 'extraGuests'; guests: number; cents: Cents }
  | { type: 'charge'; charge: QuoteCharge; cents: Cents };

export interface QuoteBreakdown {
  /** In order; their `cents` add up to `totalCents` (a discount is negative). */
  lines: QuoteLine[];
  /** Charges already inside the prices above ("includes VAT 14 %: $12.28"). */
  included: QuoteCharge[];
  totalCents: Cents;
}

export function quoteBreakdown(quote: Quote): QuoteBreakdown {
  const lines: QuoteLine[] = nightGroups(quote).map((group) => ({
    type: 'nights',
    group,
    cents: group.totalCents,
  }));
  if (quote.discount && quote.discount.cents > 0) {
    const { kind, percent, cents } = quote.discount;
    lines.push({ type: 'discount', kind, percent, cents: -cents });
  }
  if (quote.extraGuests && quote.extraGuests.cents > 0) {
    lines.push({
      type: 'extraGuests',
      guests: quote.extraGuests.guests,
      cents: quote.extraGuests.cents,
    });
  }
  const added = quote.charges.filter((charge) => !charge.included && charge.totalCents > 0);
  // Fees before taxes, as a folio reads.
  for (const charge of [
    ...added.filter((c) => c.kind === 'fee'),
    ...added.filter((c) => c.kind === 'tax'),
  ]) {
    lines.push({ type: 'charge', charge, cents: charge.totalCents });
  }
  return {
    lines,
    included: quote.charges.filter((charge) => charge.included && charge.totalCents > 0),
    totalCents: quote.totalCents,
  };
}
