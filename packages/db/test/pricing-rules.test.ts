import { listPriceCharges, loadPricingRules } from '@zamalek/db/queries/pricing-rules';
import { priceCharges, properties, roomTypes } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules that hold whatever the dates come as JSON lists in one statement: each field must
 * read as the typed readers (Drizzle's own mapping) read it — fractions, nulls, booleans, order.
 */
describe.each(testDrivers)('the pricing rules read in one statement (%s)', (driver) => {
  let database: TestDatabase;
  const nights = { from: '2027-01-01', to: '2027-01-08' };
  let propertyId = '';
  const typeIds = { studio: '', loft: '' };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database.client;
    const [property] = await db.select({ id: properties.id }).from(properties);
    propertyId = property?.id ?? '';
    const rows = await db
      .insert(roomTypes)
      .values([
        {
          propertyId,
          code: 'Studio',
          name: 'Studio',
          weeklyDiscountPercent: 7.5,
          monthlyDiscountPercent: 20,
          baseOccupancy: null,
          extraGuestCents: 0,
        },
        {
          propertyId,
          code: 'Loft',
          name: 'Loft',
          weeklyDiscountPercent: 0,
          monthlyDiscountPercent: 12.25,
          baseOccupancy: 2,
          extraGuestCents: 1_500,
        },
      ])
      .returning({ id: roomTypes.id, code: roomTypes.code });
    typeIds.studio = rows.find((row) => row.code === 'Studio')?.id ?? '';
    typeIds.loft = rows.find((row) => row.code === 'Loft')?.id ?? '';
    await db.insert(priceCharges).values([
      { propertyId, name: 'VAT', kind: 'tax', basis: 'percent', percent: 14, position: 3 },
      {
        propertyId,
        name: 'Tourism fund',
        kind: 'fee',
        basis: 'percent',
        percent: 1.5,
        minPerNightCents: 150,
        maxPerNightCents: 500,
        position: 1,
      },
      {
        propertyId,
        name: 'Cleaning',
        kind: 'fee',
        basis: 'per_stay',
        amountCents: 3_500,
        included: true,
      },
    ]);
    await db
      .update(properties)
      .set({ weekendNights: [5, 6] })
      .where(eq(properties.id, propertyId));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('reads the taxes and fees as the typed reader does, in the Settings order', async () => {
    const { db } = database.client;
    const rules = await loadPricingRules(db, { propertyId, nights });
    expect(rules.charges).toEqual(await listPriceCharges(db, { propertyId }));
    expect(rules.charges.map((charge) => charge.name)).toEqual(['Cleaning', 'Tourism fund', 'VAT']);
    expect(rules.charges[1]).toEqual(
      expect.objectContaining({ percent: 1.5, amountCents: null, included: false }),
    );
  });

  it('reads the room types with their fractions and nulls, and the weekend nights', async () => {
    const rules = await loadPricingRules(database.client.db, { propertyId, nights });
    const byCode = (id: string) => (id === typeIds.loft ? 'Loft' : 'Studio');
    expect(
      [...rules.roomTypePricing].sort((a, b) =>
        byCode(a.roomTypeId).localeCompare(byCode(b.roomTypeId)),
      ),
    ).toEqual([
      {
        roomTypeId: typeIds.loft,
        baseRateCents: null,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 12.25,
        baseOccupancy: 2,
        extraGuestCents: 1_500,
      },
      {
        roomTypeId: typeIds.studio,
        baseRateCents: null,
        weeklyDiscountPercent: 7.5,
        monthlyDiscountPercent: 20,
        baseOccupancy: null,
        extraGuestCents: 0,
      },
    ]);
    expect(rules.weekendNights).toEqual([5, 6]);
  });
});
