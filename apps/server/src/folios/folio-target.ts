import type { Db } from '@zamalek/db/client';
import { type FolioRow, findFolio, guestFolio } from '@zamalek/db/queries/ledger';
import { findReservation } from '@zamalek/db/queries/reservations';
import { AppError } from '../errors';

/**
 * The folio a posting goes to: the one named (which must be the stay's), else the stay's guest
 * folio, opened on first use. Another property's stay or folio is not found.
 */
export async function folioTarget(
  db: Db,
  propertyId: string,
  { reservationId, folioId }: { reservationId: string; folioId?: string | null },
): Promise<FolioRow> {
  if (!(await findReservation(db, { propertyId, id: reservationId })))
    throw new AppError('NOT_FOUND');
  if (!folioId) return guestFolio(db, { propertyId, reservationId });
  const folio = await findFolio(db, { propertyId, id: folioId });
  if (!folio || folio.reservationId !== reservationId) throw new AppError('FOLIO_GONE');
  return folio;
}
