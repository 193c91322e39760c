import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findJournal, lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import type { ReverseJournalInput } from '@zamalek/domain/ledger/forms';
import { reversalOf } from '@zamalek/domain/ledger/lines';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { inLedger } from './ledger-errors';

/**
 * Corrects a posted entry, with a reason: a reversal journal of its exact negated lines on the
 * open business day (the original stays as it was). Once per entry, never of a correction; two
 * corrections of one entry at once post one (the database's unique key).
 */
export function reverseJournal(db: Db, actor: Actor, input: ReverseJournalInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const original = await findJournal(tx, { propertyId, id: input.journalId });
      if (!original) throw new AppError('JOURNAL_GONE');
      if (original.kind === 'reversal') throw new AppError('REVERSAL_NOT_REVERSIBLE');
      if (original.reversedBy) throw new AppError('ALREADY_REVERSED');
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: 'reversal',
        idempotencyKey: `reverse:${input.idempotencyKey}`,
        memo: input.reason,
        actorId: actor.id,
        reversesJournalId: original.id,
        lines: reversalOf(
          original.lines.map((line) => ({
            account: line.account,
            amountMinor: line.amountMinor,
            currency: line.currency,
            folioId: line.folioId,
            night: line.night,
            code: line.code,
            description: line.description,
            unitId: line.unitId,
          })),
        ),
      });
      if (journal.posted) {
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'journal',
          entityId: original.id,
          action: 'reverse',
          after: { reversalId: journal.id, reason: input.reason },
        });
      }
      return { journalId: journal.id };
    }),
  );
}
