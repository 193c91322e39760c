import { describe, expect, it } from 'vitest';
import {
  chargeFieldsSchema,
  egpRateSchema,
  RATE_MESSAGES,
  seasonDateIssues,
  seasonFieldsSchema,
} from '../../src/pricing/rate-forms';

const season = {
  name: ' Winter ',
  roomTypeId: '00000000-0000-4000-8000-000000000001',
  startDate: '2031-12-01',
  endDate: '2031-12-01',
  nightly: 120.5,
  closedToArrival: [5, 1, 5],
};

describe('rate calendar and prices schemas', () => {
  it('reads a season in dollars into cents, with its days of the week once and in order', () => {
    expect(seasonFieldsSchema.parse(season)).toEqual({
      name: 'Winter',
      roomTypeId: '00000000-0000-4000-8000-000000000001',
      unitId: null,
      startDate: '2031-12-01',
      endDate: '2031-12-01',
      nightly: 12_050,
      weekend: null,
      minStay: null,
      maxStay: null,
      closedToArrival: [1, 5],
      closedToDeparture: [],
    });
  });

  it('names the room type by its id, or asks to choose one', () => {
    const result = seasonFieldsSchema.safeParse({ ...season, roomTypeId: 'Studio' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([RATE_MESSAGES.roomType]);
  });

  it('takes dollars and cents only: a fraction of a cent is refused, never rounded to a price', () => {
    for (const nightly of [0.004, 0.005, 120.505]) {
      const result = seasonFieldsSchema.safeParse({ ...season, nightly });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([RATE_MESSAGES.cents]);
    }
    expect(seasonFieldsSchema.parse({ ...season, nightly: 0.01 }).nightly).toBe(1);
    expect(seasonFieldsSchema.parse({ ...season, nightly: 19.99 }).nightly).toBe(1_999);
  });

  it('bounds a season: one night at least, two years at most, from 2000 to 2099', () => {
    expect(seasonDateIssues('2031-01-01', '2032-12-31')).toEqual([]);
    expect(seasonDateIssues('2031-01-01', '2033-01-02')).toEqual([
      { path: 'endDate', message: RATE_MESSAGES.tooLong },
    ]);
    expect(seasonDateIssues('1999-12-31', '2000-01-01')[0]?.message).toBe(RATE_MESSAGES.tooEarly);
    expect(seasonDateIssues('2099-12-31', '2100-01-01')[0]?.message).toBe(RATE_MESSAGES.tooLate);
    expect(seasonDateIssues('2031-12-02', '2031-12-01')[0]?.message).toBe(RATE_MESSAGES.dateOrder);
  });

  it('keeps only what a charge basis uses', () => {
    expect(
      chargeFieldsSchema.parse({
        name: 'Tourism fund',
        kind: 'fee',
        basis: 'percent',
        percent: 1,
        amount: 5,
        minPerNight: 1.5,
        maxPerNight: 3,
      }),
    ).toEqual({
      name: 'Tourism fund',
      kind: 'fee',
      basis: 'percent',
      percent: 1,
      amountCents: null,
      minPerNightCents: 150,
      maxPerNightCents: 300,
      included: false,
    });
    expect(
      chargeFieldsSchema.parse({
        name: 'Cleaning',
        kind: 'fee',
        basis: 'per_stay',
        percent: 3,
        amount: 40,
        minPerNight: 1,
      }),
    ).toMatchObject({ percent: null, amountCents: 4_000, minPerNightCents: null });
  });

  it('keeps four decimals of the EGP rate, and null to stop showing it', () => {
    expect(egpRateSchema.parse({ egpPerUsd: 48.123456 })).toEqual({ egpPerUsd: 48.1235 });
    expect(egpRateSchema.parse({ egpPerUsd: null })).toEqual({ egpPerUsd: null });
    expect(egpRateSchema.safeParse({ egpPerUsd: 0 }).success).toBe(false);
  });
});
