import type { PriceCharge, PricingRules, RateSeason } from '@zamalek/domain/pricing/types';

export const UNIT = { id: 'unit-1', roomTypeId: 'One Bedroom', baseRateCents: 10_000 };

export function season(overrides: Partial<RateSeason> = {}): RateSeason {
  return {
    id: 'season-1',
    name: 'Winter',
    roomTypeId: 'One Bedroom',
    unitId: null,
    startDate: '2026-12-20',
    endDate: '2027-01-05',
    nightlyCents: 15_000,
    weekendCents: null,
    minStay: null,
    maxStay: null,
    closedToArrival: [],
    closedToDeparture: [],
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function charge(overrides: Partial<PriceCharge> = {}): PriceCharge {
  return {
    id: 'charge-1',
    name: 'VAT',
    kind: 'tax',
    basis: 'percent',
    percent: 14,
    amountCents: null,
    minPerNightCents: null,
    maxPerNightCents: null,
    included: false,
    ...overrides,
  };
}

export function rules(overrides: Partial<PricingRules> = {}): PricingRules {
  return { seasons: [], roomTypePricing: [], charges: [], weekendNights: [4, 5], ...overrides };
}
