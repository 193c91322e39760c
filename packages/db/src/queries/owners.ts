import type { OwnerAgreement, OwnerExpenseKind } from '@zamalek/domain/owners/agreement';
import { STATEMENT_ACCOUNTS, type StatementLine } from '@zamalek/domain/owners/statement';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  journals,
  landlords,
  ownerAgreements,
  ownerExpenses,
  ownerStatements,
  units,
} from '../schema';
import { executedRows } from './executed-rows';

export type LandlordRow = typeof landlords.$inferSelect;

export async function findLandlord(
  db: Db,
  { propertyId, id }: { propertyId: string; id: string },
): Promise<LandlordRow | undefined> {
  const [row] = await db
    .select()
    .from(landlords)
    .where(and(eq(landlords.propertyId, propertyId), eq(landlords.id, id)));
  return row;
}

export function listLandlords(db: Db, { propertyId }: { propertyId: string }) {
  return db
    .select()
    .from(landlords)
    .where(eq(landlords.propertyId, propertyId))
    .orderBy(asc(landlords.name));
}

/** The landlord's rooms, by name. */
export function landlordRooms(
  db: Db,
  { propertyId, landlordId }: { propertyId: string; landlordId: string },
) {
  return db
    .select({ unitId: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), eq(units.landlordId, landlordId)))
    .orderBy(asc(units.name));
}

/** The landlord's agreements, oldest first. */
export async function agreementsOf(
  db: Db,
  { propertyId, landlordId }: { propertyId: string; landlordId: string },
): Promise<(OwnerAgreement & { id: string })[]> {
  const rows = await db
    .select()
    .from(ownerAgreements)
    .where(
      and(eq(ownerAgreements.propertyId, propertyId), eq(ownerAgreements.landlordId, landlordId)),
    )
    .orderBy(asc(ownerAgreements.effectiveFrom));
  return rows.map((row) => ({
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    shareBp: row.shareBp,
    // cast: the database's checks allow only these values
    basis: row.basis as OwnerAgreement['basis'],
    managementFeeBp: row.managementFeeBp,
    // cast: the database's checks allow only these values
    recognition: row.recognition as OwnerAgreement['recognition'],
    // cast: the database's checks allow only these values
    ownerPays: row.ownerPays as OwnerAgreement['ownerPays'][number][],
  }));
}

export type StatementRow = typeof ownerStatements.$inferSelect;

/** The landlord's statements, the latest first. */
export function statementsOf(
  db: Db,
  { propertyId, landlordId }: { propertyId: string; landlordId: string },
): Promise<StatementRow[]> {
  return db
    .select()
    .from(ownerStatements)
    .where(
      and(eq(ownerStatements.propertyId, propertyId), eq(ownerStatements.landlordId, landlordId)),
    )
    .orderBy(desc(ownerStatements.month));
}

/** The last journal posted at the property: what a statement issued now has read. */
export async function ledgerCutoff(db: Db, { propertyId }: { propertyId: string }) {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${journals.seq}), 0)::bigint` })
    .from(journals)
    .where(eq(journals.propertyId, propertyId));
  return Number(row?.seq ?? 0);
}

/**
 * The statement accounts' lines of the landlord's rooms posted up to `cutoff` that a statement
 * of the month may count: any of their dates in the month, or posted after `previousCutoff`. A
 * line without a room of its own (a goodwill allowance) is its stay's room's.
 */
export async function statementLines(
  db: Db,
  params: {
    propertyId: string;
    landlordId: string;
    from: string;
    to: string;
    previousCutoff: number;
    cutoff: number;
  },
): Promise<StatementLine[]> {
  const { propertyId, landlordId, from, to, previousCutoff, cutoff } = params;
  const accounts = sql.join(
    STATEMENT_ACCOUNTS.map((account) => sql`${account}`),
    sql`, `,
  );
  const rows = executedRows(
    await db.execute(sql`
      select coalesce(l.unit_id, r.unit_id) as unit_id, l.account, l.amount_minor::bigint as amount,
             to_char(l.night, 'YYYY-MM-DD') as night,
             to_char(j.business_date, 'YYYY-MM-DD') as business_date,
             to_char(r.check_in_date, 'YYYY-MM-DD') as check_in,
             to_char(r.check_out_date, 'YYYY-MM-DD') as check_out,
             j.seq > ${previousCutoff} as since_previous
      from journal_lines l
      join journals j on j.property_id = l.property_id and j.id = l.journal_id
      left join lateral (
        select f.reservation_id from journal_lines x
        join folios f on f.property_id = x.property_id and f.id = x.folio_id
        where x.property_id = l.property_id and x.journal_id = l.journal_id
        limit 1
      ) stay on true
      left join reservations r on r.property_id = l.property_id and r.id = stay.reservation_id
      join units u on u.property_id = l.property_id and u.id = coalesce(l.unit_id, r.unit_id)
      where l.property_id = ${propertyId} and u.landlord_id = ${landlordId}
        and l.account in (${accounts}) and j.seq <= ${cutoff}
        and (j.seq > ${previousCutoff}
             or coalesce(l.night, j.business_date) between ${from} and ${to}
             or r.check_in_date between ${from} and ${to}
             or r.check_out_date between ${from} and ${to})`),
  );
  return rows.map((row) => ({
    unitId: String(row.unit_id),
    // cast: filtered to the statement accounts above
    account: row.account as StatementLine['account'],
    amountMinor: Number(row.amount),
    night: row.night === null ? null : String(row.night),
    businessDate: String(row.business_date),
    checkInDate: row.check_in === null ? null : String(row.check_in),
    checkOutDate: row.check_out === null ? null : String(row.check_out),
    sincePrevious: Boolean(row.since_previous),
  }));
}

/** What the property owes the landlord now (negative: the landlord owes the property). */
export async function landlordOwed(
  db: Db,
  { propertyId, landlordId }: { propertyId: string; landlordId: string },
): Promise<number> {
  const [row] = executedRows(
    await db.execute(sql`
      select coalesce(-sum(amount_minor), 0)::bigint as owed from journal_lines
      where property_id = ${propertyId} and account = 'owner_payable' and code = ${landlordId}`),
  );
  return Number(row?.owed ?? 0);
}

/** The landlord's payouts posted after `after` up to `upTo` (journal order). */
export async function payoutsBetween(
  db: Db,
  params: { propertyId: string; landlordId: string; after: number; upTo: number },
) {
  const rows = executedRows(
    await db.execute(sql`
      select to_char(j.business_date, 'YYYY-MM-DD') as business_date, l.amount_minor::bigint as amount,
             p.reference
      from journal_lines l
      join journals j on j.property_id = l.property_id and j.id = l.journal_id
      left join payments p on p.property_id = j.property_id and p.journal_id = j.id
      where l.property_id = ${params.propertyId} and l.account = 'owner_payable'
        and l.code = ${params.landlordId} and j.kind = 'owner_payout'
        and j.seq > ${params.after} and j.seq <= ${params.upTo}
      order by j.seq`),
  );
  return rows.map((row) => ({
    businessDate: String(row.business_date),
    amountMinor: Number(row.amount),
    reference: row.reference === null ? null : String(row.reference),
  }));
}

/** The landlord's expenses posted after `after` up to `upTo` (journal order). */
export async function expensesBetween(
  db: Db,
  params: { propertyId: string; landlordId: string; after: number; upTo: number },
) {
  const rows = executedRows(
    await db.execute(sql`
      select e.journal_id, to_char(j.business_date, 'YYYY-MM-DD') as business_date, e.kind,
             e.description, u.name as unit_name, l.amount_minor::bigint as amount
      from owner_expenses e
      join journals j on j.property_id = e.property_id and j.id = e.journal_id
      join journal_lines l on l.property_id = e.property_id and l.journal_id = e.journal_id
        and l.account = 'owner_payable'
      left join units u on u.property_id = e.property_id and u.id = e.unit_id
      where e.property_id = ${params.propertyId} and e.landlord_id = ${params.landlordId}
        and j.seq > ${params.after} and j.seq <= ${params.upTo}
      order by j.seq`),
  );
  return rows.map((row) => ({
    journalId: String(row.journal_id),
    businessDate: String(row.business_date),
    // cast: the database's check allows only these kinds
    kind: String(row.kind) as OwnerExpenseKind,
    description: String(row.description),
    unitName: row.unit_name === null ? null : String(row.unit_name),
    amountMinor: Number(row.amount),
  }));
}

/** An expense of the property with its receipt's place in the document store. */
export async function findOwnerExpense(
  db: Db,
  { propertyId, journalId }: { propertyId: string; journalId: string },
) {
  const [row] = await db
    .select()
    .from(ownerExpenses)
    .where(and(eq(ownerExpenses.propertyId, propertyId), eq(ownerExpenses.journalId, journalId)));
  return row;
}
