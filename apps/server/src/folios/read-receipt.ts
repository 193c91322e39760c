import type { Db } from '@zamalek/db/client';
import { findReceipt } from '@zamalek/db/queries/receipts';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { formatMomentIn } from '@zamalek/domain/dates';
import { receiptNumberText } from '@zamalek/domain/ledger/receipt';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/** A receipt of a property as issued, with its printed number and time (property clock). */
export async function printedReceipt(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
) {
  const receipt = await findReceipt(db, { propertyId, id });
  if (!receipt) throw new AppError('NOT_FOUND', 'Receipt not found.');
  const { timeZone } = await findPropertySettings(db, { propertyId });
  return {
    id: receipt.id,
    reservationId: receipt.reservationId,
    number: receiptNumberText(receipt.document.series, receipt.number),
    issuedAt: formatMomentIn(receipt.issuedAt, timeZone),
    document: receipt.document,
  };
}

/** A receipt of the actor's property. */
export function readReceipt(db: Db, actor: Actor, { id }: { id: string }) {
  return printedReceipt(db, { propertyId: actor.propertyId, id });
}
