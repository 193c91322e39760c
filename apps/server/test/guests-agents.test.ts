import { createTestDatabase, type TestDatabase } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { GUEST_CSV_COLUMNS, weekRange } from '@zamalek/domain/guests';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { callerFor } from './support/caller';
import { createApiClient } from './support/client';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());

describe('guests list, CSV export and My Reservations', () => {
  let database: TestDatabase;
  let app: RunningApp;
  const week = weekRange(today);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startApp(database);
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'Zamalek 7' });
    await insertStay(db, unit.id, week.from, addDaysIso(week.from, 2), {
      guestNames: ['محمد علي', 'Doe, "Jane"', 'Little One'],
      adults: 2,
      children: 1,
      numberOfGuests: 3,
      guestNationality: 'Egyptian',
      source: 'Karim Adel',
      commissionAmountCents: 1_500,
      contactPhone: '+20 100 123 4567',
    });
    await insertStay(db, unit.id, addDaysIso(week.from, 30), addDaysIso(week.from, 33), {
      guestNames: ['=HYPERLINK("x")'],
      source: 'Karim Adel',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function signedIn(role: 'admin' | 'manager' | null, fullName?: string) {
    const user = await createTestUser(database.client.db, role, fullName);
    const client = createApiClient(app.url);
    await client.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    return { user, client, cookie: `session=${client.cookies.get('session')}` };
  }

  it('gives admins one row per guest, Adult/Child by index, and refuses others', async () => {
    const { client } = await signedIn('admin');
    const rows = await client.trpc.guests.list.query(week);
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ['محمد علي', 'Adult'],
      ['Doe, "Jane"', 'Adult'],
      ['Little One', 'Child'],
    ]);
    const manager = await signedIn('manager');
    await expect(manager.client.trpc.guests.list.query(week)).rejects.toThrow(/permission/i);
  });

  it('exports CSV that survives a round trip: BOM, quoting, Arabic, formulas neutralised', async () => {
    const { cookie } = await signedIn('admin');
    const wide = { from: week.from, to: addDaysIso(week.from, 60) };
    const response = await fetch(`${app.url}/api/guests.csv?from=${wide.from}&to=${wide.to}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="guests_${today}.csv"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.toString('utf8'), { bom: true });
    expect(records[0]).toEqual([...GUEST_CSV_COLUMNS]);
    expect(records.slice(1).map((record) => record[0])).toEqual([
      'محمد علي',
      'Doe, "Jane"',
      'Little One',
      `'=HYPERLINK("x")`,
    ]);
    expect(records[1]).toEqual(
      expect.arrayContaining([
        'Adult',
        'Egyptian',
        '+20 100 123 4567',
        week.from,
        '2',
        'Zamalek 7',
        '3',
        'Karim Adel',
      ]),
    );

    const filtered = await fetch(
      `${app.url}/api/guests.csv?from=${wide.from}&to=${wide.to}&search=little&searchBy=name`,
      { headers: { cookie } },
    );
    expect(parse(await filtered.text(), { bom: true })).toHaveLength(2);
    const manager = await signedIn('manager');
    expect(
      (
        await fetch(`${app.url}/api/guests.csv?from=${wide.from}&to=${wide.to}`, {
          headers: { cookie: manager.cookie },
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${app.url}/api/guests.csv?from=${wide.from}&to=${wide.to}`)).status).toBe(
      401,
    );
  });

  it("shows a sales agent their linked source's sales and this month's figures; a namesake nothing", async () => {
    const db = database.client.db;
    const agent = await createTestUser(db, null, 'Karim A.');
    const { client: adminClient } = await signedIn('admin');
    await adminClient.trpc.users.update.mutate({
      id: agent.id,
      fullName: agent.fullName,
      email: agent.email,
      role: null,
      salesSource: 'Karim Adel',
    });
    const { caller } = callerFor(database.client, await signedInSession(db, agent.id));
    const overview = await caller.myReservations.overview();
    expect(overview.salesSource).toBe('Karim Adel');
    expect(overview.rows).toHaveLength(2);
    expect(overview.totalNights).toBe(5);
    // Sharing the source's name is not a link.
    const namesake = await createTestUser(db, null, 'Karim Adel');
    const empty = await callerFor(
      database.client,
      await signedInSession(db, namesake.id),
    ).caller.myReservations.overview();
    expect(empty).toMatchObject({
      salesSource: null,
      rows: [],
      monthReservations: 0,
      totalNights: 0,
    });
  });
});
