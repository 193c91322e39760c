import { addDaysIso } from '@zamalek/domain/dates';
import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import type { PriceCharge, PricingRules, RateSeason, Weekday } from '@zamalek/domain/pricing/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT } from './fixtures';

const START = '2026-12-01';
const weekday = fc.constantFrom<Weekday>(0, 1, 2, 3, 4, 5, 6);
const centsUpTo = (max: number) => fc.integer({ min: 1, max });
const percent = fc.integer({ min: 0, max: 10_000 }).map((points) => points / 100);

const seasonArb: fc.Arbitrary<RateSeason> = fc
  .record({
    id: fc.uuid(),
    offset: fc.integer({ min: -10, max: 60 }),
    length: fc.integer({ min: 0, max: 40 }),
    own: fc.boolean(),
    nightlyCents: centsUpTo(1_000_000),
    weekendCents: fc.option(centsUpTo(1_000_000)),
    createdAt: fc.date({
      min: new Date('2026-01-01'),
      max: new Date('2026-11-30'),
      noInvalidDate: true,
    }),
  })
  .map((s) => ({
    id: s.id,
    name: `Season ${s.id.slice(0, 4)}`,
    roomTypeId: UNIT.roomTypeId,
    unitId: s.own ? UNIT.id : null,
    startDate: addDaysIso(START, s.offset),
    endDate: addDaysIso(START, s.offset + s.length),
    nightlyCents: s.nightlyCents,
    weekendCents: s.weekendCents,
    minStay: null,
    maxStay: null,
    closedToArrival: [],
    closedToDeparture: [],
    createdAt: s.createdAt.toISOString(),
  }));

const chargeArb = (perStay: boolean): fc.Arbitrary<PriceCharge> =>
  fc
    .record({
      id: fc.uuid(),
      kind: fc.constantFrom('tax' as const, 'fee' as const),
      basis: perStay
        ? fc.constantFrom('percent' as const, 'per_night' as const, 'per_stay' as const)
        : fc.constantFrom('percent' as const, 'per_night' as const),
      percent,
      amountCents: fc.integer({ min: 0, max: 100_000 }),
      min: fc.option(fc.integer({ min: 0, max: 5_000 })),
      spread: fc.option(fc.integer({ min: 0, max: 50_000 })),
      included: fc.boolean(),
    })
    .map((c) => ({
      id: c.id,
      name: `Charge ${c.id.slice(0, 4)}`,
      kind: c.kind,
      basis: c.basis,
      percent: c.basis === 'percent' ? c.percent : null,
      amountCents: c.basis === 'percent' ? null : c.amountCents,
      minPerNightCents: c.basis === 'percent' ? c.min : null,
      maxPerNightCents: c.basis === 'percent' && c.spread !== null ? (c.min ?? 0) + c.spread : null,
      included: c.included,
    }));

const rulesArb = (options: { perStay: boolean; discounts: boolean }): fc.Arbitrary<PricingRules> =>
  fc.record({
    seasons: fc.array(seasonArb, { maxLength: 6 }),
    roomTypePricing: fc
      .record({
        weekly: percent,
        monthly: percent,
        baseOccupancy: fc.option(fc.integer({ min: 1, max: 6 })),
        extraGuestCents: fc.integer({ min: 0, max: 20_000 }),
      })
      .map((p) => [
        {
          roomTypeId: UNIT.roomTypeId,
          weeklyDiscountPercent: options.discounts ? p.weekly : 0,
          monthlyDiscountPercent: options.discounts ? p.monthly : 0,
          baseOccupancy: p.baseOccupancy,
          extraGuestCents: p.extraGuestCents,
          baseRateCents: null,
        },
      ]),
    charges: fc.array(chargeArb(options.perStay), { maxLength: 5 }),
    weekendNights: fc.uniqueArray(weekday, { maxLength: 3 }),
  });

const stayArb = fc.record({
  offset: fc.integer({ min: 0, max: 40 }),
  nights: fc.integer({ min: 1, max: 60 }),
  guests: fc.integer({ min: 1, max: 8 }),
  baseRateCents: fc.option(centsUpTo(1_000_000)),
});

describe('quote properties', () => {
  it("a quote's lines, and its nights, always add up to its total", () => {
    fc.assert(
      fc.property(rulesArb({ perStay: true, discounts: true }), stayArb, (rules, stay) => {
        const checkIn = addDaysIso(START, stay.offset);
        const quote = quoteStay(rules, {
          unit: { ...UNIT, baseRateCents: stay.baseRateCents },
          checkIn,
          checkOut: addDaysIso(checkIn, stay.nights),
          guests: stay.guests,
        });
        const breakdown = quoteBreakdown(quote);
        expect(breakdown.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.totalCents);
        expect(quote.nights.reduce((sum, night) => sum + night.totalCents, 0)).toBe(
          quote.totalCents,
        );
        expect(quote.nights).toHaveLength(stay.nights);
        const added = quote.charges
          .filter((c) => !c.included)
          .reduce((s, c) => s + c.totalCents, 0);
        expect(quote.roomRevenueCents + added).toBe(quote.totalCents);
        expect(quote.totalBeforeTaxesCents + quote.taxesCents).toBe(quote.totalCents);
        for (const value of [
          quote.totalCents,
          quote.taxesCents,
          ...quote.charges.map((c) => c.totalCents),
        ]) {
          expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('splitting a stay in two never gains or loses a cent', () => {
    fc.assert(
      fc.property(
        rulesArb({ perStay: false, discounts: false }),
        stayArb.filter((stay) => stay.nights >= 2),
        fc.integer({ min: 1, max: 59 }),
        (rules, stay, cut) => {
          const checkIn = addDaysIso(START, stay.offset);
          const checkOut = addDaysIso(checkIn, stay.nights);
          const middle = addDaysIso(checkIn, 1 + (cut % (stay.nights - 1)));
          const unit = { ...UNIT, baseRateCents: stay.baseRateCents };
          const quote = (from: string, to: string) =>
            quoteStay(rules, { unit, checkIn: from, checkOut: to, guests: stay.guests });
          const whole = quote(checkIn, checkOut);
          const first = quote(checkIn, middle);
          const second = quote(middle, checkOut);
          expect(first.totalCents + second.totalCents).toBe(whole.totalCents);
          expect(first.taxesCents + second.taxesCents).toBe(whole.taxesCents);
          expect(first.roomRevenueCents + second.roomRevenueCents).toBe(whole.roomRevenueCents);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a longer stay never costs less per night before its discount tier changes', () => {
    fc.assert(
      fc.property(rulesArb({ perStay: true, discounts: false }), stayArb, (rules, stay) => {
        const checkIn = addDaysIso(START, stay.offset);
        const unit = { ...UNIT, baseRateCents: stay.baseRateCents };
        const shorter = quoteStay(rules, {
          unit,
          checkIn,
          checkOut: addDaysIso(checkIn, stay.nights),
          guests: stay.guests,
        });
        const longer = quoteStay(rules, {
          unit,
          checkIn,
          checkOut: addDaysIso(checkIn, stay.nights + 1),
          guests: stay.guests,
        });
        expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
      }),
      { numRuns: 200 },
    );
  });
});
