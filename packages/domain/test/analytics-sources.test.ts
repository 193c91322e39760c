import {
  type SourceFigures,
  sourceFilterValue,
  sourceReport,
  sumSources,
} from '@zamalek/domain/analytics-sources';
import { describe, expect, it } from 'vitest';

const source = (
  name: string,
  isBookingCom: boolean,
  bookings: number,
  revenueCents: number,
  commissionCents: number,
): SourceFigures => ({
  source: name,
  isBookingCom,
  bookings,
  nights: bookings * 3,
  revenueCents,
  commissionCents,
  netCents: revenueCents - commissionCents,
  averageRate: revenueCents > 0 ? (commissionCents / revenueCents) * 100 : 0,
});

const ROWS = [
  source('Booking.com', true, 6, 300_000, 52_200),
  source('Karim Adel', false, 4, 200_000, 20_000),
  source('Direct Website', false, 3, 100_001, 0),
  source('booking.com (mobile)', true, 1, 10_000, 1_740),
  source('KSS', false, 1, 5_000, 500),
];

describe('sumSources', () => {
  it('adds every figure and works out the effective commission rate', () => {
    expect(sumSources(ROWS)).toEqual({
      bookings: 15,
      nights: 45,
      revenueCents: 615_001,
      commissionCents: 74_440,
      netCents: 540_561,
      effectiveRate: (74_440 / 615_001) * 100,
    });
    expect(sumSources([])).toEqual({
      bookings: 0,
      nights: 0,
      revenueCents: 0,
      commissionCents: 0,
      netCents: 0,
      effectiveRate: 0,
    });
  });
});

describe('sourceReport', () => {
  it('groups direct sources, keeps Booking.com sources in one row and totals both', () => {
    const report = sourceReport(ROWS);
    expect(report.direct?.rows.map((row) => row.source)).toEqual([
      'Karim Adel',
      'Direct Website',
      'KSS',
    ]);
    expect(report.direct?.totals).toMatchObject({ bookings: 8, revenueCents: 305_001 });
    expect(report.bookingCom?.totals).toMatchObject({ bookings: 7, revenueCents: 310_000 });
    const direct = report.direct?.totals.revenueCents ?? 0;
    const bookingCom = report.bookingCom?.totals.revenueCents ?? 0;
    expect(direct + bookingCom).toBe(report.total.revenueCents);
  });

  it('filters to one side or one source', () => {
    const direct = sourceReport(ROWS, 'direct');
    expect(direct.bookingCom).toBeNull();
    expect(direct.total.bookings).toBe(8);

    const bookingCom = sourceReport(ROWS, 'bookingCom');
    expect(bookingCom.direct).toBeNull();
    expect(bookingCom.total.revenueCents).toBe(310_000);

    const kss = sourceReport(ROWS, sourceFilterValue('KSS'));
    expect(kss.direct?.rows.map((row) => row.source)).toEqual(['KSS']);
    expect(kss.bookingCom).toBeNull();
    expect(kss.total).toMatchObject({ bookings: 1, revenueCents: 5_000, effectiveRate: 10 });
  });

  it('has no groups for an empty period', () => {
    expect(sourceReport([])).toMatchObject({ direct: null, bookingCom: null });
  });
});
