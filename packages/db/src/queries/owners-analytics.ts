import type { IsoDate } from '@zamalek/domain/dates';
import type { LandlordLedgerFigures } from '@zamalek/domain/owners/period';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { executedRows } from './executed-rows';

interface PeriodParams {
  propertyId: string;
  from: IsoDate;
  to: IsoDate;
}

/**
 * Each landlord of the property for [from, to): their issued statements of months wholly inside
 * it, the expenses charged and payouts made on its business days (their `owner_payable` debits),
 * and what they are owed now.
 */
export async function landlordsLedgerFigures(
  db: Db,
  { propertyId, from, to }: PeriodParams,
): Promise<LandlordLedgerFigures[]> {
  const landlordRows = executedRows(
    await db.execute(sql`
      select l.id, l.name,
        coalesce((
          select sum(jl.amount_minor) from owner_expenses e
          join journals j on j.property_id = e.property_id and j.id = e.journal_id
          join journal_lines jl on jl.property_id = e.property_id and jl.journal_id = e.journal_id
            and jl.account = 'owner_payable'
          where e.property_id = l.property_id and e.landlord_id = l.id
            and j.business_date >= ${from} and j.business_date < ${to}
        ), 0)::bigint as expenses,
        coalesce((
          select sum(jl.amount_minor) from journal_lines jl
          join journals j on j.property_id = jl.property_id and j.id = jl.journal_id
          where jl.property_id = l.property_id and jl.account = 'owner_payable'
            and jl.code = l.id::text and j.kind = 'owner_payout'
            and j.business_date >= ${from} and j.business_date < ${to}
        ), 0)::bigint as payouts,
        coalesce((
          select -sum(jl.amount_minor) from journal_lines jl
          where jl.property_id = l.property_id and jl.account = 'owner_payable'
            and jl.code = l.id::text
        ), 0)::bigint as owed
      from landlords l
      where l.property_id = ${propertyId}
      order by l.name, l.id`),
  );
  const statementRows = executedRows(
    await db.execute(sql`
      select landlord_id, to_char(month, 'YYYY-MM-DD') as month, share_minor::bigint as share
      from owner_statements
      where property_id = ${propertyId} and month >= ${from}
        and (month + interval '1 month')::date <= ${to}
      order by month`),
  );
  return landlordRows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    statements: statementRows
      .filter((statement) => String(statement.landlord_id) === String(row.id))
      .map((statement) => ({
        month: String(statement.month),
        shareMinor: Number(statement.share),
      })),
    expensesMinor: Number(row.expenses),
    payoutsMinor: Number(row.payouts),
    owedMinor: Number(row.owed),
  }));
}

/**
 * The rooms' revenue (`room_revenue`, every room) by the month of its night (of its business day
 * for a line without a night) within [from, to), keyed by the month's first day.
 */
export async function roomRevenueByMonth(
  db: Db,
  { propertyId, from, to }: PeriodParams,
): Promise<Map<IsoDate, number>> {
  const rows = executedRows(
    await db.execute(sql`
      select to_char(date_trunc('month', coalesce(l.night, j.business_date)), 'YYYY-MM-DD') as month,
             -sum(l.amount_minor)::bigint as revenue
      from journal_lines l
      join journals j on j.property_id = l.property_id and j.id = l.journal_id
      where l.property_id = ${propertyId} and l.account = 'room_revenue'
        and coalesce(l.night, j.business_date) >= ${from}
        and coalesce(l.night, j.business_date) < ${to}
      group by 1`),
  );
  return new Map(rows.map((row) => [String(row.month), Number(row.revenue)]));
}
