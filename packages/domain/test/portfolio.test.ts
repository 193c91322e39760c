import { addPropertySchema, portfolioTotal, propertyFigures } from '@zamalek/domain/portfolio';
import { describe, expect, it } from 'vitest';

describe('the portfolio', () => {
  it("totals the buildings' room-nights and revenue, never averaging their rates", () => {
    const big = propertyFigures({
      units: 20,
      days: 30,
      unsellableNights: 0,
      bookedNights: 540,
      bookings: 90,
      revenueCents: 5_400_000,
    });
    const small = propertyFigures({
      units: 2,
      days: 30,
      unsellableNights: 10,
      bookedNights: 5,
      bookings: 2,
      revenueCents: 100_000,
    });
    expect(big).toMatchObject({ occupancyRate: 90, adrCents: 10_000, revPARCents: 9_000 });
    expect(small).toMatchObject({ availableRoomNights: 50, occupancyRate: 10, adrCents: 20_000 });
    const total = portfolioTotal([big, small]);
    expect(total).toMatchObject({
      units: 22,
      availableRoomNights: 650,
      bookedNights: 545,
      bookings: 92,
      revenueCents: 5_500_000,
      adrCents: Math.round(5_500_000 / 545),
      revPARCents: Math.round(5_500_000 / 650),
    });
    expect(total.occupancyRate).toBeCloseTo((545 / 650) * 100, 9);
    expect(portfolioTotal([])).toMatchObject({ occupancyRate: 0, adrCents: 0, revPARCents: 0 });
  });

  it('takes a new property by a plain address name and a real time zone', () => {
    const good = {
      propertyName: ' Maadi ',
      propertyNameAr: '',
      slug: 'maadi-2',
      timeZone: 'Africa/Cairo',
    };
    expect(addPropertySchema.parse(good)).toEqual({
      propertyName: 'Maadi',
      propertyNameAr: null,
      slug: 'maadi-2',
      timeZone: 'Africa/Cairo',
    });
    const messages = (input: object) =>
      addPropertySchema
        .safeParse({ ...good, ...input })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ slug: 'Maadi' })).toEqual([
      'Use lowercase letters, digits and single hyphens, like garden-city.',
    ]);
    expect(messages({ timeZone: 'Mars/Olympus' })).toEqual([
      "Choose the property's time zone from the list.",
    ]);
    expect(messages({ propertyName: ' ' })).toEqual(['Give the property a name.']);
  });
});
