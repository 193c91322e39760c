import { expect, type Page, request } from '@playwright/test';

/** Seeded on a fresh DATA_DIR by the server (packages/db seed data). */
export const DEMO_ADMIN = {
  email: 'admin@zamaleksuites.com',
  password: 'zamalek-demo',
  fullName: 'Amina Farouk',
};

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Where their work is: the dashboard, the housekeeping board for housekeepers, a landlord's rooms.
  await expect(page).toHaveURL(/\/(admin|housekeeping|owner)$/);
}

/** A tRPC call over HTTP as the page's user, as the browser would make it. */
export async function call<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response =
    input === undefined
      ? await page.request.get(`/trpc/${path}`)
      : await page.request.post(`/trpc/${path}`, { headers: { origin }, data: { json: input } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
}

let unitIds: Promise<Map<string, string>> | undefined;

/** Room name → unit id of the demo rooms, read once through the API as the demo admin. */
function demoUnitIds(origin: string): Promise<Map<string, string>> {
  unitIds ??= (async () => {
    const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    const signIn = await api.post('/trpc/auth.signIn', {
      data: {
        json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, staySignedIn: false },
      },
    });
    expect(signIn.ok()).toBe(true);
    const list = await api.get('/trpc/units.list');
    const body = (await list.json()) as {
      result: { data: { json: { id: string; name: string }[] } };
    };
    await api.dispose();
    return new Map(body.result.data.json.map((unit) => [unit.name, unit.id]));
  })();
  return unitIds;
}

/**
 * The wizard's radio of a demo room. Guests see suites by their public name (several rooms of
 * a type share it) and never the room's name, so the tests find a room by its unit id.
 */
export async function suiteRadio(page: Page, roomName: string) {
  const id = (await demoUnitIds(new URL(page.url()).origin)).get(roomName);
  if (!id) throw new Error(`no demo room ${roomName}`);
  return page.locator(`input[type="radio"][name="suite"][value="${id}"]`);
}
