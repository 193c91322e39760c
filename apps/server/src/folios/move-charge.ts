import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findFolio,
  findJournal,
  lockFolio,
  lockOpenDay,
  openCompanyFolio,
  postJournal,
} from '@zamalek/db/queries/ledger';
import { MOVABLE_CHARGE_KINDS } from '@zamalek/domain/ledger/folio-view';
import type { MoveChargeInput } from '@zamalek/domain/ledger/forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { inLedger } from './ledger-errors';

/**
 * Moves a charge of a stay's guest folio (a night, an extra, a fee) to the folio of the company
 * that pays it, opened on first use: a transfer journal takes it off the one and puts it on the
 * other, on the open business day; the charge itself stays as posted. A charge moves once (a
 * second move, or two at once, post one transfer); a corrected one does not move.
 */
export function moveCharge(db: Db, actor: Actor, input: MoveChargeInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const charge = await findJournal(tx, { propertyId, id: input.journalId });
      if (!charge) throw new AppError('JOURNAL_GONE');
      const owed = charge.lines.filter((line) => line.account === 'receivable' && line.folioId);
      const folioId = owed[0]?.folioId;
      const source = folioId ? await findFolio(tx, { propertyId, id: folioId }) : undefined;
      const amountMinor = owed.reduce((sum, line) => sum + line.amountMinor, 0);
      if (
        !MOVABLE_CHARGE_KINDS.has(charge.kind) ||
        charge.reversedBy ||
        !source ||
        source.kind !== 'guest' ||
        amountMinor <= 0
      ) {
        throw new AppError('CHARGE_NOT_MOVABLE');
      }
      await lockFolio(tx, { propertyId, id: source.id });
      const target = await openCompanyFolio(tx, {
        propertyId,
        reservationId: source.reservationId,
        payer: input.payer,
        currency: source.currency,
      });
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: 'transfer',
        idempotencyKey: `move:${charge.id}`,
        memo: `${charge.memo || 'Charge'} → ${input.payer}`.slice(0, 500),
        actorId: actor.id,
        lines: [
          {
            account: 'receivable',
            folioId: source.id,
            amountMinor: -amountMinor,
            currency: source.currency,
          },
          { account: 'receivable', folioId: target.id, amountMinor, currency: source.currency },
        ],
      });
      if (!journal.posted) throw new AppError('CHARGE_NOT_MOVABLE');
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'folio',
        entityId: source.id,
        action: 'move_charge',
        after: { journalId: charge.id, toFolioId: target.id, amountMinor },
      });
      return { journalId: journal.id, folioId: target.id };
    }),
  );
}
