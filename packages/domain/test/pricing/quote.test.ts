import { quoteBreakdown } from '@zamalek/domain/pricing/lines';
import { unsellableMessage } from '@zamalek/domain/pricing/messages';
import { quoteStay } from '@zamalek/domain/pricing/quote';
import { describe, expect, it } from 'vitest';
import { charge, rules, season, UNIT } from './fixtures';

const stay = (checkIn: string, checkOut: string, guests = 2) => ({
  unit: UNIT,
  checkIn,
  checkOut,
  guests,
});

describe('nightly rates', () => {
  it('prices every night at the base rate when no season applies', () => {
    const quote = quoteStay(rules(), stay('2026-12-01', '2026-12-04'));
    expect(quote.nights.map((n) => n.rateCents)).toEqual([10_000, 10_000, 10_000]);
    expect(quote.totalCents).toBe(30_000);
    expect(quote.averageNightlyCents).toBe(10_000);
    expect(quote.unsellable).toEqual([]);
  });

  it("sells a room without a base rate of its own at its type's, and its own over its type's", () => {
    const typeRate = {
      roomTypeId: UNIT.roomTypeId,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      baseOccupancy: null,
      extraGuestCents: 0,
      baseRateCents: 9_000,
    };
    const unpriced = { ...UNIT, baseRateCents: null };
    const byType = quoteStay(rules({ roomTypePricing: [typeRate] }), {
      ...stay('2026-12-01', '2026-12-03'),
      unit: unpriced,
    });
    expect(byType.nights.map((n) => n.rateCents)).toEqual([9_000, 9_000]);
    const own = quoteStay(rules({ roomTypePricing: [typeRate] }), stay('2026-12-01', '2026-12-02'));
    expect(own.nights.map((n) => n.rateCents)).toEqual([10_000]);
    const neither = quoteStay(rules(), { ...stay('2026-12-01', '2026-12-02'), unit: unpriced });
    expect(neither.unsellable).toEqual([{ code: 'NO_RATE', date: '2026-12-01' }]);
  });

  it('changes rate at a season boundary inside the stay, both season dates being nights', () => {
    const quote = quoteStay(rules({ seasons: [season()] }), stay('2026-12-18', '2026-12-22'));
    expect(quote.nights.map((n) => [n.date, n.rateCents, n.seasonName])).toEqual([
      ['2026-12-18', 10_000, null],
      ['2026-12-19', 10_000, null],
      ['2026-12-20', 15_000, 'Winter'],
      ['2026-12-21', 15_000, 'Winter'],
    ]);
    const after = quoteStay(rules({ seasons: [season()] }), stay('2027-01-05', '2027-01-07'));
    expect(after.nights.map((n) => n.rateCents)).toEqual([15_000, 10_000]);
  });

  it('charges the weekend rate on the property weekend nights (Thursday and Friday)', () => {
    const seasons = [season({ weekendCents: 18_000 })];
    // 2026-12-24 is a Thursday, 2026-12-25 a Friday, 2026-12-26 a Saturday.
    const quote = quoteStay(rules({ seasons }), stay('2026-12-23', '2026-12-27'));
    expect(quote.nights.map((n) => [n.rateCents, n.weekend])).toEqual([
      [15_000, false],
      [18_000, true],
      [18_000, true],
      [15_000, false],
    ]);
    const saturdayWeekend = quoteStay(
      rules({ seasons, weekendNights: [5, 6] }),
      stay('2026-12-23', '2026-12-27'),
    );
    expect(saturdayWeekend.nights.map((n) => n.rateCents)).toEqual([
      15_000, 15_000, 18_000, 18_000,
    ]);
  });

  it("prefers a room's own season, then the shorter, then the newer", () => {
    const typeWide = season({ id: 'a', name: 'Winter' });
    const event = season({
      id: 'b',
      name: 'New Year',
      startDate: '2026-12-30',
      endDate: '2027-01-01',
      nightlyCents: 30_000,
    });
    const newer = season({
      id: 'c',
      name: 'Winter revised',
      createdAt: '2026-11-20T10:00:00Z',
      nightlyCents: 16_000,
    });
    const own = season({
      id: 'd',
      name: 'Penthouse',
      unitId: UNIT.id,
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      nightlyCents: 50_000,
    });
    const other = season({ id: 'e', name: 'Other room', unitId: 'unit-2', nightlyCents: 1_000 });
    const quote = quoteStay(
      rules({ seasons: [typeWide, event, newer, own, other] }),
      stay('2026-12-29', '2027-01-02'),
    );
    expect(quote.nights.map((n) => n.seasonName)).toEqual([
      'Winter revised',
      'New Year',
      'Penthouse',
      'New Year',
    ]);
    expect(quote.roomCents).toBe(16_000 + 30_000 + 50_000 + 30_000);
  });

  it('ignores seasons of other room types', () => {
    const quote = quoteStay(
      rules({ seasons: [season({ roomTypeId: 'Studio' })] }),
      stay('2026-12-21', '2026-12-22'),
    );
    expect(quote.nights[0]?.rateCents).toBe(10_000);
  });

  it('cannot price a night without a season or base rate', () => {
    const quote = quoteStay(rules(), {
      ...stay('2026-12-01', '2026-12-03'),
      unit: { ...UNIT, baseRateCents: null },
    });
    expect(quote.unsellable).toEqual([{ code: 'NO_RATE', date: '2026-12-01' }]);
    expect(unsellableMessage({ code: 'NO_RATE', date: '2026-12-01' })).toBe(
      'No rate is set for the night of 01 Dec 2026.',
    );
  });
});

describe('restrictions', () => {
  it('refuses a stay shorter than the minimum stay of any night it covers', () => {
    const seasons = [season({ minStay: 3 })];
    const short = quoteStay(rules({ seasons }), stay('2026-12-19', '2026-12-21'));
    expect(short.unsellable).toEqual([{ code: 'MIN_STAY', minNights: 3 }]);
    expect(unsellableMessage({ code: 'MIN_STAY', minNights: 3 })).toBe(
      'These dates need a stay of at least 3 nights.',
    );
    expect(quoteStay(rules({ seasons }), stay('2026-12-19', '2026-12-22')).unsellable).toEqual([]);
    // A stay ending the night before the season is untouched by it.
    expect(quoteStay(rules({ seasons }), stay('2026-12-18', '2026-12-20')).unsellable).toEqual([]);
  });

  it('refuses a stay longer than the maximum stay', () => {
    const quote = quoteStay(
      rules({ seasons: [season({ maxStay: 5 })] }),
      stay('2026-12-20', '2026-12-27'),
    );
    expect(quote.unsellable).toEqual([{ code: 'MAX_STAY', maxNights: 5 }]);
    expect(unsellableMessage({ code: 'MAX_STAY', maxNights: 5 })).toBe(
      'These dates allow a stay of at most 5 nights.',
    );
  });

  it('refuses arrival and departure on closed weekdays', () => {
    // 2026-12-25 is a Friday (5), 2026-12-27 a Sunday (0).
    const seasons = [season({ closedToArrival: [5], closedToDeparture: [0] })];
    const quote = quoteStay(rules({ seasons }), stay('2026-12-25', '2026-12-27'));
    expect(quote.unsellable).toEqual([
      { code: 'CLOSED_TO_ARRIVAL', date: '2026-12-25' },
      { code: 'CLOSED_TO_DEPARTURE', date: '2026-12-27' },
    ]);
    expect(unsellableMessage({ code: 'CLOSED_TO_ARRIVAL', date: '2026-12-25' })).toBe(
      'Arrivals are not possible on 25 Dec 2026.',
    );
    expect(unsellableMessage({ code: 'CLOSED_TO_DEPARTURE', date: '2026-12-27' })).toBe(
      'Departures are not possible on 27 Dec 2026.',
    );
    expect(quoteStay(rules({ seasons }), stay('2026-12-24', '2026-12-26')).unsellable).toEqual([]);
  });
});

describe('stay-length discounts and extra guests', () => {
  const pricing = {
    roomTypeId: 'One Bedroom',
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 25,
    baseOccupancy: 2,
    extraGuestCents: 1_500,
    baseRateCents: null,
  };

  it('gives no discount at six nights, the weekly one from seven and the monthly one from 28', () => {
    const six = quoteStay(rules({ roomTypePricing: [pricing] }), stay('2026-12-01', '2026-12-07'));
    expect(six.discount).toBeNull();
    const seven = quoteStay(
      rules({ roomTypePricing: [pricing] }),
      stay('2026-12-01', '2026-12-08'),
    );
    expect(seven.discount).toEqual({ kind: 'weekly', percent: 10, cents: 7_000 });
    expect(seven.totalCents).toBe(63_000);
    const month = quoteStay(
      rules({ roomTypePricing: [pricing] }),
      stay('2026-11-01', '2026-11-29'),
    );
    expect(month.discount).toEqual({ kind: 'monthly', percent: 25, cents: 70_000 });
    expect(month.totalCents).toBe(210_000);
  });

  it('uses the weekly discount for a month when no monthly one is set', () => {
    const weeklyOnly = { ...pricing, monthlyDiscountPercent: 0 };
    const month = quoteStay(
      rules({ roomTypePricing: [weeklyOnly] }),
      stay('2026-11-01', '2026-11-29'),
    );
    expect(month.discount?.kind).toBe('weekly');
  });

  it('charges each guest above the base occupancy every night', () => {
    const quote = quoteStay(
      rules({ roomTypePricing: [pricing] }),
      stay('2026-12-01', '2026-12-03', 4),
    );
    expect(quote.extraGuests).toEqual({ guests: 2, perNightCents: 3_000, cents: 6_000 });
    expect(quote.totalCents).toBe(26_000);
    expect(
      quoteStay(rules({ roomTypePricing: [pricing] }), stay('2026-12-01', '2026-12-03', 2))
        .extraGuests,
    ).toBeNull();
  });

  it('lets a manager price the nights instead, without discount or extra-guest fee', () => {
    const quote = quoteStay(rules({ roomTypePricing: [pricing], charges: [charge()] }), {
      ...stay('2026-12-01', '2026-12-09', 4),
      overrideNightlyCents: 8_000,
    });
    expect(quote.overridden).toBe(true);
    expect(quote.discount).toBeNull();
    expect(quote.extraGuests).toBeNull();
    expect(quote.roomRevenueCents).toBe(64_000);
    expect(quote.averageNightlyCents).toBe(8_000);
    expect(quote.totalCents).toBe(64_000 + 8_960);
  });
});

describe('taxes and fees', () => {
  it('adds an exclusive tax on top and counts it as tax', () => {
    const quote = quoteStay(rules({ charges: [charge()] }), stay('2026-12-01', '2026-12-03'));
    expect(quote.charges[0]?.totalCents).toBe(2_800);
    expect(quote.totalCents).toBe(22_800);
    expect(quote.taxesCents).toBe(2_800);
    expect(quote.totalBeforeTaxesCents).toBe(20_000);
  });

  it('extracts an inclusive tax from the price without changing the total', () => {
    const quote = quoteStay(
      rules({ charges: [charge({ included: true })] }),
      stay('2026-12-01', '2026-12-03'),
    );
    // 10,000 includes 14 %: 10,000 × 14 / 114 = 1,228.07 → 1,228 a night.
    expect(quote.charges[0]?.totalCents).toBe(2_456);
    expect(quote.totalCents).toBe(20_000);
    expect(quote.totalBeforeTaxesCents).toBe(17_544);
  });

  it('extracts several inclusive percentages together', () => {
    const quote = quoteStay(
      rules({
        charges: [
          charge({ included: true }),
          charge({ id: 'svc', name: 'Service', kind: 'fee', percent: 12, included: true }),
        ],
      }),
      stay('2026-12-01', '2026-12-02'),
    );
    // 10,000 = base × 1.26: VAT 1,111.11 → 1,111, service 952.38 → 952.
    expect(quote.charges.map((c) => c.totalCents)).toEqual([1_111, 952]);
    expect(quote.totalBeforeTaxesCents).toBe(10_000 - 1_111);
  });

  it('bounds a percentage fee per night by its minimum and maximum', () => {
    const fund = charge({
      id: 'fund',
      name: 'Tourism fund',
      kind: 'fee',
      percent: 1,
      minPerNightCents: 150,
      maxPerNightCents: 500,
    });
    const seasons = [
      season({ startDate: '2026-12-02', endDate: '2026-12-02', nightlyCents: 90_000 }),
    ];
    const quote = quoteStay(
      rules({ seasons, charges: [fund] }),
      stay('2026-12-01', '2026-12-04', 2),
    );
    // 1 % of 100 = 100 → raised to 150; of 900 = 900 → capped at 500.
    expect(quote.nights.map((n) => n.chargeCents[0])).toEqual([150, 500, 150]);
    expect(quote.totalCents).toBe(110_000 + 800);
    expect(quote.taxesCents).toBe(0);
    expect(quote.totalBeforeTaxesCents).toBe(110_800);
  });

  it('adds a per-night fee every night and a cleaning fee once', () => {
    const quote = quoteStay(
      rules({
        charges: [
          charge({
            id: 'city',
            name: 'City fee',
            kind: 'fee',
            basis: 'per_night',
            percent: null,
            amountCents: 200,
          }),
          charge({
            id: 'clean',
            name: 'Cleaning',
            kind: 'fee',
            basis: 'per_stay',
            percent: null,
            amountCents: 3_500,
          }),
        ],
      }),
      stay('2026-12-01', '2026-12-04'),
    );
    expect(quote.charges.map((c) => c.totalCents)).toEqual([600, 3_500]);
    expect(quote.nights[0]?.totalCents).toBe(10_000 + 200 + 3_500);
    expect(quote.totalCents).toBe(34_100);
  });

  it('rounds each night half up and adds the rounded nights to the cent', () => {
    const seasons = [
      season({ startDate: '2026-12-01', endDate: '2026-12-31', nightlyCents: 9_999 }),
    ];
    const quote = quoteStay(
      rules({ seasons, charges: [charge({ percent: 12.5 })] }),
      stay('2026-12-01', '2026-12-04'),
    );
    // 9,999 × 12.5 % = 1,249.875 → 1,250 each night.
    expect(quote.charges[0]?.totalCents).toBe(3_750);
    expect(quote.totalCents).toBe(3 * 9_999 + 3_750);
  });

  it('breaks the quote into lines that add up to the total, fees before taxes', () => {
    const pricing = {
      roomTypeId: 'One Bedroom',
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 0,
      baseOccupancy: 2,
      extraGuestCents: 1_000,
      baseRateCents: null,
    };
    const quote = quoteStay(
      rules({
        seasons: [season()],
        roomTypePricing: [pricing],
        charges: [
          charge(),
          charge({ id: 'svc', name: 'Service', kind: 'fee', percent: 12 }),
          charge({ id: 'inc', name: 'City tax', percent: 1, included: true }),
        ],
      }),
      stay('2026-12-15', '2026-12-23', 3),
    );
    const breakdown = quoteBreakdown(quote);
    expect(breakdown.lines.map((line) => line.type)).toEqual([
      'nights',
      'nights',
      'discount',
      'extraGuests',
      'charge',
      'charge',
    ]);
    const names = breakdown.lines.flatMap((line) =>
      line.type === 'charge' ? [line.charge.name] : [],
    );
    expect(names).toEqual(['Service', 'VAT']);
    expect(breakdown.included.map((c) => c.name)).toEqual(['City tax']);
    expect(breakdown.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.totalCents);
  });
});
