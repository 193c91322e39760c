import {
  ANALYTICS_PERIODS,
  adrCents,
  customRange,
  daysInRange,
  isDirectSource,
  netOrTotal,
  nightsBeforeRange,
  nightsInRange,
  occupancyBand,
  occupancyRate,
  periodRange,
  proRataRevenueCents,
  revenueInRangeCents,
  revPARCents,
  sharePercent,
} from '@zamalek/domain/analytics';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { monthRange, weekRange } from '@zamalek/domain/guests';
import { describe, expect, it } from 'vitest';

describe('periodRange: calendar periods', () => {
  const today = '2025-05-14'; // a Wednesday

  it('makes the month the calendar month holding the day, 1st to last day', () => {
    expect(periodRange('month', today)).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(daysInRange(periodRange('month', today))).toBe(31);
    expect(periodRange('month', '2025-05-01')).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(periodRange('month', '2025-05-31')).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(daysInRange(periodRange('month', '2025-04-30'))).toBe(30);
  });

  it('ends December on 31 December and steps over the year end both ways', () => {
    expect(periodRange('month', '2025-12-31')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(periodRange('month', '2025-12-31', 1)).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(periodRange('month', '2026-01-01', -1)).toEqual({
      from: '2025-12-01',
      to: '2026-01-01',
    });
    expect(periodRange('quarter', '2025-12-31')).toEqual({ from: '2025-10-01', to: '2026-01-01' });
    expect(periodRange('quarter', '2026-01-01', -1)).toEqual({
      from: '2025-10-01',
      to: '2026-01-01',
    });
    expect(periodRange('year', '2025-12-31')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(periodRange('week', '2025-12-31')).toEqual({ from: '2025-12-28', to: '2026-01-04' });
  });

  it('gives February 28 days, or 29 in a leap year', () => {
    expect(periodRange('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(daysInRange(periodRange('month', '2026-02-28'))).toBe(28);
    expect(periodRange('month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(daysInRange(periodRange('month', '2028-02-29'))).toBe(29);
    expect(periodRange('month', '2028-03-01', -1)).toEqual({
      from: '2028-02-01',
      to: '2028-03-01',
    });
    // Stepping from the 31st never skips a month.
    expect(periodRange('month', '2028-01-31', 1)).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(daysInRange(periodRange('quarter', '2028-02-29'))).toBe(31 + 29 + 31);
    expect(daysInRange(periodRange('year', '2028-02-29'))).toBe(366);
    expect(daysInRange(periodRange('year', '2027-06-01'))).toBe(365);
  });

  it('makes the week Sunday to Saturday, as the Guests page', () => {
    expect(periodRange('week', today)).toEqual({ from: '2025-05-11', to: '2025-05-18' });
    expect(periodRange('week', '2025-05-11')).toEqual({ from: '2025-05-11', to: '2025-05-18' });
    expect(periodRange('week', '2025-05-17')).toEqual({ from: '2025-05-11', to: '2025-05-18' });
    expect(periodRange('week', '2028-03-02', -1)).toEqual({ from: '2028-02-20', to: '2028-02-27' });
    for (let day = 0; day < 400; day += 13) {
      const date = addDaysIso('2027-11-20', day);
      expect(periodRange('week', date)).toEqual(weekRange(date));
      expect(periodRange('month', date)).toEqual(monthRange(date));
    }
  });

  it('makes quarters January–March, April–June, July–September, October–December', () => {
    expect(periodRange('quarter', today)).toEqual({ from: '2025-04-01', to: '2025-07-01' });
    expect(periodRange('quarter', '2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-04-01' });
    expect(periodRange('quarter', '2025-07-01')).toEqual({ from: '2025-07-01', to: '2025-10-01' });
    expect(periodRange('quarter', today, 3)).toEqual({ from: '2026-01-01', to: '2026-04-01' });
  });

  it('makes the year 1 January to 31 December and steps whole periods', () => {
    expect(periodRange('year', today)).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(periodRange('year', today, -2)).toEqual({ from: '2023-01-01', to: '2024-01-01' });
    expect(periodRange('week', today, 2)).toEqual({ from: '2025-05-25', to: '2025-06-01' });
    expect(periodRange('month', today, -17)).toEqual({ from: '2023-12-01', to: '2024-01-01' });
  });

  it('lists the four periods', () => {
    expect(ANALYTICS_PERIODS).toEqual(['week', 'month', 'quarter', 'year']);
  });

  it('takes the property’s today at Cairo midnight, not UTC’s', () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Cairo (UTC+2 before daylight saving).
    const winter = todayIn('Africa/Cairo', new Date('2025-03-31T22:30:00Z'));
    expect(winter).toBe('2025-04-01');
    expect(periodRange('month', winter)).toEqual({ from: '2025-04-01', to: '2025-05-01' });
    expect(periodRange('quarter', winter)).toEqual({ from: '2025-04-01', to: '2025-07-01' });
    // 21:30 UTC on 30 June is 00:30 on 1 July in Cairo (UTC+3 in summer).
    const summer = todayIn('Africa/Cairo', new Date('2025-06-30T21:30:00Z'));
    expect(summer).toBe('2025-07-01');
    expect(periodRange('month', summer)).toEqual({ from: '2025-07-01', to: '2025-08-01' });
    // New Year in Cairo while it is still 31 December in UTC.
    const newYear = todayIn('Africa/Cairo', new Date('2025-12-31T22:15:00Z'));
    expect(newYear).toBe('2026-01-01');
    expect(periodRange('month', newYear)).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(periodRange('year', newYear)).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    // A minute before Cairo's midnight it is still the old month there.
    const lastMinute = todayIn('Africa/Cairo', new Date('2026-02-28T21:59:00Z'));
    expect(periodRange('month', lastMinute)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});

describe('customRange and daysInRange', () => {
  it('includes both picked days', () => {
    const range = customRange('2025-05-01', '2025-05-31');
    expect(range).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(daysInRange(range)).toBe(31);
  });

  it('is one day when both ends are the same day', () => {
    expect(daysInRange(customRange('2025-05-10', '2025-05-10'))).toBe(1);
  });

  it('swaps days picked in reverse order', () => {
    expect(customRange('2025-05-31', '2025-05-01')).toEqual({
      from: '2025-05-01',
      to: '2025-06-01',
    });
  });

  it('counts 29 days in February 2028 and 28 in February 2027', () => {
    expect(daysInRange(customRange('2028-02-01', '2028-02-29'))).toBe(29);
    expect(daysInRange(monthRange('2028-02-15'))).toBe(29);
    expect(daysInRange(monthRange('2027-02-15'))).toBe(28);
  });

  it('is 0 for an empty or reversed half-open range', () => {
    expect(daysInRange({ from: '2025-05-10', to: '2025-05-10' })).toBe(0);
    expect(daysInRange({ from: '2025-05-10', to: '2025-05-01' })).toBe(0);
  });
});

describe('nightsInRange', () => {
  const may = { from: '2025-05-01', to: '2025-06-01' };

  it('counts a stay fully inside', () => {
    expect(nightsInRange({ checkIn: '2025-05-10', checkOut: '2025-05-14' }, may)).toBe(4);
  });

  it('counts only the inside part of a stay straddling the start', () => {
    expect(nightsInRange({ checkIn: '2025-04-28', checkOut: '2025-05-03' }, may)).toBe(2);
  });

  it('counts only the inside part of a stay straddling the end', () => {
    // Nights of 30 and 31 May count; the check-out day 2 June is not a night.
    expect(nightsInRange({ checkIn: '2025-05-30', checkOut: '2025-06-02' }, may)).toBe(2);
  });

  it('counts the whole range for a stay straddling both ends', () => {
    expect(nightsInRange({ checkIn: '2025-04-20', checkOut: '2025-06-10' }, may)).toBe(31);
  });

  it('is 0 for stays outside, touching only by the check-out day', () => {
    expect(nightsInRange({ checkIn: '2025-04-25', checkOut: '2025-05-01' }, may)).toBe(0);
    expect(nightsInRange({ checkIn: '2025-06-01', checkOut: '2025-06-05' }, may)).toBe(0);
    expect(nightsInRange({ checkIn: '2025-03-01', checkOut: '2025-03-05' }, may)).toBe(0);
  });

  it('counts the last night of the range', () => {
    expect(nightsInRange({ checkIn: '2025-05-31', checkOut: '2025-06-01' }, may)).toBe(1);
  });

  it('is 0 for an empty range or a zero-night stay', () => {
    const empty = { from: '2025-05-10', to: '2025-05-10' };
    expect(nightsInRange({ checkIn: '2025-05-01', checkOut: '2025-05-20' }, empty)).toBe(0);
    expect(nightsInRange({ checkIn: '2025-05-10', checkOut: '2025-05-10' }, may)).toBe(0);
  });

  it('includes the leap day', () => {
    const feb = monthRange('2028-02-01');
    expect(nightsInRange({ checkIn: '2028-02-28', checkOut: '2028-03-02' }, feb)).toBe(2);
  });
});

describe('nightsBeforeRange', () => {
  it('counts the nights of a stay before the range starts', () => {
    const range = { from: '2025-05-01' };
    expect(nightsBeforeRange({ checkIn: '2025-04-28', checkOut: '2025-05-03' }, range)).toBe(3);
    expect(nightsBeforeRange({ checkIn: '2025-05-02', checkOut: '2025-05-03' }, range)).toBe(0);
    expect(nightsBeforeRange({ checkIn: '2025-04-01', checkOut: '2025-04-05' }, range)).toBe(4);
  });
});

describe('proRataRevenueCents', () => {
  it('counts the whole total for a stay fully inside', () => {
    expect(proRataRevenueCents(48_200, 4, 4)).toBe(48_200);
  });

  it('shares the total by nights', () => {
    expect(proRataRevenueCents(40_000, 4, 1)).toBe(10_000);
    expect(proRataRevenueCents(10_000, 3, 1)).toBe(3_333);
    expect(proRataRevenueCents(10_000, 3, 2)).toBe(6_667);
  });

  it('is 0 for no nights inside or a stay without nights', () => {
    expect(proRataRevenueCents(10_000, 3, 0)).toBe(0);
    expect(proRataRevenueCents(10_000, 0, 0)).toBe(0);
    expect(proRataRevenueCents(10_000, 0, 3)).toBe(0);
    expect(proRataRevenueCents(0, 3, 3)).toBe(0);
  });

  it('clamps the nights to the stay', () => {
    expect(proRataRevenueCents(10_000, 3, 5)).toBe(10_000);
    expect(proRataRevenueCents(10_000, 3, -1)).toBe(0);
    expect(proRataRevenueCents(10_000, 3, 3, 2)).toBe(10_000 - 6_667);
  });

  it('makes the parts of a split stay add up exactly (cumulative rounding)', () => {
    // $1.01 over 2 nights: plain rounding would give 51 + 51.
    expect(proRataRevenueCents(101, 2, 1, 0) + proRataRevenueCents(101, 2, 1, 1)).toBe(101);
    for (const total of [1, 7, 100, 101, 9_999, 48_201, 123_457]) {
      for (const nights of [1, 2, 3, 7, 11, 30]) {
        for (let split = 0; split <= nights; split++) {
          const first = proRataRevenueCents(total, nights, split, 0);
          const second = proRataRevenueCents(total, nights, nights - split, split);
          expect(first + second, `${total}/${nights}/${split}`).toBe(total);
        }
        let sum = 0;
        for (let night = 0; night < nights; night++) {
          sum += proRataRevenueCents(total, nights, 1, night);
        }
        expect(sum).toBe(total);
      }
    }
  });
});

describe('revenueInRangeCents', () => {
  it('splits a stay across a month boundary into two months that add up', () => {
    // 29 April to 3 May: 2 nights in April, 2 in May, $333.33 in all.
    const stay = { checkIn: '2025-04-29', checkOut: '2025-05-03', totalCents: 33_333 };
    const april = revenueInRangeCents(stay, monthRange('2025-04-15'));
    const may = revenueInRangeCents(stay, monthRange('2025-05-15'));
    expect(april).toBe(16_667);
    expect(may).toBe(16_666);
    expect(april + may).toBe(33_333);
  });

  it('splits a 3-night stay across the leap day month end exactly', () => {
    const stay = { checkIn: '2028-02-28', checkOut: '2028-03-02', totalCents: 10_000 };
    const feb = revenueInRangeCents(stay, monthRange('2028-02-01'));
    const mar = revenueInRangeCents(stay, monthRange('2028-03-01'));
    expect(feb).toBe(6_667);
    expect(mar).toBe(3_333);
    expect(feb + mar).toBe(10_000);
  });

  it('splits a stay over three months exactly', () => {
    const stay = { checkIn: '2025-01-30', checkOut: '2025-03-02', totalCents: 100_001 };
    const parts = ['2025-01-01', '2025-02-01', '2025-03-01'].map((day) =>
      revenueInRangeCents(stay, monthRange(day)),
    );
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100_001);
  });

  it('counts a stay straddling both ends of a week by its inside nights', () => {
    const stay = { checkIn: '2025-05-01', checkOut: '2025-05-21', totalCents: 200_000 };
    const week = periodRange('week', '2025-05-14');
    expect(nightsInRange(stay, week)).toBe(7);
    expect(revenueInRangeCents(stay, week)).toBe(70_000);
  });

  it('is 0 outside the range and in an empty range', () => {
    const stay = { checkIn: '2025-05-01', checkOut: '2025-05-05', totalCents: 40_000 };
    expect(revenueInRangeCents(stay, monthRange('2025-06-01'))).toBe(0);
    expect(revenueInRangeCents(stay, { from: '2025-05-02', to: '2025-05-02' })).toBe(0);
  });
});

describe('occupancy, ADR and RevPAR', () => {
  it('computes occupancy as a percentage of available room-nights', () => {
    expect(occupancyRate(35, 5, 7)).toBe(100);
    expect(occupancyRate(14, 10, 7)).toBe(20);
    expect(occupancyRate(1, 3, 1)).toBeCloseTo(33.333, 3);
    expect(occupancyRate(0, 5, 7)).toBe(0);
  });

  it('gives 0 occupancy with no units or no days', () => {
    expect(occupancyRate(10, 0, 7)).toBe(0);
    expect(occupancyRate(10, 5, 0)).toBe(0);
    expect(occupancyRate(0, 0, 0)).toBe(0);
  });

  it('computes ADR as revenue per booked night, rounded to cents', () => {
    expect(adrCents(48_200, 4)).toBe(12_050);
    expect(adrCents(10_000, 3)).toBe(3_333);
    expect(adrCents(20_000, 3)).toBe(6_667);
    expect(adrCents(10_000, 0)).toBe(0);
    expect(adrCents(0, 0)).toBe(0);
  });

  it('computes RevPAR as revenue per available room-night', () => {
    expect(revPARCents(70_000, 10, 7)).toBe(1_000);
    expect(revPARCents(10_000, 3, 1)).toBe(3_333);
    expect(revPARCents(10_000, 0, 7)).toBe(0);
    expect(revPARCents(10_000, 5, 0)).toBe(0);
  });

  it('keeps RevPAR = ADR × occupancy', () => {
    const revenue = 84_000;
    const booked = 21;
    const units = 5;
    const days = 7;
    expect(revPARCents(revenue, units, days)).toBe(
      Math.round((adrCents(revenue, booked) * occupancyRate(booked, units, days)) / 100),
    );
  });

  it('bands occupancy at 70 and 40', () => {
    expect(occupancyBand(100)).toBe('high');
    expect(occupancyBand(70)).toBe('high');
    expect(occupancyBand(69.99)).toBe('medium');
    expect(occupancyBand(40)).toBe('medium');
    expect(occupancyBand(39.99)).toBe('low');
    expect(occupancyBand(0)).toBe('low');
  });
});

describe('netOrTotal', () => {
  it('prefers net, then total, then 0', () => {
    expect(netOrTotal(9_000, 10_000)).toBe(9_000);
    expect(netOrTotal(0, 10_000)).toBe(0);
    expect(netOrTotal(null, 10_000)).toBe(10_000);
    expect(netOrTotal(undefined, 10_000)).toBe(10_000);
    expect(netOrTotal(null, null)).toBe(0);
  });
});

describe('isDirectSource and sharePercent', () => {
  it('treats everything but Booking.com as direct', () => {
    expect(isDirectSource('KSS')).toBe(true);
    expect(isDirectSource('Direct Website')).toBe(true);
    expect(isDirectSource('Others - Walk-in')).toBe(true);
    expect(isDirectSource('Karim Adel')).toBe(true);
    expect(isDirectSource(null)).toBe(true);
    expect(isDirectSource('')).toBe(true);
    expect(isDirectSource('Booking.com')).toBe(false);
    expect(isDirectSource('BOOKING')).toBe(false);
  });

  it('gives a share in percent, 0 of nothing', () => {
    expect(sharePercent(1, 4)).toBe(25);
    expect(sharePercent(0, 4)).toBe(0);
    expect(sharePercent(3, 0)).toBe(0);
  });
});
