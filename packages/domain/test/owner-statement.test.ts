import type { OwnerAgreement } from '@zamalek/domain/owners/agreement';
import { agreementOn } from '@zamalek/domain/owners/agreement';
import {
  computeStatement,
  monthEnd,
  nextStatementMonth,
  type StatementLine,
  statementBalance,
} from '@zamalek/domain/owners/statement';
import { describe, expect, it } from 'vitest';

const terms = (values: Partial<OwnerAgreement>): OwnerAgreement => ({
  effectiveFrom: '2027-01-01',
  shareBp: 7_000,
  basis: 'net',
  managementFeeBp: 0,
  recognition: 'night',
  ownerPays: [],
  ...values,
});
const room = { unitId: 'u1', name: 'Z-101' };
/** A night of a stay from Jan 30 to Feb 2, $100 with $15 commission. */
const night = (date: string, values: Partial<StatementLine> = {}): StatementLine[] =>
  [
    { account: 'room_revenue' as const, amountMinor: -10_000 },
    { account: 'channel_commission' as const, amountMinor: 1_500 },
  ].map((line) => ({
    unitId: 'u1',
    ...line,
    night: date,
    businessDate: date,
    checkInDate: '2027-01-30',
    checkOutDate: '2027-02-02',
    sincePrevious: true,
    ...values,
  }));
const lines = ['2027-01-30', '2027-01-31', '2027-02-01'].flatMap((date) => night(date));

describe("a landlord's statement", () => {
  it('knows the last day of each month', () => {
    expect(monthEnd('2027-02-01')).toBe('2027-02-28');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(monthEnd('2027-12-01')).toBe('2027-12-31');
  });

  it('applies the terms in force on each date', () => {
    const agreements = [terms({}), terms({ effectiveFrom: '2027-03-01', shareBp: 6_000 })];
    expect(agreementOn(agreements, '2026-12-31')).toBeUndefined();
    expect(agreementOn(agreements, '2027-02-28')?.shareBp).toBe(7_000);
    expect(agreementOn(agreements, '2027-03-01')?.shareBp).toBe(6_000);
  });

  it('counts each night in its own month, or the whole stay at check-in or check-out', () => {
    const january = (recognition: OwnerAgreement['recognition']) =>
      computeStatement({
        month: '2027-01-01',
        firstMonth: '2027-01-01',
        rooms: [room],
        lines,
        agreements: [terms({ recognition })],
      }).rooms[0];
    expect(january('night')).toMatchObject({ nightsSold: 2, roomRevenueMinor: 20_000 });
    expect(january('check_in')).toMatchObject({ nightsSold: 3, roomRevenueMinor: 30_000 });
    expect(january('check_out')).toMatchObject({ nightsSold: 0, roomRevenueMinor: 0 });
  });

  it('takes the basis gross (with taxes) or net (less commissions), and the fee from the share', () => {
    const taxed = [
      ...night('2027-01-30'),
      { ...night('2027-01-30')[0], account: 'taxes_payable' as const, amountMinor: -1_400 },
    ] as StatementLine[];
    const of = (agreement: OwnerAgreement) =>
      computeStatement({
        month: '2027-01-01',
        firstMonth: '2027-01-01',
        rooms: [room],
        lines: taxed,
        agreements: [agreement],
      });
    expect(of(terms({ basis: 'gross' })).rooms[0]).toMatchObject({
      basisMinor: 11_400,
      shareMinor: 7_980,
    });
    const net = of(terms({ managementFeeBp: 1_000 }));
    expect(net.rooms[0]).toMatchObject({
      basisMinor: 8_500,
      shareMinor: 5_950,
      managementFeeMinor: 850,
    });
    expect(net.earnedMinor).toBe(5_100);
  });

  it('adjusts months already issued with what was posted since, never months before the first', () => {
    const correction = night('2026-12-31', { sincePrevious: true }).map((line) => ({
      ...line,
      amountMinor: -line.amountMinor,
    }));
    const statement = computeStatement({
      month: '2027-02-01',
      firstMonth: '2027-01-01',
      rooms: [room],
      lines: [
        ...night('2027-01-31').map((line) => ({ ...line, amountMinor: -line.amountMinor })),
        ...night('2027-01-30', { sincePrevious: false }),
        ...correction,
      ],
      agreements: [terms({ effectiveFrom: '2026-01-01' })],
    });
    expect(statement.adjustments).toEqual([
      expect.objectContaining({
        month: '2027-01-01',
        roomRevenueMinor: -10_000,
        shareMinor: -5_950,
      }),
    ]);
    expect(statement.earnedMinor).toBe(-5_950);
  });

  it('balances with the ledger: anything else that moved what is owed shows as other', () => {
    expect(
      statementBalance({
        openingMinor: 1_000,
        earnedMinor: 500,
        payoutsMinor: 700,
        expensesMinor: 100,
        owedNowMinor: 600,
      }),
    ).toEqual({ otherMinor: -100, closingBalanceMinor: 600 });
  });
});

describe('the next statement', () => {
  it('follows the latest, or for a first one is last month', () => {
    expect(nextStatementMonth('2026-12-01', '2027-03-10')).toBe('2027-01');
    expect(nextStatementMonth(null, '2027-03-10')).toBe('2027-02');
    expect(nextStatementMonth(null, '2027-01-01')).toBe('2026-12');
  });
});
