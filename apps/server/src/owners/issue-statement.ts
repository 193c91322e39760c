import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockOpenDay, postJournal } from '@zamalek/db/queries/ledger';
import { ledgerCutoff, statementsOf } from '@zamalek/db/queries/owners';
import { ownerStatements } from '@zamalek/db/schema';
import { addDaysIso } from '@zamalek/domain/dates';
import { monthEnd, type StatementMonthInput } from '@zamalek/domain/owners/statement';
import type { Actor } from '../actors';
import { AppError, sqlConstraint, sqlState } from '../errors';
import { inLedger } from '../folios/ledger-errors';
import type { AppServices } from '../services';
import { buildStatement } from './build-statement';
import { enqueueStatementMail } from './statement-mail';

/**
 * Issues a landlord's statement of a closed month, locked from then on: the ledger is read with
 * postings held back (the day-close lock), so every journal is either in it or after it; the
 * landlord's share becomes owed to them (`owner_share` against `owner_payable`); the statement
 * keeps its figures as issued and goes to the landlord by mail, with its PDF, when they have an
 * address. Months are issued in order; two issuing one month issue it once.
 */
export async function issueStatement(
  db: Db,
  actor: Actor,
  services: Pick<AppServices, 'mail'>,
  input: StatementMonthInput,
) {
  const { propertyId } = actor;
  const { landlordId } = input;
  const month = `${input.month}-01`;
  const issued = await inLedger(async () => {
    try {
      return await db.transaction(async (tx) => {
        const businessDate = await lockOpenDay(tx, { propertyId, exclusive: true });
        if (businessDate <= monthEnd(month)) throw new AppError('MONTH_NOT_CLOSED');
        const [latest] = await statementsOf(tx, { propertyId, landlordId });
        if (latest && latest.month < month && addDaysIso(monthEnd(latest.month), 1) !== month) {
          throw new AppError('STATEMENT_OUT_OF_ORDER');
        }
        const cutoff = await ledgerCutoff(tx, { propertyId });
        const content = await buildStatement(tx, {
          propertyId,
          landlordId,
          month,
          cutoff,
          sharePosted: false,
        });
        const earned = content.earnedMinor;
        const share =
          earned === 0
            ? null
            : await postJournal(tx, {
                propertyId,
                businessDate,
                kind: 'owner_share',
                idempotencyKey: `owner-share:${landlordId}:${month}`,
                memo: `Statement ${content.number}, ${input.month}`,
                actorId: actor.id,
                lines: [
                  {
                    account: 'owner_share',
                    amountMinor: earned,
                    currency: 'USD',
                    code: landlordId,
                  },
                  {
                    account: 'owner_payable',
                    amountMinor: -earned,
                    currency: 'USD',
                    code: landlordId,
                    description: `Statement ${content.number}, ${input.month}`,
                  },
                ],
              });
        const [statement] = await tx
          .insert(ownerStatements)
          .values({
            propertyId,
            landlordId,
            month,
            number: content.number,
            ledgerCutoff: cutoff,
            shareMinor: earned,
            balanceMinor: content.closingBalanceMinor,
            content,
            journalId: share?.id ?? null,
            issuedBy: actor.id,
          })
          .returning({ id: ownerStatements.id });
        if (!statement) throw new Error('no statement inserted');
        const { recipient } = await enqueueStatementMail(tx, {
          propertyId,
          statementId: statement.id,
        });
        await recordAudit(tx, {
          propertyId,
          actorId: actor.id,
          entity: 'landlord',
          entityId: landlordId,
          action: 'statement',
          after: {
            statementId: statement.id,
            month,
            shareMinor: earned,
            mailed: recipient !== null,
          },
        });
        return { id: statement.id, content, mailedTo: recipient };
      });
    } catch (error) {
      if (sqlState(error) === 'ZL016') throw new AppError('STATEMENT_OUT_OF_ORDER');
      if (sqlConstraint(error) === 'owner_statements_month_key')
        throw new AppError('STATEMENT_ALREADY_ISSUED');
      throw error;
    }
  });
  if (issued.mailedTo) services.mail.kick();
  return issued;
}
