import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import { findReservation } from '@zamalek/db/queries/reservations';
import { type ReceiptLayout, receiptLayout } from '@zamalek/domain/ledger/receipt-layout';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { printedReceipt } from '../folios/read-receipt';
import type { AppServices } from '../services';
import { receiptHtml } from './receipt-html';

/** The receipt as plain text, for mail clients that show no HTML. */
function receiptPlainText(layout: ReceiptLayout): string {
  const line = (field: { label: string; value: string }) => `${field.label}: ${field.value}`;
  return [
    layout.issuer.name,
    layout.issuer.address,
    layout.issuer.taxNumber ? line(layout.issuer.taxNumber) : '',
    '',
    `${layout.title} ${layout.number.value}`,
    line(layout.issued),
    ...layout.parties.map(line),
    '',
    ...layout.charges.map((charge) => `${charge.label}: ${charge.amount}`),
    line(layout.chargesTotal),
    line(layout.taxes),
    '',
    line(layout.amount),
    ...(layout.method ? [line(layout.method)] : []),
    ...(layout.method?.tendered ? [line(layout.method.tendered)] : []),
    ...layout.corrects.map(line),
    line(layout.paidSoFar),
    line(layout.balance),
  ]
    .filter((text, index, all) => text !== '' || all[index - 1] !== '')
    .join('\n');
}

/**
 * Sends a receipt to the stay's guest at the e-mail address on the reservation: the receipt in the
 * mail's body and as a PDF (printed when the outbox sends it). Audited; sending again sends again.
 */
export async function mailReceipt(
  db: Db,
  actor: Actor,
  services: Pick<AppServices, 'mail'>,
  { id }: { id: string },
) {
  const { propertyId } = actor;
  const receipt = await printedReceipt(db, { propertyId, id });
  const recipient = await db.transaction(async (tx) => {
    const stay = await findReservation(tx, { propertyId, id: receipt.reservationId });
    if (!stay) throw new AppError('NOT_FOUND');
    const email = stay.contactEmail?.trim();
    if (!email) throw new AppError('NO_GUEST_EMAIL');
    const layout = receiptLayout(receipt);
    await enqueueMail(tx, {
      propertyId,
      mail: {
        kind: 'receipt',
        recipient: email,
        subject: `${layout.heading} · ${layout.issuer.name}`,
        textBody: receiptPlainText(layout),
        htmlBody: receiptHtml(layout, { forPrint: false }),
        receiptId: receipt.id,
      },
    });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'receipt',
      entityId: receipt.id,
      action: 'mail',
      after: { number: receipt.number },
    });
    return email;
  });
  services.mail.kick();
  return { recipient };
}
