import { ANALYTICS_CSV_REPORTS, analyticsCsvFileName } from '@zamalek/domain/analytics-csv';
import { analyticsNationalitySchema, analyticsRangeSchema } from '@zamalek/domain/analytics-range';
import { isSourceFilter } from '@zamalek/domain/analytics-sources';
import { can } from '@zamalek/domain/roles';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyticsCsvRecords } from '../analytics/csv-report';
import type { AppServices } from '../services';
import { csvDocument, sendCsv } from './csv';
import { requestActor, sendRefusal } from './request-user';

const exportQuery = analyticsRangeSchema.and(
  z.object({
    source: z.string().max(200).refine(isSourceFilter).optional(),
    nationality: analyticsNationalitySchema,
  }),
);

/**
 * Each /analytics report's Export CSV (`/api/analytics/<report>.csv?from&to`, half-open like
 * the procedures): the figures the page shows for the same period and filters, written by
 * csv-stringify like the guests export, under a name that says the report and its days.
 */
export function registerAnalyticsCsvRoutes(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  for (const report of ANALYTICS_CSV_REPORTS) {
    app.get(`/api/analytics/${report}.csv`, async (req, reply) => {
      const forbidden = 'Analytics are not open to your role.';
      const { actor, refused } = await requestActor(db, req);
      if (!actor) return sendRefusal(reply, refused, forbidden);
      if (!can(actor, 'analytics.view')) return reply.code(403).send({ error: forbidden });
      const query = exportQuery.safeParse(req.query);
      if (!query.success)
        return reply.code(400).send({ error: 'Invalid export period or filter.' });
      const { source, nationality, ...range } = query.data;
      const period = { from: range.from, to: range.to };
      const records = await analyticsCsvRecords(
        db,
        report,
        { ...period, propertyId: actor.propertyId },
        {
          source: source !== undefined && isSourceFilter(source) ? source : undefined,
          nationality,
        },
      );
      return sendCsv(reply, analyticsCsvFileName(report, period), csvDocument(records));
    });
  }
}
