import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { findFolioExtra } from '@zamalek/db/queries/folio-extras';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import type { PostChargeInput } from '@zamalek/domain/ledger/forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { folioTarget } from './folio-target';
import { inLedger } from './ledger-errors';

/**
 * Posts an extra of the property's list (late check-out, laundry, an extension…) to a stay's folio
 * on the open business day, under its name as it is then: the folio owes it, its revenue account
 * earns it. A retired or unknown extra is refused. A retried request posts once.
 */
export function postCharge(db: Db, actor: Actor, input: PostChargeInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const folio = await folioTarget(tx, propertyId, input);
      const extra = await findFolioExtra(tx, { propertyId, code: input.code });
      if (!extra?.active) throw new AppError('EXTRA_UNKNOWN');
      const { currency } = folio;
      const journal = await postJournal(tx, {
        propertyId,
        businessDate,
        kind: extra.account === 'cancellation_revenue' ? 'fee' : 'charge',
        idempotencyKey: `charge:${input.idempotencyKey}`,
        memo: input.memo,
        actorId: actor.id,
        lines: [
          {
            account: 'receivable',
            folioId: folio.id,
            amountMinor: input.amountMinor,
            currency,
            code: extra.code,
            description: extra.label,
          },
          {
            account: extra.account,
            amountMinor: -input.amountMinor,
            currency,
            code: extra.code,
            description: extra.label,
          },
        ],
      });
      if (journal.posted) {
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'folio',
          entityId: folio.id,
          action: 'charge',
          after: { journalId: journal.id, code: extra.code, amountMinor: input.amountMinor },
        });
      }
      return { journalId: journal.id, folioId: folio.id };
    }),
  );
}
