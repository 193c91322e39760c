import {
  formatMarkup,
  markupFromInput,
  ratePlanSchema,
} from '@zamalek/domain/channels/channex-mapping';
import { planRateCents, restrictionValues } from '@zamalek/domain/channels/restrictions-payload';
import type { TypeNight } from '@zamalek/domain/pricing/type-nights';
import { describe, expect, it } from 'vitest';

const night = (
  date: string,
  rateCents: number | null,
  rules: Partial<TypeNight> = {},
): TypeNight => ({
  date,
  rateCents,
  source: rateCents === null ? 'none' : 'base',
  seasonId: null,
  weekend: false,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  ...rules,
});

describe('rates and stay rules for Channex', () => {
  const standard = {
    channexRatePlanId: 'plan-a',
    roomTypeId: 'studio',
    markupKind: 'percent',
    markup: 0,
  } as const;
  const booking = {
    channexRatePlanId: 'plan-b',
    roomTypeId: 'studio',
    markupKind: 'amount',
    markup: -1_050,
  } as const;

  it('prices a plan from our rate with its markup, to the cent; nothing at or below zero', () => {
    expect(planRateCents({ ...standard, markup: 1_500 }, 10_001)).toBe(11_501);
    expect(planRateCents({ ...standard, markup: -5_000 }, 999)).toBe(500);
    expect(planRateCents(booking, 10_000)).toBe(8_950);
    expect(planRateCents(booking, 1_000)).toBeNull();
    expect(planRateCents(standard, null)).toBeNull();
  });

  it('sends each plan its nights, equal ones as a range, a night with no rate stop-sold', () => {
    const body = restrictionValues(
      'cx-property',
      [standard, booking],
      [
        { roomTypeId: 'studio', night: night('2027-01-01', 10_000) },
        { roomTypeId: 'studio', night: night('2027-01-02', 10_000) },
        {
          roomTypeId: 'studio',
          night: night('2027-01-03', 12_000, { minStay: 3, maxStay: 14, closedToDeparture: true }),
        },
        { roomTypeId: 'studio', night: night('2027-01-04', null) },
        { roomTypeId: 'loft', night: night('2027-01-01', 30_000) },
      ],
    );
    const open = {
      min_stay_arrival: 1,
      min_stay_through: 1,
      max_stay: 0,
      closed_to_arrival: false,
      closed_to_departure: false,
      stop_sell: false,
    };
    const base = { property_id: 'cx-property', rate_plan_id: 'plan-a' };
    expect(body.values.filter((value) => value.rate_plan_id === 'plan-a')).toEqual([
      { ...base, date_from: '2027-01-01', date_to: '2027-01-02', rate: '100.00', ...open },
      {
        ...base,
        date_from: '2027-01-03',
        date_to: '2027-01-03',
        rate: '120.00',
        ...open,
        min_stay_arrival: 3,
        min_stay_through: 3,
        max_stay: 14,
        closed_to_departure: true,
      },
      { ...base, date_from: '2027-01-04', date_to: '2027-01-04', ...open, stop_sell: true },
    ]);
    expect(
      body.values.filter((value) => value.rate_plan_id === 'plan-b').map((value) => value.rate),
    ).toEqual(['89.50', '109.50', undefined]);
  });

  it('reads markups as staff type them and says them back', () => {
    expect(markupFromInput(15)).toBe(1_500);
    expect(markupFromInput(-10.5)).toBe(-1_050);
    expect(formatMarkup('percent', 1_500)).toBe('+15 %');
    expect(formatMarkup('amount', -1_050)).toBe('−$10.50');
    expect(formatMarkup('amount', 0)).toBe('No markup');
    const plan = {
      roomTypeId: crypto.randomUUID(),
      channexRatePlanId: crypto.randomUUID(),
      name: 'Airbnb',
    };
    expect(
      ratePlanSchema.safeParse({ ...plan, markupKind: 'percent', markup: 10_001 }).error?.issues[0]
        ?.message,
    ).toBe('A markup from −50 % to +100 %.');
    expect(
      ratePlanSchema.safeParse({ ...plan, markupKind: 'amount', markup: 100_001 }).error?.issues[0]
        ?.message,
    ).toBe('A markup from −$1,000 to +$1,000 a night.');
    expect(
      ratePlanSchema.safeParse({
        ...plan,
        channexRatePlanId: 'Standard',
        markupKind: 'amount',
        markup: 0,
      }).error?.issues[0]?.message,
    ).toBe('Paste the id from Channex: 36 characters like 0a1b2c3d-….');
  });
});
