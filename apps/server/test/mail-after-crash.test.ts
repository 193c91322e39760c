import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '@zamalek/db/client';
import { notifications } from '@zamalek/db/schema';
import { createTestDatabase, FIRST_PROPERTY, testDrivers } from '@zamalek/db/testing';
import { describe, it } from 'vitest';
import { exitOf, startServerProcess } from './support/server-process';
import { startSmtpServer } from './support/smtp';

/** A mail server that takes the connection and never says a word: a drain hangs on it. */
async function startSilentSmtp() {
  const connected: net.Socket[] = [];
  const server = net.createServer((socket) => connected.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connected,
    close: () => {
      for (const socket of connected) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const message = (n: number) => ({
  propertyId: FIRST_PROPERTY,
  kind: 'test',
  recipient: `guest${n}@example.com`,
  subject: `Your booking ${n}`,
  textBody: 'Confirmed',
  htmlBody: '<p>Confirmed</p>',
});

/**
 * A server killed while handing messages to the mail server: after the restart, mail queued
 * meanwhile goes out at once, and the messages it had claimed within a minute of their claim
 * (their lease), never held back by the queue's runs left "active" by the dead process. Most of
 * it is that minute of waiting, so the drivers run side by side.
 */
describe.concurrent.each(testDrivers)('mail after a crash mid-drain (%s)', (driver) => {
  it('delivers everything queued before the crash soon after the restart', async ({ expect }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zamalek-mail-crash-'));
    // The database the server will use, with two messages waiting.
    const database = driver === 'postgres' ? await createTestDatabase('postgres') : null;
    const env: Record<string, string> = database?.url ? { DATABASE_URL: database.url } : {};
    const queue = async (...numbers: number[]) => {
      const rows = numbers.map(message);
      if (database) {
        await database.client.db.insert(notifications).values(rows);
        return;
      }
      const embedded = await openPglite(path.join(dataDir, 'pglite'));
      await embedded.migrate();
      await embedded.db.insert(notifications).values(rows);
      await embedded.close();
    };
    await queue(1, 2);

    const silent = await startSilentSmtp();
    const first = startServerProcess(dataDir, { ...env, SMTP_URL: silent.url });
    await first.url;
    // The drain has claimed a message and waits on the mail server: kill it there.
    for (let waited = 0; silent.connected.length === 0; waited += 100) {
      if (waited > 30_000) throw new Error(`no drain reached the mail server:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    await killed;
    await silent.close();
    // Queued while no server ran (a booking on another instance, say).
    await queue(3);

    const smtp = await startSmtpServer();
    const restartedAt = Date.now();
    const second = startServerProcess(dataDir, { ...env, SMTP_URL: smtp.url });
    try {
      await second.url;
      const arrived = async (recipients: number, within: number) => {
        const deadline = Date.now() + within;
        while (smtp.received.length < recipients && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return smtp.received.map((mail) => mail.to[0]);
      };
      // Mail queued while no server ran goes out at once, not held back by the dead one's runs.
      const startedAt = Date.now();
      expect(await arrived(1, 15_000)).not.toContain('guest1@example.com');
      console.log(`first message ${Date.now() - startedAt} ms after the restart`);
      // Those the dead process held, once their lease is over: within a minute and a half.
      const all = await arrived(3, restartedAt + 90_000 - Date.now());
      console.log(`all messages ${Date.now() - restartedAt} ms after the restart`);
      expect(all.sort()).toEqual([
        'guest1@example.com',
        'guest2@example.com',
        'guest3@example.com',
      ]);
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill('SIGTERM');
      await stopped;
      await smtp.close();
      await database?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
