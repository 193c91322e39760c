import { notifications } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApp } from './support/app';
import { createApiClient } from './support/client';
import { insertUnit } from './support/fixtures';
import { startSmtpServer } from './support/smtp';
import { createTestUser } from './support/users';

const today = todayIn('Africa/Cairo', new Date());

describe('mail through the outbox and a real SMTP server', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('pglite');
    await createTestUser(database.client.db, 'manager', 'Omar Manager');
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function bookOnline(url: string) {
    const unit = await insertUnit(database.client.db, { name: 'Nile View 301' });
    return createApiClient(url).trpc.public.book.mutate({
      unitId: unit.id,
      stay: { checkIn: addDaysIso(today, 4), checkOut: addDaysIso(today, 6) },
      guest: {
        adults: 1,
        children: 0,
        guestNames: ['سارة محمود'],
        email: 'sara@example.com',
        phone: '',
        nationality: 'Egyptian',
        specialRequests: '',
      },
    });
  }

  it('delivers the guest confirmation and the staff notice', async () => {
    const smtp = await startSmtpServer();
    const app = await startApp(database, { SMTP_URL: smtp.url });
    try {
      const result = await bookOnline(app.url);
      const mails = await smtp.waitFor(2);
      const guest = mails.find((mail) => mail.to.includes('sara@example.com'));
      expect(guest?.raw).toContain(result.bookingReference);
      expect(guest?.raw).toMatch(/^Subject: /m);
      expect(mails.some((mail) => mail.to.some((to) => to.startsWith('manager-')))).toBe(true);
      await expect
        .poll(async () =>
          (await database.client.db.select().from(notifications)).map((row) => row.status),
        )
        .toEqual(['sent', 'sent']);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('delivers every mail of a burst of bookings, woken by their commits alone', async () => {
    const smtp = await startSmtpServer();
    const app = await startApp(database, { SMTP_URL: smtp.url });
    try {
      const unit = await insertUnit(database.client.db, { name: 'Garden 12' });
      const api = createApiClient(app.url).trpc;
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          api.public.book.mutate({
            unitId: unit.id,
            stay: {
              checkIn: addDaysIso(today, 10 + 2 * index),
              checkOut: addDaysIso(today, 11 + 2 * index),
            },
            guest: {
              adults: 1,
              children: 0,
              guestNames: [`Guest ${index}`],
              email: `burst-${index}@example.com`,
              phone: '',
              nationality: '',
              specialRequests: '',
            },
          }),
        ),
      );
      // Each booking: the guest's confirmation and the manager's notice; no drain run by hand.
      const mails = await smtp.waitFor(16);
      for (let index = 0; index < 8; index++) {
        expect(mails.filter((mail) => mail.to.includes(`burst-${index}@example.com`))).toHaveLength(
          1,
        );
      }
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('keeps a refused message for a later retry and still confirms the booking', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const app = await startApp(database, { SMTP_URL: smtp.url });
    try {
      const result = await bookOnline(app.url);
      expect(result.bookingReference).toMatch(/^WEB-/);
      await expect
        .poll(async () =>
          (await database.client.db.select().from(notifications)).map(
            (row) => row.lastError !== null,
          ),
        )
        .toEqual([true, true]);
      const rows = await database.client.db.select().from(notifications);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toContain('Mailbox unavailable');
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      }
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
