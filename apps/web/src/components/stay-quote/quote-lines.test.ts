import type { QuoteLine } from '@zamalek/domain/pricing/lines';
import type { QuoteCharge } from '@zamalek/domain/pricing/types';
import { describe, expect, it } from 'vitest';
import { includedLabel, priceFieldText, quoteLineLabel } from '@/components/stay-quote/quote-lines';

const vat: QuoteCharge = {
  id: 'vat',
  name: 'VAT',
  kind: 'tax',
  basis: 'percent',
  percent: 14,
  amountCents: null,
  minPerNightCents: null,
  maxPerNightCents: null,
  included: true,
  totalCents: 1_228,
};

describe('quote lines in the back office', () => {
  it('reads nights with their rate and season', () => {
    const group = { from: '2026-05-10', nights: 3, rateCents: 12_000, totalCents: 36_000 };
    const line = (seasonName: string | null): QuoteLine => ({
      type: 'nights',
      group: { ...group, seasonName },
      cents: 36_000,
    });
    expect(quoteLineLabel(line('Winter'))).toBe('3 nights × $120.00 (Winter)');
    expect(quoteLineLabel(line(null))).toBe('3 nights × $120.00');
    expect(
      quoteLineLabel({
        type: 'nights',
        group: { ...group, nights: 1, seasonName: null },
        cents: 1,
      }),
    ).toBe('1 night × $120.00');
  });

  it('reads discounts, extra guests and charges', () => {
    expect(quoteLineLabel({ type: 'discount', kind: 'weekly', percent: 10, cents: -8_400 })).toBe(
      'Weekly discount (10%)',
    );
    expect(quoteLineLabel({ type: 'discount', kind: 'monthly', percent: 12.5, cents: -1 })).toBe(
      'Monthly discount (12.5%)',
    );
    expect(quoteLineLabel({ type: 'extraGuests', guests: 1, cents: 2_000 })).toBe('1 extra guest');
    expect(quoteLineLabel({ type: 'extraGuests', guests: 2, cents: 4_000 })).toBe('2 extra guests');
    expect(quoteLineLabel({ type: 'charge', charge: vat, cents: 1_228 })).toBe('VAT (14%)');
    const cleaning = { ...vat, name: 'Cleaning fee', basis: 'per_stay' as const, percent: null };
    expect(quoteLineLabel({ type: 'charge', charge: cleaning, cents: 2_500 })).toBe('Cleaning fee');
  });

  it('names the charges already inside the price', () => {
    expect(includedLabel(vat)).toBe('Includes VAT (14%): $12.28');
  });
});

describe('override field text', () => {
  it('starts at the quoted average: whole dollars, or with cents in the edit form', () => {
    expect(priceFieldText(12_049, 0)).toBe('120');
    expect(priceFieldText(12_050, 0)).toBe('121');
    expect(priceFieldText(40, 0)).toBe('1');
    expect(priceFieldText(12_050, 2)).toBe('120.50');
    expect(priceFieldText(12_000, 2)).toBe('120');
  });
});
