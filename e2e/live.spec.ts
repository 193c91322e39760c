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

  // The subscription is accepted (a refused one would close the socket or answer an error): its
  // frames are watched from the socket's opening, as the answer can come before sign-in returns.
  const started = new Promise<string>((resolve) => {
    page.once('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"started"')) {
          resolve(new URL(socket.url()).pathname);
        }
      });
    });
  });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect(await started).toBe('/trpc');
  expect(sockets).toEqual(['/trpc']);
});
