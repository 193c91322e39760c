import { profiles, reservations, units, users } from '@zamalek/db/schema';
import {
  createTestDatabase,
  firstPropertyId,
  roomTypeIdFor,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import { LIVE_CHANNEL, type LiveChange, liveChangeSchema } from '@zamalek/domain/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PROPERTY, insertStay } from './helpers';

/** Collects the live changes received on the channel until `count` have arrived. */
async function collect(database: TestDatabase, count: number, act: () => Promise<void>) {
  const received: LiveChange[] = [];
  let done: () => void = () => {};
  const enough = new Promise<void>((resolve) => {
    done = resolve;
  });
  const unlisten = await database.client.listen(LIVE_CHANNEL, (payload) => {
    received.push(liveChangeSchema.parse(JSON.parse(payload)));
    if (received.length >= count) done();
  });
  try {
    await act();
    await Promise.race([
      enough,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no NOTIFY received')), 5_000)),
    ]);
  } finally {
    await unlisten();
  }
  return received;
}

describe.each(testDrivers)('live NOTIFY on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it(`announces unit and reservation changes on "${LIVE_CHANNEL}" as {entity, id, op, property}`, async () => {
    const { db } = database.client;
    let unitId = '';
    let reservationId = '';
    const roomTypeId = await roomTypeIdFor(db);
    const received = await collect(database, 4, async () => {
      const [unit] = await db
        .insert(units)
        .values({ name: 'Z-101', propertyId: FIRST_PROPERTY, roomTypeId })
        .returning({ id: units.id });
      unitId = unit?.id ?? '';
      const [reservation] = await insertStay(db, unitId, '2026-03-01', '2026-03-04');
      reservationId = reservation?.id ?? '';
      await db.update(units).set({ comments: 'Nile view' }).where(eq(units.id, unitId));
      await db.delete(reservations).where(eq(reservations.id, reservationId));
    });

    const property = await firstPropertyId(db);
    expect(received).toEqual([
      { entity: 'units', id: unitId, op: 'INSERT', property },
      { entity: 'reservations', id: reservationId, op: 'INSERT', property },
      { entity: 'units', id: unitId, op: 'UPDATE', property },
      { entity: 'reservations', id: reservationId, op: 'DELETE', property },
    ]);
  });

  it('announces profile changes without personal data, and only after commit', async () => {
    const { db } = database.client;
    const [user] = await db
      .insert(users)
      .values({ email: 'nour@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const userId = user?.id ?? '';

    const payloads: string[] = [];
    const unlisten = await database.client.listen(LIVE_CHANNEL, (payload) =>
      payloads.push(payload),
    );
    try {
      await db.transaction(async (tx) => {
        await tx.insert(profiles).values({ id: userId, fullName: 'Nour Hassan' });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(payloads).toEqual([]);
      });
      await expect.poll(() => payloads.length).toBe(1);
    } finally {
      await unlisten();
    }
    expect(JSON.parse(payloads[0] ?? '{}')).toEqual({
      entity: 'profiles',
      id: userId,
      op: 'INSERT',
      property: null,
    });
    expect(payloads[0]).not.toContain('Nour');
  });

  it('stops delivering after unsubscribing', async () => {
    const payloads: string[] = [];
    const unlisten = await database.client.listen(LIVE_CHANNEL, (payload) =>
      payloads.push(payload),
    );
    await unlisten();
    await database.client.db.insert(units).values({
      name: 'Z-999',
      propertyId: FIRST_PROPERTY,
      roomTypeId: await roomTypeIdFor(database.client.db),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(payloads).toEqual([]);
  });
});
