import type { Db } from '@zamalek/db/client';
import {
  type AnalyticsCsvReport,
  type CsvRecords,
  dailyCsv,
  guestsCsv,
  roomsCsv,
  sourcesCsv,
  summaryCsv,
} from '@zamalek/domain/analytics-csv';
import type { SourceFilter } from '@zamalek/domain/analytics-sources';
import type { DateRange } from '@zamalek/domain/date-range';
import { landlordsAnalytics } from './landlords';
import { analyticsOverview, guestRevenue, unitRevenue } from './reports';

/** What a report's export may narrow, as on screen: the filters. */
export interface AnalyticsCsvOptions {
  source?: SourceFilter | undefined;
  nationality?: string | undefined;
}

/** The records of one /analytics report's CSV: the reads the page makes, written as cells. */
export async function analyticsCsvRecords(
  db: Db,
  report: AnalyticsCsvReport,
  range: DateRange & { propertyId: string },
  options: AnalyticsCsvOptions = {},
): Promise<CsvRecords> {
  switch (report) {
    case 'summary':
      return summaryCsv(await analyticsOverview(db, range), await landlordsAnalytics(db, range));
    case 'daily':
      return dailyCsv((await analyticsOverview(db, range)).daily);
    case 'sources':
      return sourcesCsv((await analyticsOverview(db, range)).bySource, options.source ?? 'all');
    case 'rooms': {
      const { rows, total } = await unitRevenue(db, range);
      return roomsCsv(rows, total);
    }
    case 'guests':
      return guestsCsv(
        (await guestRevenue(db, { ...range, nationality: options.nationality })).rows,
      );
  }
}
