import type { Db } from '@zamalek/db/client';
import { landlordPortalSettings, ownerUseRequestsOf } from '@zamalek/db/queries/landlord-portal';
import {
  landlordOwed,
  landlordRooms,
  ledgerCutoff,
  statementsOf,
} from '@zamalek/db/queries/owners';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  type PortalFigure,
  type PortalFigureValue,
  portalFigures,
} from '@zamalek/domain/owners/portal';
import { AppError } from '../../errors';
import type { LandlordScope } from '../../trpc/landlord-procedure';
import { buildStatement } from '../build-statement';

/**
 * The chosen figures of the month so far: what its statement would say if issued now. A landlord
 * without terms yet, or shown no figures, gets none.
 */
async function monthSoFar(
  db: Db,
  { propertyId, landlordId }: LandlordScope,
  today: IsoDate,
  chosen: readonly PortalFigure[],
): Promise<PortalFigureValue[]> {
  if (chosen.length === 0) return [];
  try {
    const draft = await buildStatement(db, {
      propertyId,
      landlordId,
      month: `${today.slice(0, 7)}-01`,
      cutoff: await ledgerCutoff(db, { propertyId }),
      sharePosted: false,
    });
    return portalFigures(chosen, draft, await landlordOwed(db, { propertyId, landlordId }));
  } catch (error) {
    // No terms yet, or the month already issued (a clock set ahead): nothing of it is pending.
    if (
      error instanceof AppError &&
      (error.code === 'NO_AGREEMENT' || error.code === 'STATEMENT_ALREADY_ISSUED')
    ) {
      return [];
    }
    throw error;
  }
}

/** A landlord's own start page: their rooms, chosen figures, statements and requests. */
export async function portalOverview(db: Db, scope: LandlordScope, { today }: { today: IsoDate }) {
  const settings = await landlordPortalSettings(db, scope);
  if (!settings) throw new AppError('NOT_FOUND');
  const [rooms, statements, requests, figures] = await Promise.all([
    landlordRooms(db, scope),
    statementsOf(db, scope),
    ownerUseRequestsOf(db, scope),
    monthSoFar(db, scope, today, settings.figures),
  ]);
  return {
    landlordName: settings.name,
    propertyName: scope.propertyName,
    today,
    figures,
    rooms,
    statements: statements.map((statement) => ({
      id: statement.id,
      number: statement.number,
      month: statement.month,
      shareMinor: statement.shareMinor,
      balanceMinor: statement.balanceMinor,
      currency: statement.currency,
    })),
    requests: requests.map(({ landlordId: _l, landlordName: _n, ...request }) => request),
  };
}
