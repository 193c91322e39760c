import type { DateRange } from '../date-range';
import { addDaysIso, type IsoDate } from '../dates';
import { monthEnd, monthOf } from './statement';

/**
 * The landlords' figures for an analytics period, from their issued statements and the ledger
 * (decision 0084). Statements cover whole calendar months, so only months wholly inside the
 * period count: a week shows no share, a month, quarter or year all of theirs.
 */

/** The first days of the calendar months wholly inside [from, to), in order. */
export function wholeMonths(range: DateRange): IsoDate[] {
  const months: IsoDate[] = [];
  let month = range.from === monthOf(range.from) ? range.from : addDaysIso(monthEnd(range.from), 1);
  while (addDaysIso(monthEnd(month), 1) <= range.to) {
    months.push(month);
    month = addDaysIso(monthEnd(month), 1);
  }
  return months;
}

/** One landlord as the ledger has them for the period. */
export interface LandlordLedgerFigures {
  id: string;
  name: string;
  /** Their issued statements of months wholly inside the period. */
  statements: { month: IsoDate; shareMinor: number }[];
  /** Expenses charged to them, by business day in the period. */
  expensesMinor: number;
  /** Payouts made to them, by business day in the period. */
  payoutsMinor: number;
  /** What the property owes them now, whatever the period (negative: they owe it). */
  owedMinor: number;
}

export interface LandlordPeriodRow {
  id: string;
  name: string;
  shareMinor: number;
  issuedMonths: number;
  /** Months of the period without their statement yet: their share is not final. */
  pendingMonths: number;
  expensesMinor: number;
  payoutsMinor: number;
  owedMinor: number;
}

export interface LandlordsPeriod {
  /** Whole calendar months in the period. */
  months: number;
  landlords: LandlordPeriodRow[];
  total: Omit<LandlordPeriodRow, 'id' | 'name' | 'issuedMonths' | 'pendingMonths'>;
  /**
   * The operator's part over the months issued for every landlord, and only those: the rooms'
   * revenue of those months (every room, the operator's own included) less the landlords' share
   * their statements of those months posted. Months still open for one landlord are left out
   * rather than counted with a partial share.
   */
  operator: {
    issuedMonths: number;
    revenueMinor: number;
    landlordsShareMinor: number;
    partMinor: number;
  };
}

/** The card's and the CSV's figures: per landlord, their totals and the operator's part. */
export function landlordsPeriod(
  range: DateRange,
  landlords: readonly LandlordLedgerFigures[],
  revenueByMonth: ReadonlyMap<IsoDate, number>,
): LandlordsPeriod {
  const months = wholeMonths(range);
  const inPeriod = new Set(months);
  const rows = landlords.map((landlord) => {
    const statements = landlord.statements.filter((statement) => inPeriod.has(statement.month));
    return {
      id: landlord.id,
      name: landlord.name,
      shareMinor: statements.reduce((sum, statement) => sum + statement.shareMinor, 0),
      issuedMonths: statements.length,
      pendingMonths: months.length - statements.length,
      expensesMinor: landlord.expensesMinor,
      payoutsMinor: landlord.payoutsMinor,
      owedMinor: landlord.owedMinor,
    };
  });
  const sum = (figure: (row: LandlordPeriodRow) => number) =>
    rows.reduce((total, row) => total + figure(row), 0);

  const issuedForAll = months.filter(
    (month) =>
      landlords.length > 0 &&
      landlords.every((landlord) =>
        landlord.statements.some((statement) => statement.month === month),
      ),
  );
  const issued = new Set(issuedForAll);
  const revenueMinor = issuedForAll.reduce(
    (total, month) => total + (revenueByMonth.get(month) ?? 0),
    0,
  );
  const landlordsShareMinor = landlords
    .flatMap((landlord) => landlord.statements)
    .filter((statement) => issued.has(statement.month))
    .reduce((total, statement) => total + statement.shareMinor, 0);

  return {
    months: months.length,
    landlords: rows,
    total: {
      shareMinor: sum((row) => row.shareMinor),
      expensesMinor: sum((row) => row.expensesMinor),
      payoutsMinor: sum((row) => row.payoutsMinor),
      owedMinor: sum((row) => row.owedMinor),
    },
    operator: {
      issuedMonths: issuedForAll.length,
      revenueMinor,
      landlordsShareMinor,
      partMinor: revenueMinor - landlordsShareMinor,
    },
  };
}
