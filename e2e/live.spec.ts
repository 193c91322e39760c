import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from './helpers';

test('the back office opens one live WebSocket; public pages open none', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  await page.goto('/');
  await page.getByRole('heading', { name: 'Welcome Home' }).waitFor();
  await page.goto('/suites');
  await page.getByRole('heading', { name: 'Our Suites' }).waitFor();
  expect(sockets).toEqual([]);

  const opened = page.waitForEvent('websocket');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const socket = await opened;
  expect(new URL(socket.url()).pathname).toBe('/trpc');
  // The subscription is accepted (a refused one would close the socket or answer an error).
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => typeof frame.payload === 'string' && frame.payload.includes('"started"'),
  });
});
