import { reservations, unitHolds, units } from '@zamalek/db/schema';
import { FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOLD_OUT_WINDOW_MESSAGE } from '../src/units/sold-out-nights';
import { startTestServer } from './support/app';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const monthOf = (date: string) => date.slice(0, 7);

/** A public GET as the booking page sends it (a plain fetch, superjson's envelope). */
async function publicGet(url: string, procedure: string, input: unknown) {
  const query = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await fetch(`${url}/trpc/public.${procedure}?input=${query}`);
  const body = (await response.json()) as { error?: { json?: { message?: string } } };
  return { status: response.status, message: body.error?.json?.message };
}

describe.each(testDrivers)('sold-out nights and the nearest free stays (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.close();
  });
  // Every test builds its own rooms: a night is sold out over all the rooms on sale.
  beforeEach(async () => {
    await server.db.delete(reservations);
    await server.db.delete(unitHolds);
    await server.db.delete(units);
  });

  const guest = () => callerFor(server.database.client).caller;

  async function soldOut(from: string, input: { guests?: number; suiteId?: string } = {}) {
    const { nights } = await guest().public.soldOutNights({
      month: monthOf(from),
      months: 2,
      ...input,
    });
    return nights;
  }

  it('marks a night sold out when every room is taken, and not while one room is free', async () => {
    const db = server.db;
    const studio = await insertUnit(db, { name: 'S-1', unitType: 'Studio' });
    const first = await insertUnit(db, { name: 'O-1', unitType: 'One Bedroom' });
    const second = await insertUnit(db, { name: 'O-2', unitType: 'One Bedroom' });
    // Night 30: all three rooms taken. Night 31: the studio and O-1 taken, O-2 free.
    await insertStay(db, studio.id, day(30), day(32));
    await insertStay(db, first.id, day(29), day(32));
    await insertStay(db, second.id, day(30), day(31));

    const nights = await soldOut(day(30));
    expect(nights).toContain(day(30));
    expect(nights).not.toContain(day(31));
    expect(nights).not.toContain(day(29));
    // The check-out day is free for the next arrival.
    expect(nights).not.toContain(day(32));
  });

  it('counts only the rooms that sleep the party, or of the chosen suite’s type', async () => {
    const db = server.db;
    const studio = await insertUnit(db, { name: 'S-1', unitType: 'Studio' });
    const first = await insertUnit(db, { name: 'O-1', unitType: 'One Bedroom' });
    const second = await insertUnit(db, { name: 'O-2', unitType: 'One Bedroom' });
    // Night 40: both one-bedrooms booked, the studio free. Night 41: one one-bedroom left.
    await insertStay(db, first.id, day(40), day(42));
    await insertStay(db, second.id, day(40), day(41));

    expect(await soldOut(day(40))).not.toContain(day(40));
    // A studio sleeps two: for three guests night 40 is sold out, night 41 is not.
    const forThree = await soldOut(day(40), { guests: 3 });
    expect(forThree).toContain(day(40));
    expect(forThree).not.toContain(day(41));
    // With a one-bedroom chosen, only one-bedrooms count; with the studio, only studios.
    expect(await soldOut(day(40), { suiteId: second.id })).toContain(day(40));
    expect(await soldOut(day(40), { suiteId: studio.id })).not.toContain(day(40));
  });

  it('counts holds (out of order, owner use) as taken, not cancelled stays or rooms off sale', async () => {
    const db = server.db;
    const open = await insertUnit(db, { name: 'O-1' });
    const held = await insertUnit(db, { name: 'O-2' });
    const cancelled = await insertUnit(db, { name: 'O-3' });
    await insertUnit(db, { name: 'O-4', status: 'maintenance' });
    await insertStay(db, open.id, day(50), day(53));
    await insertStay(db, cancelled.id, day(50), day(53), { status: 'cancelled' });
    expect(await soldOut(day(50))).not.toContain(day(50));

    // O-3 booked again for the 50th and 51st, and O-2 out of order from the 51st: the 51st is
    // sold out. O-4 is off sale and never counts as free.
    await insertStay(db, cancelled.id, day(50), day(52));
    await db.insert(unitHolds).values({
      propertyId: FIRST_PROPERTY,
      unitId: held.id,
      kind: 'maintenance',
      reason: 'Out of order: leaking tap',
      fromDate: day(51),
      toDate: day(53),
    });
    const nights = await soldOut(day(50));
    expect(nights).toContain(day(51));
    expect(nights).not.toContain(day(50));
    expect(nights).not.toContain(day(52));
  });

  it('leaves out the nights before today and answers nothing about who stays', async () => {
    const db = server.db;
    const only = await insertUnit(db, { name: 'O-1' });
    await insertStay(db, only.id, day(-3), day(2));
    const answer = await guest().public.soldOutNights({ month: monthOf(today), months: 2 });
    expect(answer).toEqual({ nights: [today, day(1)] });
  });

  it('suggests the nearest stays as long with a free suite, before and after, in date order', async () => {
    const db = server.db;
    const first = await insertUnit(db, { name: 'O-1', unitType: 'One Bedroom' });
    const second = await insertUnit(db, { name: 'O-2', unitType: 'One Bedroom' });
    await insertStay(db, first.id, day(36), day(45));
    await insertStay(db, second.id, day(38), day(44));
    const stay = { checkIn: day(40), checkOut: day(42) };

    const answer = await guest().public.availability({ stay, guests: 2 });
    expect(answer.suites).toEqual([]);
    // O-2 is free until the 38th and from the 44th: two nights end there or start there.
    const { stays } = await guest().public.nearestStays({ stay, guests: 2 });
    expect(stays).toEqual([
      { checkIn: day(35), checkOut: day(37) },
      { checkIn: day(36), checkOut: day(38) },
      { checkIn: day(44), checkOut: day(46) },
    ]);
    // Each suggestion is one the wizard then offers a suite for.
    for (const suggestion of stays) {
      const offered = await guest().public.availability({ stay: suggestion, guests: 2 });
      expect(offered.suites.length).toBeGreaterThan(0);
    }
    // No room sleeps five: nothing to suggest.
    expect(await guest().public.nearestStays({ stay, guests: 5 })).toEqual({ stays: [] });
  });

  it('refuses months outside the calendar and malformed questions with a 400, over HTTP', async () => {
    const refused = { status: 400, message: SOLD_OUT_WINDOW_MESSAGE };
    const lastMonth = monthOf(addDaysIso(`${monthOf(today)}-01`, -1));
    const beyond = monthOf(addDaysIso(today, 600));
    expect(await publicGet(server.url, 'soldOutNights', { month: lastMonth })).toEqual(refused);
    expect(await publicGet(server.url, 'soldOutNights', { month: beyond })).toEqual(refused);
    expect(await publicGet(server.url, 'soldOutNights', { month: '9999-12' })).toEqual(refused);
    for (const input of [
      { month: monthOf(today), months: 5 },
      { month: `${monthOf(today)}-01` },
      { month: monthOf(today), guests: 0 },
      { month: monthOf(today), suiteId: 'x'.repeat(10_000) },
      {},
    ]) {
      expect((await publicGet(server.url, 'soldOutNights', input)).status).toBe(400);
    }
    const inRange = await publicGet(server.url, 'soldOutNights', { month: monthOf(today) });
    expect(inRange.status).toBe(200);
    const longStay = { checkIn: day(10), checkOut: day(200) };
    expect((await publicGet(server.url, 'nearestStays', { stay: longStay })).status).toBe(400);
  });
});
