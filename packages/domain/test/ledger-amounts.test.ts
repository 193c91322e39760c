import { minorFromText } from '@zamalek/domain/ledger/amounts';
import {
  equivalentMinor,
  exchangeDifference,
  rateMillionths,
} from '@zamalek/domain/ledger/exchange';
import { isBalanced, reversalOf } from '@zamalek/domain/ledger/lines';
import { moneyLines } from '@zamalek/domain/ledger/payment-lines';
import { describe, expect, it } from 'vitest';

describe('ledger amounts', () => {
  it('reads typed amounts to the cent, and nothing else', () => {
    expect(minorFromText('30')).toBe(3_000);
    expect(minorFromText(' 30.5 ')).toBe(3_050);
    expect(minorFromText('1,234.56')).toBe(123_456);
    expect(minorFromText('')).toBe(0);
    for (const text of ['30.555', '-5', 'abc', '1e3', '30.']) expect(minorFromText(text)).toBeNaN();
  });

  it('converts at a six-decimal rate, rounding half away from zero', () => {
    expect(rateMillionths('48.5')).toBe(48_500_000n);
    expect(rateMillionths('0')).toBeUndefined();
    expect(rateMillionths('1.2345678')).toBeUndefined();
    expect(equivalentMinor(10_000, '48.5')).toBe(485_000);
    expect(equivalentMinor(1, '48.555')).toBe(49);
    expect(equivalentMinor(-1, '48.555')).toBe(-49);
    expect(exchangeDifference(10_000, 485_020, '48.5')).toEqual({
      differenceMinor: 20,
      isRounding: true,
    });
    // A difference of a whole dollar's worth is not rounding.
    expect(exchangeDifference(10_000, 489_850, '48.5').isRounding).toBe(false);
  });

  it('balances money in pounds for a dollar folio in each currency, and its reversal too', () => {
    const lines = moneyLines(
      {
        folioId: 'f',
        amountMinor: 10_000,
        currency: 'USD',
        method: 'cash',
        against: 'receivable',
        tender: { amountMinor: 484_990, currency: 'EGP', rate: '48.5' },
      },
      1,
    );
    expect(isBalanced(lines)).toBe(true);
    expect(lines.find((line) => line.account === 'exchange_difference')?.amountMinor).toBe(10);
    expect(isBalanced(reversalOf(lines))).toBe(true);
    expect(isBalanced([{ account: 'cash', amountMinor: 5, currency: 'USD' }])).toBe(false);
  });
});
