import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { folioJournals, lockFolio, lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { folioTotals } from '@zamalek/domain/ledger/folio-view';
import type { KeepSecurityInput } from '@zamalek/domain/ledger/forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { folioTarget } from './folio-target';
import { inLedger } from './ledger-errors';

/** What a kept security deposit is, as its line says. */
export const SECURITY_KEPT_CODE = 'security_kept';

/**
 * Keeps all or part of a security deposit held (damage, a lost key…), with its reason: it stops
 * being the guest's and becomes the stay's revenue. Never more than is held: the folio is locked
 * while it is counted, so two at once cannot both keep it.
 */
export function keepSecurityDeposit(db: Db, actor: Actor, input: KeepSecurityInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const target = await folioTarget(tx, propertyId, input);
      const folio = await lockFolio(tx, { propertyId, id: target.id });
      if (!folio) throw new AppError('FOLIO_GONE');
      const held = folioTotals(
        await folioJournals(tx, { propertyId, folioIds: [folio.id] }),
        folio.id,
      ).securityHeldMinor;
      if (input.amountMinor > held) throw new AppError('KEEP_EXCEEDS_HELD');
      const { currency } = folio;
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: 'security_kept',
        idempotencyKey: `keep:${input.idempotencyKey}`,
        memo: input.reason,
        actorId: actor.id,
        lines: [
          {
            account: 'security_deposits',
            folioId: folio.id,
            amountMinor: input.amountMinor,
            currency,
            code: SECURITY_KEPT_CODE,
            description: 'Security deposit kept',
          },
          {
            account: 'extras_revenue',
            amountMinor: -input.amountMinor,
            currency,
            code: SECURITY_KEPT_CODE,
            description: 'Security deposit kept',
          },
        ],
      });
      if (journal.posted) {
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'folio',
          entityId: folio.id,
          action: 'keep_security',
          after: { journalId: journal.id, amountMinor: input.amountMinor },
        });
      }
      return { journalId: journal.id, folioId: folio.id };
    }),
  );
}
