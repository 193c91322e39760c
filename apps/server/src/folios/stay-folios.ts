import type { Db } from '@zamalek/db/client';
import { folioJournals, stayFolios } from '@zamalek/db/queries/ledger';
import { findReservation } from '@zamalek/db/queries/reservations';
import { folioEntries, folioTotals } from '@zamalek/domain/ledger/folio-view';
import { AppError } from '../errors';

/**
 * A stay's folios as the desk reads them: each with its entries oldest first and its figures (all
 * sums of its lines). A stay with nothing posted has none yet.
 */
export async function readStayFolios(
  db: Db,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
) {
  if (!(await findReservation(db, { propertyId, id: reservationId })))
    throw new AppError('NOT_FOUND');
  const folios = await stayFolios(db, { propertyId, reservationId });
  const journals = await folioJournals(db, {
    propertyId,
    folioIds: folios.map((folio) => folio.id),
  });
  return folios.map((folio) => ({
    id: folio.id,
    kind: folio.kind,
    payer: folio.payer,
    currency: folio.currency,
    closed: folio.closedAt !== null,
    entries: folioEntries(journals, folio.id),
    totals: folioTotals(journals, folio.id),
  }));
}
