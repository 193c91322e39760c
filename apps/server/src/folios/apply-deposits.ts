import { randomUUID } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { folioJournals, postJournal, stayFolios } from '@zamalek/db/queries/ledger';
import type { IsoDate } from '@zamalek/domain/dates';
import { folioTotals } from '@zamalek/domain/ledger/folio-view';

/**
 * Applies the deposits held on the stay's open folios to their balances (at check-in, and what
 * was taken after it at check-out), in the caller's transaction, which holds the stay locked.
 * Security deposits stay held. Returns the amount applied.
 */
export async function applyHeldDeposits(
  tx: Db,
  {
    propertyId,
    businessDate,
    actorId,
    reservationId,
  }: { propertyId: string; businessDate: IsoDate; actorId: string; reservationId: string },
): Promise<number> {
  const folios = (await stayFolios(tx, { propertyId, reservationId })).filter(
    (folio) => folio.closedAt === null,
  );
  if (folios.length === 0) return 0;
  const journals = await folioJournals(tx, { propertyId, folioIds: folios.map((f) => f.id) });
  let applied = 0;
  for (const folio of folios) {
    const held = folioTotals(journals, folio.id).depositsHeldMinor;
    if (held <= 0) continue;
    const { currency } = folio;
    await postJournal(tx, {
      propertyId,
      businessDate,
      kind: 'deposit_applied',
      // The stay's row lock orders check-in and check-out: each applies what it finds once.
      idempotencyKey: `deposit-applied:${randomUUID()}`,
      actorId,
      lines: [
        { account: 'deposits_held', folioId: folio.id, amountMinor: held, currency },
        { account: 'receivable', folioId: folio.id, amountMinor: -held, currency },
      ],
    });
    applied += held;
  }
  return applied;
}
