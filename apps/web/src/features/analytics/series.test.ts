import { periodRange } from '@zamalek/domain/analytics';
import { addDaysIso, daysBetween } from '@zamalek/domain/dates';
import { describe, expect, it } from 'vitest';
import { chartGranularity, chartSeries, type DailyPoint, seriesSummary } from './series';

/** A daily series from `from`, one point per value pair [booked units, revenue cents], 4 units. */
function series(from: string, values: readonly (readonly [number, number])[]): DailyPoint[] {
  return values.map(([bookedUnits, revenueCents], i) => ({
    date: addDaysIso(from, i),
    bookedUnits,
    revenueCents,
    occupancyRate: (bookedUnits / 4) * 100,
  }));
}

function days(from: string, count: number, point: (i: number) => readonly [number, number]) {
  return series(
    from,
    Array.from({ length: count }, (_, i) => point(i)),
  );
}

describe('chartGranularity', () => {
  it('shows days up to about two months, weeks up to a year, then months', () => {
    expect(chartGranularity(7)).toBe('day');
    expect(chartGranularity(30)).toBe('day');
    expect(chartGranularity(62)).toBe('day');
    expect(chartGranularity(63)).toBe('week');
    expect(chartGranularity(90)).toBe('week');
    expect(chartGranularity(366)).toBe('week');
    expect(chartGranularity(372)).toBe('month');
  });
});

describe('chartSeries', () => {
  it('is empty for an empty series', () => {
    expect(chartSeries([])).toEqual({ granularity: 'day', points: [] });
  });

  it('keeps a month (May: 31 days) as one point per day', () => {
    const range = periodRange('month', '2025-05-30');
    const daily = days(range.from, daysBetween(range.from, range.to), (i) => [i % 5, 1000 * i]);
    const { granularity, points } = chartSeries(daily);
    expect(granularity).toBe('day');
    expect(points).toHaveLength(31);
    expect(points[0]).toMatchObject({
      start: '2025-05-01',
      end: '2025-05-01',
      days: 1,
      label: 'May 01',
      title: 'May 01, 2025',
      occupancyRate: 0,
      revenueCents: 0,
    });
    expect(points[29]).toMatchObject({
      start: '2025-05-30',
      occupancyRate: 100,
      revenueCents: 29_000,
    });
  });

  it('sums a quarter (90 days) into 7-day blocks from its first day, the last one shorter', () => {
    const range = periodRange('quarter', '2025-03-31');
    expect(range).toEqual({ from: '2025-01-01', to: '2025-04-01' });
    // Day i: (i % 4) of 4 units booked, revenue i + 1 cents.
    const daily = days(range.from, 90, (i) => [i % 4, i + 1]);
    const { granularity, points } = chartSeries(daily);
    expect(granularity).toBe('week');
    expect(points).toHaveLength(13);
    expect(points.map((point) => point.days)).toEqual([...Array(12).fill(7), 6]);

    // Week 1: Jan 01 – Jan 07 (days 0–6); booked 0,1,2,3,0,1,2 = 9 of 28 room-nights.
    expect(points[0]).toMatchObject({
      start: '2025-01-01',
      end: '2025-01-07',
      label: 'Jan 01',
      title: 'Jan 01 – Jan 07, 2025',
      revenueCents: 1 + 2 + 3 + 4 + 5 + 6 + 7,
    });
    expect(points[0]?.occupancyRate).toBeCloseTo((9 / 28) * 100, 10);

    // The last block: days 84–89, Mar 26 – Mar 31.
    const last = points[12];
    expect(last).toMatchObject({ start: '2025-03-26', end: '2025-03-31', days: 6 });
    expect(last?.revenueCents).toBe(85 + 86 + 87 + 88 + 89 + 90);
    // 84 % 4 = 0 → booked 0,1,2,3,0,1 = 7 of 24 room-nights.
    expect(last?.occupancyRate).toBeCloseTo((7 / 24) * 100, 10);

    // Nothing is lost: revenue and booked room-nights add up to the daily series'.
    const revenue = points.reduce((sum, point) => sum + point.revenueCents, 0);
    expect(revenue).toBe(daily.reduce((sum, day) => sum + day.revenueCents, 0));
    const roomNights = points.reduce(
      (sum, point) => sum + (point.occupancyRate / 100) * 4 * point.days,
      0,
    );
    expect(roomNights).toBeCloseTo(
      daily.reduce((sum, day) => sum + day.bookedUnits, 0),
      8,
    );
  });

  it('labels a week across New Year with both years', () => {
    const daily = days('2024-12-01', 70, () => [1, 100]);
    const { points } = chartSeries(daily);
    expect(points[4]).toMatchObject({
      start: '2024-12-29',
      end: '2025-01-04',
      title: 'Dec 29, 2024 – Jan 04, 2025',
    });
  });

  it('sums a long custom range per calendar month, partial months named with their days', () => {
    const daily = days('2024-01-15', 400, () => [2, 10]);
    const { granularity, points } = chartSeries(daily);
    expect(granularity).toBe('month');
    expect(points[0]).toMatchObject({
      start: '2024-01-15',
      end: '2024-01-31',
      days: 17,
      label: 'Jan 2024',
      title: 'January 2024 (Jan 15 – Jan 31)',
      revenueCents: 170,
      occupancyRate: 50,
    });
    // A leap-year February is one whole month.
    expect(points[1]).toMatchObject({
      start: '2024-02-01',
      end: '2024-02-29',
      days: 29,
      title: 'February 2024',
    });
    expect(points.reduce((sum, point) => sum + point.days, 0)).toBe(400);
  });
});

describe('seriesSummary', () => {
  it('names the busiest and best-earning points', () => {
    const { granularity, points } = chartSeries(
      series('2025-05-01', [
        [1, 5000],
        [3, 120_000],
        [2, 200_050],
      ]),
    );
    expect(seriesSummary(points, granularity)).toBe(
      'Occupancy and revenue per day, 3 days. Highest occupancy 75.0% (May 02, 2025). ' +
        'Highest revenue $2,000.50 (May 03, 2025).',
    );
    expect(seriesSummary([], 'day')).toBe('No data for this period.');
  });
});
