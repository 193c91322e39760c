import type { Db } from '@zamalek/db/client';
import { landlordsLedgerFigures, roomRevenueByMonth } from '@zamalek/db/queries/owners-analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import { type LandlordsPeriod, landlordsPeriod } from '@zamalek/domain/owners/period';

/** The Landlords card of /analytics and its CSV rows: the period as their statements have it. */
export async function landlordsAnalytics(
  db: Db,
  params: DateRange & { propertyId: string },
): Promise<LandlordsPeriod> {
  const range = { from: params.from, to: params.to };
  return landlordsPeriod(
    range,
    await landlordsLedgerFigures(db, params),
    await roomRevenueByMonth(db, params),
  );
}
