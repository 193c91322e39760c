import { createHash } from 'node:crypto';
import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { agreementsOf, findLandlord, landlordRooms } from '@zamalek/db/queries/owners';
import { ownerExpenses } from '@zamalek/db/schema';
import { MAX_DOCUMENT_BYTES, receiptTypeProblem } from '@zamalek/domain/documents';
import { METHOD_ACCOUNT } from '@zamalek/domain/ledger/accounts';
import type { OwnerExpenseInput } from '@zamalek/domain/ledger/forms';
import { agreementOn } from '@zamalek/domain/owners/agreement';
import { fileTypeFromBuffer } from 'file-type';
import type { Actor } from '../actors';
import type { DocumentStore } from '../documents/store';
import { AppError } from '../errors';
import { drawerForCash } from '../folios/drawer-for-cash';
import { inLedger } from '../folios/ledger-errors';

/**
 * Charges a landlord an expense paid for them (by cash from the payer's drawer, or transfer),
 * with the photo or PDF of its receipt: what they are owed goes down on the open business day.
 * Only a kind their terms that day say they pay (checked here, and by the database: ZL018); a
 * retried request posts once and keeps one receipt.
 */
export async function recordOwnerExpense(
  db: Db,
  actor: Actor,
  input: OwnerExpenseInput,
  receipt: Buffer | null,
  services: { documents: DocumentStore },
) {
  const { propertyId } = actor;
  const { landlordId } = input;
  if (!receipt || receipt.length === 0) throw new AppError('RECEIPT_REQUIRED');
  if (receipt.length > MAX_DOCUMENT_BYTES) throw new AppError('DOCUMENT_TOO_LARGE');
  const sniffed = await fileTypeFromBuffer(receipt);
  const problem = receiptTypeProblem(sniffed?.mime);
  if (problem || !sniffed) throw new AppError('DOCUMENT_TYPE_REFUSED', problem ?? undefined);
  const receiptKey = await services.documents.save(receipt);
  try {
    const result = await inLedger(() =>
      db.transaction(async (tx) => {
        if (!(await findLandlord(tx, { propertyId, id: landlordId })))
          throw new AppError('NOT_FOUND');
        const rooms = await landlordRooms(tx, { propertyId, landlordId });
        if (input.unitId && !rooms.some((room) => room.unitId === input.unitId))
          throw new AppError('NOT_FOUND');
        const businessDate = await lockOpenDay(tx, { propertyId });
        const terms = agreementOn(await agreementsOf(tx, { propertyId, landlordId }), businessDate);
        if (!terms?.ownerPays.includes(input.kind)) throw new AppError('EXPENSE_NOT_LANDLORDS');
        const journal = await postJournal(tx, {
          propertyId,
          businessDate,
          kind: 'owner_expense',
          idempotencyKey: `owner-expense:${input.idempotencyKey}`,
          memo: input.description,
          actorId: actor.id,
          lines: [
            {
              account: 'owner_payable',
              amountMinor: input.amountMinor,
              currency: 'USD',
              code: landlordId,
              unitId: input.unitId,
              description: input.description.slice(0, 200),
            },
            {
              account: METHOD_ACCOUNT[input.method],
              amountMinor: -input.amountMinor,
              currency: 'USD',
              description: input.description.slice(0, 200),
            },
          ],
          payment: {
            method: input.method,
            amountMinor: input.amountMinor,
            currency: 'USD',
            reference: input.reference || null,
            receivedBy: actor.id,
            note: input.note,
            drawerId: await drawerForCash(tx, actor, input.method),
          },
        });
        if (!journal.posted) return { journalId: journal.id, posted: false };
        await tx.insert(ownerExpenses).values({
          propertyId,
          journalId: journal.id,
          landlordId,
          unitId: input.unitId,
          kind: input.kind,
          description: input.description,
          receiptKey,
          receiptMime: sniffed.mime,
          receiptBytes: receipt.length,
        });
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'landlord',
          entityId: landlordId,
          action: 'expense',
          after: {
            journalId: journal.id,
            kind: input.kind,
            amountMinor: input.amountMinor,
            sha256: createHash('sha256').update(receipt).digest('hex'),
          },
        });
        return { journalId: journal.id, posted: true };
      }),
    );
    if (!result.posted) await services.documents.remove(receiptKey);
    return result;
  } catch (error) {
    // A receipt without its expense is unreachable: it goes with the refusal.
    await services.documents.remove(receiptKey);
    throw error;
  }
}
