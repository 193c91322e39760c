import { publicBookingSchema } from '@zamalek/domain/booking';
import { addDaysIso } from '@zamalek/domain/dates';
import { MAX_PRICE_PER_NIGHT } from '@zamalek/domain/form-fields';
import { stayTotals } from '@zamalek/domain/money';
import {
  MAX_STAFF_STAY_NIGHTS,
  STAFF_STAY_MESSAGES,
  staffCheckInHorizonProblem,
  staffStayDatesSchema,
  staffStayIssues,
} from '@zamalek/domain/staff-stay';
import { BASE_RATE_TOO_HIGH_MESSAGE, unitFieldsSchema } from '@zamalek/domain/units';
import { describe, expect, it } from 'vitest';

const today = '2026-03-15';

describe('staffStayIssues', () => {
  it('accepts a year-long stay, old stays back to 2000 and check-ins up to five years ahead', () => {
    const longest = { checkIn: today, checkOut: addDaysIso(today, MAX_STAFF_STAY_NIGHTS) };
    expect(staffStayIssues(longest)).toEqual([]);
    expect(staffStayIssues({ checkIn: '2000-01-01', checkOut: '2000-01-03' })).toEqual([]);
    expect(staffStayIssues({ checkIn: '2031-03-15', checkOut: '2031-03-16' })).toEqual([]);
  });

  it('refuses a stay over 365 nights, such as a check-out in 9999', () => {
    for (const checkOut of [addDaysIso(today, MAX_STAFF_STAY_NIGHTS + 1), '9999-12-31']) {
      expect(staffStayIssues({ checkIn: today, checkOut })).toEqual([
        { path: 'checkOut', message: 'Stays are limited to 365 nights' },
      ]);
    }
  });

  it('refuses a check-in before 2000', () => {
    expect(staffStayIssues({ checkIn: '0202-05-01', checkOut: '0202-05-03' })).toEqual([
      { path: 'checkIn', message: STAFF_STAY_MESSAGES.tooEarly },
    ]);
  });

  it("leaves how far ahead to the property's today, which the caller passes", () => {
    expect(staffStayIssues({ checkIn: '9999-12-30', checkOut: '9999-12-31' })).toEqual([]);
    expect(staffCheckInHorizonProblem('2031-03-15', today)).toBeNull();
    expect(staffCheckInHorizonProblem('2031-03-16', today)).toBe(
      'Check-in cannot be more than 5 years ahead',
    );
    expect(staffCheckInHorizonProblem('9999-12-30', today)).toBe(STAFF_STAY_MESSAGES.tooFarAhead);
  });

  it('keeps the order rule, and says nothing about dates that are not real', () => {
    expect(staffStayIssues({ checkIn: today, checkOut: today })).toEqual([
      { path: 'checkOut', message: 'Check-out date must be after check-in date' },
    ]);
    expect(staffStayIssues({ checkIn: '2026-02-30', checkOut: '9999-12-31' })).toEqual([]);
  });

  it('speaks through the schema of the free-rooms lookup', () => {
    const result = staffStayDatesSchema.safeParse({
      checkIn: '2026-01-01',
      checkOut: '9999-12-31',
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['checkOut'], 'Stays are limited to 365 nights'],
    ]);
  });

  it('keeps the largest stay total far inside a safe integer', () => {
    const largest = stayTotals(MAX_PRICE_PER_NIGHT * 100, MAX_STAFF_STAY_NIGHTS, 17.4);
    expect(largest.totalCents).toBe(3_650_000_000);
    expect(largest.totalCents * 1_000_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('other money and size bounds', () => {
  it('caps a room base rate at $100,000 with a readable message', () => {
    const parse = (baseRate: number) =>
      unitFieldsSchema.safeParse({ name: 'Nile', unitType: 'Studio', baseRate });
    expect(parse(100_000).success).toBe(true);
    expect(parse(100_001).error?.issues[0]?.message).toBe(BASE_RATE_TOO_HIGH_MESSAGE);
    expect(parse(-5).error?.issues[0]?.message).toBe('The nightly rate must be greater than 0');
    expect(parse(Number.NaN).error?.issues[0]?.message).toBe(
      'The nightly rate must be a whole number of dollars',
    );
  });

  it('refuses an absurd list of guest-name rows on the public booking', () => {
    const result = publicBookingSchema.safeParse({
      unitId: crypto.randomUUID(),
      stay: { checkIn: '2026-03-20', checkOut: '2026-03-22' },
      guest: {
        adults: 1,
        children: 0,
        guestNames: Array.from({ length: 10_000 }, () => ''),
        email: 'a@b.co',
      },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['At most 15 guest names']);
  });

  it('takes an optional UUID idempotency key', () => {
    const base = {
      unitId: crypto.randomUUID(),
      stay: { checkIn: '2026-03-20', checkOut: '2026-03-22' },
      guest: { adults: 1, children: 0, guestNames: ['Lina'], email: 'a@b.co' },
    };
    expect(publicBookingSchema.safeParse(base).success).toBe(true);
    expect(publicBookingSchema.parse({ ...base, idempotencyKey: crypto.randomUUID() })).toEqual(
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    expect(
      publicBookingSchema.safeParse({ ...base, idempotencyKey: 'x'.repeat(5000) }).success,
    ).toBe(false);
  });
});
