import { expect, type Locator, type Page } from '@playwright/test';
import { type PackedCalendar, readCalendar } from '../packages/domain/src/calendar-reply';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';

/** The Room Calendar's rows, bars and moves, as the e2e specs drive them. */
export const today = todayIn('Africa/Cairo', new Date());
export const day = (offset: number) => addDaysIso(today, offset);
/** "12 December", as the bars read dates. */
export const spoken = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export const row = (page: Page, number: string) =>
  page
    .locator('tr[data-unit-id]')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${number}\\b`) }) });
/** The seed's Booking.com stay from today + 2 (in room 201 until moved), ending today + `to`. */
export const stayIn = (place: Page | Locator, room: string, to: number) =>
  place.getByRole('button', {
    name: new RegExp(`Booking\\.com, Room ${room}, ${spoken(day(2))} to ${spoken(day(to))}$`),
  });
/** Drags a bar by the mouse onto another row (a short way in from its start). */
export async function dragTo(page: Page, bar: Locator, target: Locator) {
  const from = await bar.boundingBox();
  const into = await target.boundingBox();
  if (!from || !into) throw new Error('not on screen');
  const x = from.x + Math.min(from.width / 2, 30);
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, into.y + into.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Puts the moved stays back where the seed had them, through the same procedure. */
export async function putBack(page: Page) {
  const range = { from: day(1), to: day(9) };
  const input = encodeURIComponent(JSON.stringify({ json: range }));
  const calendar = await page.request.get(`/trpc/reservations.calendar?input=${input}`);
  const { result } = (await calendar.json()) as {
    result: { data: { json: PackedCalendar } };
  };
  const { units, stays } = readCalendar(result.data.json);
  const origin = new URL(page.url()).origin;
  const seeded = [
    { room: '201', source: 'Booking.com', from: 2, to: 5 },
    { room: '501', source: 'Karim Adel', from: 3, to: 10 },
  ];
  for (const { room, source, from, to } of seeded) {
    const home = units.find((unit) => unit.unitNumber === room);
    const moved = stays.find((stay) => stay.checkInDate === day(from) && stay.source === source);
    if (!home || !moved) throw new Error('stay not found');
    const response = await page.request.post('/trpc/reservations.move', {
      headers: { origin },
      data: { json: { id: moved.id, unitId: home.id, checkIn: day(from), checkOut: day(to) } },
    });
    expect(response.ok()).toBe(true);
  }
}
