import type { Db } from '@zamalek/db/client';
import {
  analyticsSummary,
  countUnits,
  dailySeries,
  revenueBySource,
  revenueByUnit,
} from '@zamalek/db/queries/analytics';
import { adrCents, daysInRange, occupancyRate, revPARCents } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { parseUnitSize } from '@zamalek/domain/suites';

/** The cards, the source table and the chart of one period. */
export async function analyticsOverview(db: Db, range: DateRange) {
  const [summary, unitCount, bySource, daily] = await Promise.all([
    analyticsSummary(db, range),
    countUnits(db),
    revenueBySource(db, range),
    dailySeries(db, range),
  ]);
  const days = daysInRange(range);
  return {
    range,
    days,
    units: unitCount,
    ...summary,
    occupancyRate: occupancyRate(summary.bookedNights, unitCount, days),
    adrCents: adrCents(summary.revenueCents, summary.bookedNights),
    revPARCents: revPARCents(summary.revenueCents, unitCount, days),
    bySource,
    daily: daily.map((point) => ({
      ...point,
      occupancyRate: occupancyRate(point.bookedUnits, unitCount, 1),
    })),
  };
}

/** Revenue by Room: each unit's nights, revenue and occupancy in the period. */
export async function unitRevenue(db: Db, range: DateRange) {
  const days = daysInRange(range);
  const rows = await revenueByUnit(db, range);
  return rows.map((row) => ({
    ...row,
    ...parseUnitSize(row.unitSize),
    occupancyRate: occupancyRate(row.nights, 1, days),
  }));
}
