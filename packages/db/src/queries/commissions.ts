import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { journalLines, journals, payments, profiles, users } from '../schema';

const ofJournal = and(
  eq(journals.propertyId, journalLines.propertyId),
  eq(journals.id, journalLines.journalId),
);
const payable = (propertyId: string) =>
  and(
    eq(journalLines.propertyId, propertyId),
    eq(journalLines.account, 'commission_payable'),
    eq(journalLines.currency, 'USD'),
  );
const paidOut = sql`${journals.kind} = 'commission_paid'`;

/**
 * Each sales source's commission at the property, in dollars: earned (the nights' shares, less
 * their corrections), paid out, and still owed (earned less paid; below zero it owes some back),
 * with the sales agent linked to the source.
 */
export function commissionsBySource(db: Db, { propertyId }: { propertyId: string }) {
  const owed = sql<number>`(-sum(${journalLines.amountMinor}))::bigint`;
  const paid = sql<number>`coalesce(sum(${journalLines.amountMinor}) filter (where ${paidOut}), 0)::bigint`;
  return db
    .select({
      source: sql<string>`${journalLines.code}`,
      earnedMinor: sql<number>`${owed} + ${paid}`.mapWith(Number),
      paidMinor: paid.mapWith(Number),
      owedMinor: owed.mapWith(Number),
      lastPaidOn: sql<string | null>`max(${journals.businessDate}::text) filter (where ${paidOut})`,
      /** The person who sells under this source (My Reservations), when an admin linked one. */
      agent: sql<string | null>`(select ${profiles.fullName} from ${users}
        join ${profiles} on ${profiles.id} = ${users.id}
        where ${users.salesSource} = ${journalLines.code} limit 1)`,
    })
    .from(journalLines)
    .innerJoin(journals, ofJournal)
    .where(payable(propertyId))
    .groupBy(journalLines.code)
    .orderBy(sql`${owed} desc`, journalLines.code);
}

/** What the property owes a source now (the payout's check; the database checks it again). */
export async function commissionOwed(
  db: Db,
  { propertyId, source }: { propertyId: string; source: string },
): Promise<number> {
  const [row] = await db
    .select({ owed: sql<number>`coalesce(-sum(${journalLines.amountMinor}), 0)::bigint` })
    .from(journalLines)
    .where(and(payable(propertyId), eq(journalLines.code, source)));
  return Number(row?.owed ?? 0);
}

/** The latest commission payouts: when, to whom, how much, how, and who paid. */
export function commissionPayouts(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select({
      journalId: journals.id,
      businessDate: journals.businessDate,
      paidAt: payments.receivedAt,
      source: sql<string>`${journalLines.code}`,
      amountMinor: journalLines.amountMinor,
      method: payments.method,
      reference: payments.reference,
      note: payments.note,
      paidBy: profiles.fullName,
    })
    .from(journalLines)
    .innerJoin(journals, ofJournal)
    .innerJoin(
      payments,
      and(eq(payments.propertyId, journals.propertyId), eq(payments.journalId, journals.id)),
    )
    .leftJoin(profiles, eq(profiles.id, payments.receivedBy))
    .where(and(payable(propertyId), paidOut))
    .orderBy(desc(journals.seq))
    .limit(50);
}
