import {
  BOOKING_COM_COMMISSION_RATE,
  centsToDollars,
  DEFAULT_COMMISSION_RATE,
  defaultCommissionRate,
  dollarsToCents,
  formatMoney,
  isBookingComSource,
  stayTotals,
  WEBSITE_COMMISSION_RATE,
} from '@zamalek/domain/money';
import { describe, expect, it } from 'vitest';
import { composeSource, SOURCE_OTHERS } from '../src/manual-reservation';
import { WALK_IN_SOURCE } from '../src/walk-in-source';

describe('commission rates', () => {
  it('are 10 %, 17.4 % for Booking.com and 0 % for the website', () => {
    expect(DEFAULT_COMMISSION_RATE).toBe(10);
    expect(BOOKING_COM_COMMISSION_RATE).toBe(17.4);
    expect(WEBSITE_COMMISSION_RATE).toBe(0);
  });

  it('recognise Booking.com by "booking" anywhere in the source, in any case', () => {
    expect(isBookingComSource('Booking.com')).toBe(true);
    expect(isBookingComSource('BOOKING')).toBe(true);
    expect(isBookingComSource('Others - via booking engine')).toBe(true);
    expect(isBookingComSource('KSS')).toBe(false);
    expect(isBookingComSource('')).toBe(false);
    expect(isBookingComSource(null)).toBe(false);
    expect(isBookingComSource(undefined)).toBe(false);
  });

  it('default by source and channel', () => {
    expect(defaultCommissionRate('Booking.com')).toBe(17.4);
    expect(defaultCommissionRate('Booking.com', 'Booking.com')).toBe(17.4);
    expect(defaultCommissionRate('KSS', 'Manual')).toBe(10);
    expect(defaultCommissionRate('Karim Adel')).toBe(10);
    expect(defaultCommissionRate(null)).toBe(10);
    expect(defaultCommissionRate('Direct Website', 'Website')).toBe(0);
  });

  it('give the website channel 0 % even when the source mentions booking', () => {
    expect(defaultCommissionRate('Booking request', 'Website')).toBe(0);
  });
});

describe('stayTotals', () => {
  it('multiplies the nightly price by the nights and splits off the commission', () => {
    expect(stayTotals(12_000, 7, 17.4)).toEqual({
      totalCents: 84_000,
      commissionCents: 14_616,
      netCents: 69_384,
    });
    expect(stayTotals(19_000, 3, 10)).toEqual({
      totalCents: 57_000,
      commissionCents: 5_700,
      netCents: 51_300,
    });
    expect(stayTotals(8_500, 4, 0)).toEqual({
      totalCents: 34_000,
      commissionCents: 0,
      netCents: 34_000,
    });
  });

  it('rounds 17.4 % once, half up, without floating-point drift', () => {
    // 1250 × 17.4 % = 217.5 exactly; 1250 × 0.174 in floating point is 217.4999…, which rounds down.
    expect(stayTotals(1_250, 1, 17.4)).toEqual({
      totalCents: 1_250,
      commissionCents: 218,
      netCents: 1_032,
    });
    expect(stayTotals(250, 1, 17.4)).toEqual({
      totalCents: 250,
      commissionCents: 44,
      netCents: 206,
    });
    expect(stayTotals(8_625, 1, 17.4).commissionCents).toBe(1_501);
  });

  it('always has commission + net = total, in whole cents', () => {
    for (const price of [1, 99, 8_500, 12_345, 19_000]) {
      for (const nights of [1, 3, 14, 30]) {
        for (const rate of [0, 10, 12.5, 17.4, 100]) {
          const totals = stayTotals(price, nights, rate);
          expect(totals.totalCents).toBe(price * nights);
          expect(totals.commissionCents + totals.netCents).toBe(totals.totalCents);
          expect(Number.isInteger(totals.commissionCents)).toBe(true);
        }
      }
    }
  });

  it('gives zero for zero nights', () => {
    expect(stayTotals(12_000, 0, 17.4)).toEqual({ totalCents: 0, commissionCents: 0, netCents: 0 });
  });
});

describe('cents and dollars', () => {
  it('convert both ways without drift for prices with two decimals', () => {
    expect(dollarsToCents(85)).toBe(8_500);
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1_234.56)).toBe(123_456);
    expect(centsToDollars(1_999)).toBe(19.99);
    expect(centsToDollars(8_500)).toBe(85);
  });
});

describe('formatMoney', () => {
  it('shows dollars with a sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
  });

  it('shows 1 decimal for commission and net on the detail page', () => {
    expect(formatMoney(14_616, 1)).toBe('$146.2');
    expect(formatMoney(69_384, 1)).toBe('$693.8');
    expect(formatMoney(8_500, 1)).toBe('$85.0');
  });
});

describe('the walk-in source', () => {
  it('is the source the walk-in form composes, "Others" with "Walk-in"', () => {
    expect(WALK_IN_SOURCE).toBe(composeSource(SOURCE_OTHERS, 'Walk-in'));
  });
});
