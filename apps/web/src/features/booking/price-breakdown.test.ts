import { i18n } from '@lingui/core';
import { publicQuote } from '@zamalek/domain/pricing/public-quote';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import type { RateSeason } from '@zamalek/domain/pricing/types';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as arBooking } from '@/lib/i18n/messages/ar.booking.json?lingui';
import { messages as enBooking } from '@/lib/i18n/messages/en.booking.json?lingui';
import { priceLineLabels } from './price-breakdown';

const unit = { id: 'u', roomTypeId: 'Studio', baseRateCents: 10_000 };
const winter: RateSeason = {
  id: 's',
  name: 'Winter (internal)',
  roomTypeId: 'Studio',
  unitId: null,
  startDate: '2026-12-20',
  endDate: '2027-01-05',
  nightlyCents: 15_000,
  weekendCents: null,
  minStay: null,
  maxStay: null,
  closedToArrival: [],
  closedToDeparture: [],
  createdAt: '2026-11-01T00:00:00Z',
};
const rules = { seasons: [winter], roomTypePricing: [], charges: [], weekendNights: [] };
const quoteFor = (checkIn: string, checkOut: string) =>
  publicQuote(quoteStay(rules, { unit, checkIn, checkOut, guests: 1 }));

function speak(locale: 'en' | 'ar') {
  i18n.load(locale, locale === 'en' ? enBooking : arBooking);
  i18n.activate(locale, [locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB']);
}

describe('the price breakdown’s words', () => {
  afterAll(() => speak('en'));

  it('says nights × rate, with each rate’s dates only when the stay has several', () => {
    speak('en');
    expect(priceLineLabels(quoteFor('2026-12-10', '2026-12-13'))).toEqual(['3 nights × $100.00']);
    expect(priceLineLabels(quoteFor('2026-12-18', '2026-12-22'))).toEqual([
      '2 nights × $100.00, 18 Dec to 20 Dec',
      '2 nights × $150.00, 20 Dec to 22 Dec',
    ]);
  });

  it('never names the season', () => {
    speak('en');
    expect(priceLineLabels(quoteFor('2026-12-18', '2026-12-22')).join(' ')).not.toContain('Winter');
  });
});
