import type { Db } from '@zamalek/db/client';
import {
  countUnits,
  dailySeries,
  type PropertyRange,
  revenueByGuest,
  revenueByUnit,
  stayNationalities,
  summaryAndSources,
  unsellableNightsByUnit,
  unsellableUnitsByDay,
} from '@zamalek/db/queries/analytics';
import {
  adrCents,
  availableRoomNights,
  daysInRange,
  occupancyRate,
  revPARCents,
} from '@zamalek/domain/analytics';
import { parseUnitSize } from '@zamalek/domain/suites';

/**
 * The cards, the source table and the chart of one period. Nights held for maintenance or owner
 * use leave the available room-nights of the occupancy and RevPAR (per night on the chart).
 */
export async function analyticsOverview(db: Db, range: PropertyRange) {
  const [{ summary, bySource }, unitCount, daily, heldByUnit, heldByDay] = await Promise.all([
    summaryAndSources(db, range),
    countUnits(db, range),
    dailySeries(db, range),
    unsellableNightsByUnit(db, range),
    unsellableUnitsByDay(db, range),
  ]);
  const days = daysInRange(range);
  const unsellableNights = heldByUnit.reduce((sum, row) => sum + row.nights, 0);
  const heldOn = new Map(heldByDay.map((row) => [row.date, row.units]));
  return {
    range: { from: range.from, to: range.to },
    days,
    units: unitCount,
    unsellableNights,
    availableRoomNights: availableRoomNights(unitCount, days, unsellableNights),
    ...summary,
    occupancyRate: occupancyRate(summary.bookedNights, unitCount, days, unsellableNights),
    adrCents: adrCents(summary.revenueCents, summary.bookedNights),
    revPARCents: revPARCents(summary.revenueCents, unitCount, days, unsellableNights),
    bySource,
    daily: daily.map((point) => ({
      ...point,
      occupancyRate: occupancyRate(point.bookedUnits, unitCount, 1, heldOn.get(point.date) ?? 0),
    })),
  };
}

/**
 * Revenue by Room: each unit's nights sold, bookings, revenue and occupancy in the period (of its
 * nights on sale: those held for maintenance or owner use are left out), and the total over all
 * units, whose occupancy is the period's (the Occupancy Rate card's).
 */
export async function unitRevenue(db: Db, range: PropertyRange) {
  const days = daysInRange(range);
  const [rows, held] = await Promise.all([
    revenueByUnit(db, range),
    unsellableNightsByUnit(db, range),
  ]);
  const heldNights = new Map(held.map((row) => [row.unitId, row.nights]));
  const total = { nights: 0, bookings: 0, revenueCents: 0 };
  for (const row of rows) {
    total.nights += row.nights;
    total.bookings += row.bookings;
    total.revenueCents += row.revenueCents;
  }
  const unsellableNights = held.reduce((sum, row) => sum + row.nights, 0);
  return {
    rows: rows.map((row) => ({
      ...row,
      ...parseUnitSize(row.unitSize),
      occupancyRate: occupancyRate(row.nights, 1, days, heldNights.get(row.unitId) ?? 0),
    })),
    total: {
      ...total,
      occupancyRate: occupancyRate(total.nights, rows.length, days, unsellableNights),
    },
  };
}

/**
 * Revenue by Guests: each stay's nights and revenue in the period (of one nationality when
 * asked), highest first, and the nationalities of all the period's stays for the filter.
 */
export async function guestRevenue(
  db: Db,
  { nationality, ...range }: PropertyRange & { nationality?: string | undefined },
) {
  const period = { propertyId: range.propertyId, from: range.from, to: range.to };
  const [rows, nationalities] = await Promise.all([
    revenueByGuest(db, { ...period, nationality: nationality || undefined }),
    stayNationalities(db, period),
  ]);
  return { rows, nationalities };
}
