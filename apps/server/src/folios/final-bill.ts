import { randomUUID } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { ledgerStart, pricedStay } from '@zamalek/db/queries/day-close';
import {
  folioJournals,
  lockOpenDay,
  openCompanyFolio,
  postJournal,
  stayFolios,
} from '@zamalek/db/queries/ledger';
import { addDaysIso } from '@zamalek/domain/dates';
import { ledgerNights } from '@zamalek/domain/ledger/day-close';
import { folioTotals } from '@zamalek/domain/ledger/folio-view';
import { can } from '@zamalek/domain/roles';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { applyHeldDeposits } from './apply-deposits';
import { postRoomNights } from './post-room-nights';

/** A departing stay's guest folio once its final bill is posted. */
export interface FinalBill {
  /** Nights charged now: those the day close had not charged yet. */
  nightsPosted: number;
  depositsAppliedMinor: number;
  /** What the guest still owes (negative: a credit owed to them). */
  balanceMinor: number;
  /** Moved to the company account named at check-out. */
  movedMinor: number;
  securityHeldMinor: number;
  currency: string;
}

/**
 * The final bill of a check-out, in its transaction (the stay locked and already changed, e.g.
 * shortened): every night of the stay not charged yet is charged, deposits held are applied and,
 * when a company pays (`folio.transfer`), what the guest owes moves to that company's folio.
 */
export async function postFinalBill(
  tx: Db,
  actor: Actor,
  { reservationId, companyPayer }: { reservationId: string; companyPayer?: string | undefined },
): Promise<FinalBill> {
  const { propertyId } = actor;
  const businessDate = await lockOpenDay(tx, { propertyId });
  const stay = await pricedStay(tx, { propertyId, id: reservationId });
  if (!stay) throw new AppError('NOT_FOUND');
  const nightsPosted = await postRoomNights(tx, {
    propertyId,
    businessDate,
    actorId: actor.id,
    stay,
    nights: ledgerNights(stay, {
      upTo: addDaysIso(stay.checkOutDate, -1),
      ledgerStart: await ledgerStart(tx, { propertyId }),
    }),
  });
  const context = { propertyId, businessDate, actorId: actor.id, reservationId };
  const depositsAppliedMinor = await applyHeldDeposits(tx, context);
  const guest = (await stayFolios(tx, { propertyId, reservationId })).find(
    (folio) => folio.kind === 'guest',
  );
  const bill: FinalBill = {
    nightsPosted,
    depositsAppliedMinor,
    balanceMinor: 0,
    movedMinor: 0,
    securityHeldMinor: 0,
    currency: guest?.currency ?? 'USD',
  };
  if (!guest) return bill;
  const totals = folioTotals(
    await folioJournals(tx, { propertyId, folioIds: [guest.id] }),
    guest.id,
  );
  bill.balanceMinor = totals.balanceMinor;
  bill.securityHeldMinor = totals.securityHeldMinor;
  if (bill.balanceMinor > 0 && companyPayer) {
    if (!can(actor, 'folio.transfer')) throw new AppError('FORBIDDEN');
    const company = await openCompanyFolio(tx, {
      propertyId,
      reservationId,
      payer: companyPayer,
      currency: bill.currency,
    });
    await postJournal(tx, {
      ...context,
      kind: 'transfer',
      idempotencyKey: `transfer:${randomUUID()}`,
      memo: `To ${companyPayer}`,
      lines: [
        {
          account: 'receivable',
          folioId: guest.id,
          amountMinor: -bill.balanceMinor,
          currency: bill.currency,
        },
        {
          account: 'receivable',
          folioId: company.id,
          amountMinor: bill.balanceMinor,
          currency: bill.currency,
        },
      ],
    });
    await recordAudit(tx, {
      propertyId,
      actorId: actor.id,
      entity: 'folio',
      entityId: guest.id,
      action: 'transfer',
      after: { toFolioId: company.id, amountMinor: bill.balanceMinor },
    });
    bill.movedMinor = bill.balanceMinor;
    bill.balanceMinor = 0;
  }
  return bill;
}
