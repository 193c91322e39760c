import type { Db } from '@zamalek/db/client';
import { listFolioExtras } from '@zamalek/db/queries/folio-extras';
import { type FolioRow, folioJournals } from '@zamalek/db/queries/ledger';
import { linesOfFolioJournals } from '@zamalek/db/queries/receipts';
import { findReservation } from '@zamalek/db/queries/reservations';
import { findPropertySettings } from '@zamalek/db/queries/settings';
import { folioTotals } from '@zamalek/domain/ledger/folio-view';
import { type ReceiptLanguage, receiptCharges } from '@zamalek/domain/ledger/receipt';
import { locationAddress } from '@zamalek/domain/locations';
import { AppError } from '../errors';

/**
 * What every numbered document of a folio says besides its own figures, as the folio stands now:
 * the issuer (the property, its name in the document's language, its tax number), whom it is to,
 * the stay, and the stay's charges (room, each tax and fee, extras) with the folio's totals. In
 * the guest's language unless another is asked.
 */
export async function documentBasis(
  tx: Db,
  {
    propertyId,
    folio,
    language,
  }: { propertyId: string; folio: FolioRow; language?: ReceiptLanguage | undefined },
) {
  const stay = await findReservation(tx, { propertyId, id: folio.reservationId });
  if (!stay) throw new AppError('NOT_FOUND');
  const settings = await findPropertySettings(tx, { propertyId });
  const lang: ReceiptLanguage = language ?? (stay.guestLanguage === 'ar' ? 'ar' : 'en');
  const totals = folioTotals(
    await folioJournals(tx, { propertyId, folioIds: [folio.id] }),
    folio.id,
  );
  const charges = receiptCharges(
    await linesOfFolioJournals(tx, { propertyId, folioId: folio.id }),
    lang,
    await listFolioExtras(tx, { propertyId }),
  );
  return {
    reservationId: stay.id,
    basis: {
      language: lang,
      issuer: {
        name: (lang === 'ar' && settings.propertyNameAr) || settings.propertyName,
        address: locationAddress(settings, lang),
        taxNumber: settings.taxNumber,
        phone: settings.phone,
      },
      receiver: { name: folio.kind === 'company' ? folio.payer : (stay.guestNames[0] ?? '') },
      stay: {
        reference: stay.bookingReference,
        checkIn: stay.checkInDate,
        checkOut: stay.checkOutDate,
        room: stay.unitName,
      },
      currency: folio.currency,
      charges,
      chargesMinor: totals.chargesMinor,
      taxesMinor: charges
        .filter((charge) => charge.kind === 'tax')
        .reduce((sum, charge) => sum + charge.amountMinor, 0),
      paidMinor: totals.paidMinor,
      balanceMinor: totals.balanceMinor,
    },
  };
}
