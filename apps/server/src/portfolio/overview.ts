import type { Db } from '@zamalek/db/client';
import {
  analyticsSummary,
  countUnits,
  unsellableNightsByUnit,
} from '@zamalek/db/queries/analytics';
import { listProperties } from '@zamalek/db/queries/portfolio';
import { daysInRange } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { portfolioTotal, propertyFigures } from '@zamalek/domain/portfolio';

/**
 * The owner's portfolio for a period: each property's rooms, occupancy, ADR, RevPAR and revenue
 * side by side (the Analytics page's definitions, each property's own), and all of them in total.
 */
export async function portfolioOverview(db: Db, range: DateRange) {
  const days = daysInRange(range);
  const properties = await listProperties(db);
  const rows = await Promise.all(
    properties.map(async (property) => {
      const scoped = { propertyId: property.id, ...range };
      const [summary, units, held] = await Promise.all([
        analyticsSummary(db, scoped),
        countUnits(db, scoped),
        unsellableNightsByUnit(db, scoped),
      ]);
      const figures = propertyFigures({
        units,
        days,
        unsellableNights: held.reduce((sum, row) => sum + row.nights, 0),
        bookedNights: summary.bookedNights,
        bookings: summary.bookings,
        revenueCents: summary.revenueCents,
      });
      return {
        id: property.id,
        slug: property.slug,
        name: property.name,
        status: property.status,
        ...figures,
      };
    }),
  );
  return { range, days, properties: rows, total: portfolioTotal(rows) };
}
