import { reservations } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlConstraint, sqlState } from '../src/errors';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);

describe.each(testDrivers)('the stay lifecycle in the database (%s)', (driver) => {
  let database: TestDatabase;
  let desk: ReturnType<typeof callerFor>['caller'];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const user = await createTestUser(database.client.db, 'front_desk');
    desk = callerFor(database.client, await signedInSession(database.client.db, user.id)).caller;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('refuses a status whose desk stamps do not agree, whoever writes it', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db);
    const { id } = await insertStay(db, unit.id, day(0), day(2));
    const write = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'written',
        (error: unknown) => `${sqlState(error)} ${sqlConstraint(error)}`,
      );
    const refused = '23514 reservations_desk_stamps';
    // In house without a check-in; checked out without a check-out, or before the check-in;
    // expected with a check-in left behind.
    expect(await write(sql`update reservations set status = 'checked_in' where id = ${id}`)).toBe(
      refused,
    );
    expect(
      await write(
        sql`update reservations set status = 'checked_out', checked_in_at = now() where id = ${id}`,
      ),
    ).toBe(refused);
    expect(
      await write(
        sql`update reservations set status = 'checked_out', checked_in_at = now(), checked_out_at = now() - interval '1 hour' where id = ${id}`,
      ),
    ).toBe(refused);
    expect(await write(sql`update reservations set checked_in_at = now() where id = ${id}`)).toBe(
      refused,
    );
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect([row?.status, row?.checkedInAt, row?.checkedOutAt]).toEqual(['confirmed', null, null]);
  });

  it('two check-ins of one stay at once: one takes it, the other is told it is in already', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { roomStatus: 'clean' });
    const { id } = await insertStay(db, unit.id, day(0), day(2));
    const results = await Promise.all([
      outcome(desk.reservations.checkIn({ id })),
      outcome(desk.reservations.checkIn({ id })),
    ]);
    expect(results.sort()).toEqual(
      [`CONFLICT: ${APP_ERROR_MESSAGES.ALREADY_CHECKED_IN}`, 'ok'].sort(),
    );
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.status).toBe('checked_in');
    expect(row?.checkedInAt).toBeInstanceOf(Date);
  });
});
