import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { drawersTakings, lockDrawer, recordHandOver } from '@zamalek/db/queries/cash-drawers';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { type DrawerCash, drawerDifference, type HandOverInput } from '@zamalek/domain/ledger/cash';
import type { LedgerLine } from '@zamalek/domain/ledger/lines';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { inLedger } from '../folios/ledger-errors';

/**
 * A supervisor receives someone's cash drawer: what they counted in each currency against what it
 * should hold (its float and the cash taken and paid out through it, as of now: the drawer is
 * locked, so cash under way is counted and cash after goes into a new drawer). Any difference is
 * posted to cash over and short on the open business day. Both names are kept; the drawer never
 * changes again, and a second hand-over of it is refused.
 */
export function handOverDrawer(db: Db, actor: Actor, input: HandOverInput) {
  const { propertyId } = actor;
  return inLedger(() =>
    db.transaction(async (tx) => {
      const businessDate = await lockOpenDay(tx, { propertyId });
      const drawer = await lockDrawer(tx, { propertyId, id: input.drawerId });
      if (!drawer) throw new AppError('NOT_FOUND', 'Cash drawer not found.');
      if (drawer.handedOverAt) throw new AppError('DRAWER_HANDED_OVER');
      if (drawer.holderId === actor.id) throw new AppError('HAND_OVER_TO_SELF');
      const takings = (await drawersTakings(tx, { propertyId, drawerIds: [drawer.id] })).get(
        drawer.id,
      );
      const expected: DrawerCash = {
        usdMinor: drawer.floatUsdMinor + (takings?.usdMinor ?? 0),
        egpMinor: drawer.floatEgpMinor + (takings?.egpMinor ?? 0),
      };
      const counted: DrawerCash = {
        usdMinor: input.countedUsdMinor,
        egpMinor: input.countedEgpMinor,
      };
      const difference = drawerDifference(expected, counted);
      await recordHandOver(tx, {
        propertyId,
        id: drawer.id,
        receivedBy: actor.id,
        counted,
        expected,
        note: input.note,
      });
      const lines: LedgerLine[] = (
        [
          ['USD', difference.usdMinor],
          ['EGP', difference.egpMinor],
        ] as const
      ).flatMap(([currency, amountMinor]) =>
        amountMinor === 0
          ? []
          : [
              { account: 'cash' as const, amountMinor, currency },
              { account: 'cash_over_short' as const, amountMinor: -amountMinor, currency },
            ],
      );
      if (lines.length > 0) {
        await postJournal(tx, {
          propertyId,
          businessDate,
          kind: 'cash_count',
          idempotencyKey: `cash-count:${drawer.id}`,
          memo: input.note,
          actorId: actor.id,
          lines,
        });
      }
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'cash_drawer',
        entityId: drawer.id,
        action: 'hand_over',
        after: { holderId: drawer.holderId, expected, counted, difference },
      });
      return { expected, counted, difference };
    }),
  );
}
