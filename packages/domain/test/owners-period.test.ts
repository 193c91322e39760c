import { landlordsPeriod, wholeMonths } from '@zamalek/domain/owners/period';
import { describe, expect, it } from 'vitest';

describe('wholeMonths', () => {
  it('counts only the calendar months wholly inside the half-open range', () => {
    expect(wholeMonths({ from: '2027-03-01', to: '2027-04-01' })).toEqual(['2027-03-01']);
    expect(wholeMonths({ from: '2027-01-01', to: '2027-04-01' })).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    expect(wholeMonths({ from: '2027-03-07', to: '2027-03-14' })).toEqual([]);
    expect(wholeMonths({ from: '2027-01-15', to: '2027-03-31' })).toEqual(['2027-02-01']);
    expect(wholeMonths({ from: '2026-12-01', to: '2027-02-01' })).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });
});

describe('landlordsPeriod', () => {
  const quarter = { from: '2027-01-01', to: '2027-04-01' };
  const revenue = new Map([
    ['2027-01-01', 300_000],
    ['2027-02-01', 250_000],
    ['2027-03-01', 100_000],
  ]);
  const nadia = {
    id: 'a',
    name: 'Nadia',
    statements: [
      { month: '2027-01-01', shareMinor: 100_000 },
      { month: '2027-02-01', shareMinor: 80_000 },
    ],
    expensesMinor: 4_500,
    payoutsMinor: 50_000,
    owedMinor: 125_500,
  };
  const omar = {
    id: 'b',
    name: 'Omar',
    statements: [{ month: '2027-01-01', shareMinor: 60_000 }],
    expensesMinor: 0,
    payoutsMinor: 0,
    owedMinor: -1_000,
  };

  it('sums each landlord’s issued share and says how many months are not issued yet', () => {
    const figures = landlordsPeriod(quarter, [nadia, omar], revenue);
    expect(figures.months).toBe(3);
    expect(figures.landlords).toEqual([
      expect.objectContaining({ id: 'a', shareMinor: 180_000, issuedMonths: 2, pendingMonths: 1 }),
      expect.objectContaining({ id: 'b', shareMinor: 60_000, issuedMonths: 1, pendingMonths: 2 }),
    ]);
    expect(figures.total).toEqual({
      shareMinor: 240_000,
      expensesMinor: 4_500,
      payoutsMinor: 50_000,
      owedMinor: 124_500,
    });
  });

  it('gives the operator’s part only over the months issued for every landlord', () => {
    // January alone is issued for both: its revenue less both shares of January.
    expect(landlordsPeriod(quarter, [nadia, omar], revenue).operator).toEqual({
      issuedMonths: 1,
      revenueMinor: 300_000,
      landlordsShareMinor: 160_000,
      partMinor: 140_000,
    });
    expect(landlordsPeriod(quarter, [nadia], revenue).operator).toEqual({
      issuedMonths: 2,
      revenueMinor: 550_000,
      landlordsShareMinor: 180_000,
      partMinor: 370_000,
    });
  });

  it('shows no share for a period holding no whole month, and no operator’s part without landlords', () => {
    const week = landlordsPeriod({ from: '2027-01-03', to: '2027-01-10' }, [nadia], revenue);
    expect(week.months).toBe(0);
    expect(week.landlords[0]).toMatchObject({ shareMinor: 0, issuedMonths: 0, pendingMonths: 0 });
    expect(week.operator.issuedMonths).toBe(0);
    expect(landlordsPeriod(quarter, [], revenue).operator).toEqual({
      issuedMonths: 0,
      revenueMinor: 0,
      landlordsShareMinor: 0,
      partMinor: 0,
    });
  });
});
