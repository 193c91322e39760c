import { z } from 'zod';
import { addDaysIso, daysBetween, type IsoDate } from '../dates';
import { agreementOn, type OwnerAgreement, type OwnerExpenseKind } from './agreement';

/** The ledger accounts a landlord's statement reads, from the lines of their rooms. */
export const STATEMENT_ACCOUNTS = [
  'room_revenue',
  'taxes_payable',
  'channel_commission',
  'commission_expense',
] as const;
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];

/** A ledger line of one of the landlord's rooms, with the dates its recognition may use. */
export interface StatementLine {
  unitId: string;
  account: StatementAccount;
  amountMinor: number;
  /** The night it is for (a room charge, its tax and commission), else null. */
  night: IsoDate | null;
  businessDate: IsoDate;
  checkInDate: IsoDate | null;
  checkOutDate: IsoDate | null;
  /** Whether it was posted after the previous statement was issued. */
  sincePrevious: boolean;
}

export interface StatementRoom {
  unitId: string;
  name: string;
}

/** A room's figures for a month, or for an earlier month's correction. */
export interface RoomFigures {
  unitId: string;
  name: string;
  nightsSold: number;
  roomRevenueMinor: number;
  taxesMinor: number;
  commissionsMinor: number;
  basisMinor: number;
  /** The landlord's share of the basis, before the management fee. */
  shareMinor: number;
  managementFeeMinor: number;
}

export interface MonthFigures extends RoomFigures {
  nightsInMonth: number;
  /** Nights sold over nights in the month, in whole percent. */
  occupancyPercent: number;
}

export interface Adjustment extends RoomFigures {
  /** The first day of the month the corrected nights belong to. */
  month: IsoDate;
}

export interface StatementFigures {
  month: IsoDate;
  rooms: MonthFigures[];
  adjustments: Adjustment[];
  /** What the landlord earns from this statement: shares less fees, adjustments included. */
  earnedMinor: number;
}

export function monthEnd(month: IsoDate): IsoDate {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 1));
  return addDaysIso(next.toISOString().slice(0, 10), -1);
}

export function monthOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The date a line counts on under the agreement in force: its night's, or its stay's ends. */
function recognisedOn(line: StatementLine, agreements: readonly OwnerAgreement[]): IsoDate {
  const own = line.night ?? line.businessDate;
  const agreement = agreementOn(agreements, own);
  if (agreement?.recognition === 'check_in' && line.checkInDate) return line.checkInDate;
  if (agreement?.recognition === 'check_out' && line.checkOutDate) return line.checkOutDate;
  return own;
}

const share = (basis: number, bp: number) => Math.round((basis * bp) / 10_000);

/** One room's figures from its lines, each line valued under the agreement in force on it. */
function figures(
  room: StatementRoom,
  lines: readonly { line: StatementLine; on: IsoDate }[],
  agreements: readonly OwnerAgreement[],
): RoomFigures {
  const byAgreement = new Map<OwnerAgreement | undefined, StatementLine[]>();
  for (const { line, on } of lines) {
    const agreement = agreementOn(agreements, on);
    byAgreement.set(agreement, [...(byAgreement.get(agreement) ?? []), line]);
  }
  const result: RoomFigures = {
    unitId: room.unitId,
    name: room.name,
    nightsSold: 0,
    roomRevenueMinor: 0,
    taxesMinor: 0,
    commissionsMinor: 0,
    basisMinor: 0,
    shareMinor: 0,
    managementFeeMinor: 0,
  };
  const sold = new Map<IsoDate, number>();
  for (const [agreement, group] of byAgreement) {
    const sum = (accounts: readonly StatementAccount[]) =>
      group
        .filter((line) => accounts.includes(line.account))
        .reduce((total, line) => total + line.amountMinor, 0);
    const revenue = -sum(['room_revenue']);
    const taxes = -sum(['taxes_payable']);
    const commissions = sum(['channel_commission', 'commission_expense']);
    const basis = agreement?.basis === 'gross' ? revenue + taxes : revenue - commissions;
    result.roomRevenueMinor += revenue;
    result.taxesMinor += taxes;
    result.commissionsMinor += commissions;
    result.basisMinor += basis;
    result.shareMinor += agreement ? share(basis, agreement.shareBp) : 0;
    result.managementFeeMinor += agreement ? share(basis, agreement.managementFeeBp) : 0;
    for (const line of group) {
      if (line.account === 'room_revenue' && line.night) {
        sold.set(line.night, (sold.get(line.night) ?? 0) - line.amountMinor);
      }
    }
  }
  result.nightsSold = [...sold.values()].filter((amount) => amount > 0).length;
  return result;
}

/**
 * A landlord's statement of `month` from the ledger lines of their rooms: each room's nights
 * sold, occupancy, room revenue, taxes and commissions recognised in the month, the basis the
 * agreement in force names and the landlord's share less the management fee; then, as
 * adjustments, what was posted since the previous statement for months already issued (from
 * `firstMonth`, the landlord's first statement). Lines of later months wait for their statement.
 */
export function computeStatement({
  month,
  firstMonth,
  rooms,
  lines,
  agreements,
}: {
  month: IsoDate;
  firstMonth: IsoDate;
  rooms: readonly StatementRoom[];
  lines: readonly StatementLine[];
  agreements: readonly OwnerAgreement[];
}): StatementFigures {
  const last = monthEnd(month);
  const nightsInMonth = daysBetween(month, last) + 1;
  const current = new Map<string, { line: StatementLine; on: IsoDate }[]>();
  const corrections = new Map<string, { line: StatementLine; on: IsoDate }[]>();
  for (const line of lines) {
    const on = recognisedOn(line, agreements);
    if (on >= month && on <= last) {
      current.set(line.unitId, [...(current.get(line.unitId) ?? []), { line, on }]);
    } else if (on < month && on >= firstMonth && line.sincePrevious) {
      const key = `${line.unitId}|${monthOf(on)}`;
      corrections.set(key, [...(corrections.get(key) ?? []), { line, on }]);
    }
  }
  const monthRooms = rooms.map((room): MonthFigures => {
    const result = figures(room, current.get(room.unitId) ?? [], agreements);
    return {
      ...result,
      nightsInMonth,
      occupancyPercent: Math.round((result.nightsSold / nightsInMonth) * 100),
    };
  });
  const adjustments = [...corrections.entries()]
    .map(([key, entries]): Adjustment | undefined => {
      const [unitId, correctedMonth] = key.split('|');
      const room = rooms.find((candidate) => candidate.unitId === unitId);
      if (!room || !correctedMonth) return undefined;
      return { ...figures(room, entries, agreements), month: correctedMonth };
    })
    .filter((entry): entry is Adjustment => entry !== undefined)
    .filter((entry) => entry.shareMinor !== 0 || entry.roomRevenueMinor !== 0)
    .sort((a, b) => a.month.localeCompare(b.month) || a.name.localeCompare(b.name));
  const earned = [...monthRooms, ...adjustments].reduce(
    (total, entry) => total + entry.shareMinor - entry.managementFeeMinor,
    0,
  );
  return { month, rooms: monthRooms, adjustments, earnedMinor: earned };
}

/** A statement as issued and kept: what the landlord reads, and what its PDF and CSV print. */
export interface StatementContent extends StatementFigures {
  number: number;
  landlordName: string;
  currency: string;
  /** The terms in force at the month's end. */
  agreement: OwnerAgreement | null;
  openingBalanceMinor: number;
  payouts: { businessDate: IsoDate; amountMinor: number; reference: string | null }[];
  payoutsMinor: number;
  /** Expenses paid for the landlord and charged to them since the last statement. */
  expenses: {
    businessDate: IsoDate;
    kind: OwnerExpenseKind;
    description: string;
    unitName: string | null;
    amountMinor: number;
  }[];
  expensesMinor: number;
  /** Any other movement of what is owed since the last statement. */
  otherMinor: number;
  /** What the property owes the landlord after this statement (negative: the landlord owes). */
  closingBalanceMinor: number;
}

/**
 * Puts a statement's figures together with the balance: what was owed after the last one, what
 * this one earns, what was paid and charged, and what the ledger says is owed now; anything else
 * that moved it in between shows as other movements, so the statement always agrees with the
 * ledger.
 */
export function statementBalance({
  openingMinor,
  earnedMinor,
  payoutsMinor,
  expensesMinor,
  owedNowMinor,
}: {
  openingMinor: number;
  earnedMinor: number;
  payoutsMinor: number;
  expensesMinor: number;
  owedNowMinor: number;
}) {
  return {
    otherMinor: owedNowMinor - (openingMinor + earnedMinor - payoutsMinor - expensesMinor),
    closingBalanceMinor: owedNowMinor,
  };
}

/**
 * The month a landlord's next statement is of ('YYYY-MM'): the one after their latest, or for a
 * first statement the month before today's.
 */
export function nextStatementMonth(latest: IsoDate | null, today: IsoDate): string {
  const first = latest ? addDaysIso(monthEnd(latest), 1) : monthOf(addDaysIso(monthOf(today), -1));
  return first.slice(0, 7);
}

/** A month as `yyyy-MM`. */
export const monthInputSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month.');

export const statementMonthSchema = z.object({
  landlordId: z.uuid(),
  month: monthInputSchema,
});
export type StatementMonthInput = z.infer<typeof statementMonthSchema>;
