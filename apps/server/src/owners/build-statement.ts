import type { Db } from '@zamalek/db/client';
import {
  agreementsOf,
  expensesBetween,
  findLandlord,
  landlordOwed,
  landlordRooms,
  payoutsBetween,
  statementLines,
  statementsOf,
} from '@zamalek/db/queries/owners';
import { agreementOn } from '@zamalek/domain/owners/agreement';
import {
  computeStatement,
  monthEnd,
  type StatementContent,
  statementBalance,
} from '@zamalek/domain/owners/statement';
import { AppError } from '../errors';

/**
 * A landlord's statement of `month` from the ledger as it stands up to journal `cutoff`: the
 * month's figures, adjustments since their last statement, payouts, and the balance. `earnedNow`
 * is what issuing it adds to what is owed (it is in the balance already once posted).
 */
export async function buildStatement(
  db: Db,
  {
    propertyId,
    landlordId,
    month,
    cutoff,
    sharePosted,
  }: {
    propertyId: string;
    landlordId: string;
    month: string;
    cutoff: number;
    sharePosted: boolean;
  },
): Promise<StatementContent> {
  const landlord = await findLandlord(db, { propertyId, id: landlordId });
  if (!landlord) throw new AppError('NOT_FOUND');
  const issued = await statementsOf(db, { propertyId, landlordId });
  const latest = issued[0];
  const first = issued.at(-1);
  if (latest && latest.month >= month) throw new AppError('STATEMENT_ALREADY_ISSUED');
  const agreements = await agreementsOf(db, { propertyId, landlordId });
  const agreement = agreementOn(agreements, monthEnd(month));
  if (!agreement) throw new AppError('NO_AGREEMENT');
  const previousCutoff = latest?.ledgerCutoff ?? 0;
  const figures = computeStatement({
    month,
    firstMonth: first?.month ?? month,
    rooms: await landlordRooms(db, { propertyId, landlordId }),
    lines: await statementLines(db, {
      propertyId,
      landlordId,
      from: month,
      to: monthEnd(month),
      previousCutoff,
      cutoff,
    }),
    agreements,
  });
  const payouts = await payoutsBetween(db, {
    propertyId,
    landlordId,
    after: previousCutoff,
    upTo: cutoff,
  });
  const payoutsMinor = payouts.reduce((total, payout) => total + payout.amountMinor, 0);
  const expenses = (
    await expensesBetween(db, { propertyId, landlordId, after: previousCutoff, upTo: cutoff })
  ).map(({ journalId: _journal, ...expense }) => expense);
  const expensesMinor = expenses.reduce((total, expense) => total + expense.amountMinor, 0);
  const openingMinor = latest?.balanceMinor ?? 0;
  const owed = await landlordOwed(db, { propertyId, landlordId });
  return {
    ...figures,
    number: (latest?.number ?? 0) + 1,
    landlordName: landlord.name,
    currency: 'USD',
    agreement,
    openingBalanceMinor: openingMinor,
    payouts,
    payoutsMinor,
    expenses,
    expensesMinor,
    ...statementBalance({
      openingMinor,
      earnedMinor: figures.earnedMinor,
      payoutsMinor,
      expensesMinor,
      owedNowMinor: sharePosted ? owed : owed + figures.earnedMinor,
    }),
  };
}
