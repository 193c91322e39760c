import { auditLog, users } from '@zamalek/db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import { addDaysIso, todayIn } from '@zamalek/domain/dates';
import { isReservedSalesSource, SALES_SOURCE_MESSAGES } from '@zamalek/domain/sales-source';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlConstraint, sqlState } from '../src/errors';
import { WEBSITE_CHANNEL, WEBSITE_SOURCE } from '../src/reservations/book';
import { MANUAL_CHANNEL } from '../src/reservations/create';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { outcome } from './support/outcomes';
import { createTestUser, signedInSession, TEST_PASSWORD } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
type Caller = ReturnType<typeof callerFor>['caller'];

describe.each(testDrivers)('sales sources and My Reservations (%s)', (driver) => {
  let database: TestDatabase;
  let admin: Caller;
  let manager: Caller;
  const stays: Record<string, string[]> = {};

  const db = () => database.client.db;
  async function callerOf(userId: string) {
    return callerFor(database.client, await signedInSession(db(), userId)).caller;
  }
  /** Signs up through the public procedure, as a stranger would, and signs in. */
  async function signUp(fullName: string) {
    const email = `signup-${Math.random().toString(36).slice(2)}@example.com`;
    await callerFor(database.client).caller.auth.signUp({
      fullName,
      email,
      password: TEST_PASSWORD,
    });
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error('sign-up created no user');
    return { id: row.id, email, fullName, caller: await callerOf(row.id) };
  }
  async function linkOf(userId: string) {
    const [row] = await db()
      .select({ salesSource: users.salesSource })
      .from(users)
      .where(eq(users.id, userId));
    return row?.salesSource;
  }
  async function auditCount(userId: string) {
    const rows = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
    return rows.length;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = await callerOf((await createTestUser(db(), 'admin')).id);
    manager = await callerOf((await createTestUser(db(), 'manager')).id);
    const unit = await insertUnit(db(), { name: 'Attribution 1' });
    let night = 0;
    for (const source of ['Karim Adel', 'Karim Adel', 'Booking.com', 'Direct Website', 'KSS']) {
      const stay = await insertStay(
        db(),
        unit.id,
        addDaysIso(today, night),
        addDaysIso(today, night + 2),
        { source, commissionAmountCents: 1_000 },
      );
      night += 3;
      stays[source] = [...(stays[source] ?? []), stay.id];
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("shows nothing to a sign-up named after a channel or an agent: a name opens nobody's sales", async () => {
    for (const name of ['Booking.com', 'Karim Adel', 'Direct Website', 'KSS']) {
      const stranger = await signUp(name);
      expect(await linkOf(stranger.id)).toBeNull();
      expect(await stranger.caller.myReservations.overview()).toEqual({
        salesSource: null,
        rows: [],
        monthReservations: 0,
        monthCommissionCents: 0,
        totalNights: 0,
      });
    }
  });

  it('shows a user exactly the stays of the source an admin linked, and the link in the list', async () => {
    const agent = await signUp('Karim A.');
    await admin.users.update({
      id: agent.id,
      fullName: agent.fullName,
      email: agent.email,
      role: null,
      salesSource: '  Karim   Adel ',
    });
    expect(await linkOf(agent.id)).toBe('Karim Adel');
    const overview = await agent.caller.myReservations.overview();
    expect(overview.salesSource).toBe('Karim Adel');
    expect(overview.rows.map((row) => row.id).sort()).toEqual(
      [...(stays['Karim Adel'] ?? [])].sort(),
    );
    expect(overview.totalNights).toBe(4);

    const listed = (await admin.users.list()).find((user) => user.id === agent.id);
    expect(listed?.salesSource).toBe('Karim Adel');
    const [audit] = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agent.id), eq(auditLog.action, 'update')));
    expect(audit?.after).toMatchObject({ salesSource: 'Karim Adel' });

    // Leaving the field out keeps the link; a blank clears it and the page empties again.
    await admin.users.update({ id: agent.id, fullName: 'K', email: agent.email, role: null });
    expect(await linkOf(agent.id)).toBe('Karim Adel');
    await admin.users.update({
      id: agent.id,
      fullName: 'K',
      email: agent.email,
      role: null,
      salesSource: '',
    });
    expect(await linkOf(agent.id)).toBeNull();
    expect((await agent.caller.myReservations.overview()).rows).toEqual([]);
  });

  it('refuses a source already linked (in any case) or reserved, and writes nothing', async () => {
    const holder = await createTestUser(db(), null, 'Holder');
    await admin.users.update({
      id: holder.id,
      fullName: holder.fullName,
      email: holder.email,
      role: null,
      salesSource: 'Nadia Samy',
    });
    const other = await createTestUser(db(), 'front_desk', 'Other');
    const auditsBefore = await auditCount(other.id);
    const edit = (salesSource: string) =>
      outcome(
        admin.users.update({
          id: other.id,
          fullName: 'Renamed',
          email: other.email,
          role: 'front_desk',
          salesSource,
        }),
      );
    expect(await edit('NADIA samy')).toBe(`CONFLICT: ${SALES_SOURCE_MESSAGES.taken}`);
    for (const reserved of [
      'booking.com',
      'Direct website',
      'WEBSITE',
      'airbnb',
      'kss',
      'Others',
      'Others - Instagram',
      'My Booking Agency',
    ]) {
      expect(await edit(reserved)).toBe(`BAD_REQUEST: ${SALES_SOURCE_MESSAGES.reserved}`);
    }
    expect(await linkOf(other.id)).toBeNull();
    const [profile] = (await admin.users.list()).filter((user) => user.id === other.id);
    expect(profile?.fullName).toBe('Other');
    expect(await auditCount(other.id)).toBe(auditsBefore);

    // Add User checks the same way and creates nobody.
    const email = 'would-be@example.com';
    expect(
      await outcome(
        admin.users.create({
          fullName: 'Would Be',
          email,
          password: TEST_PASSWORD,
          salesSource: 'nadia SAMY',
        }),
      ),
    ).toBe(`CONFLICT: ${SALES_SOURCE_MESSAGES.taken}`);
    expect(
      await outcome(
        admin.users.create({
          fullName: 'Would Be',
          email,
          password: TEST_PASSWORD,
          salesSource: 'KSS',
        }),
      ),
    ).toBe(`BAD_REQUEST: ${SALES_SOURCE_MESSAGES.reserved}`);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);

    // The holder may change the case of their own link.
    await admin.users.update({
      id: holder.id,
      fullName: holder.fullName,
      email: holder.email,
      role: null,
      salesSource: 'Nadia SAMY',
    });
    expect(await linkOf(holder.id)).toBe('Nadia SAMY');
  });

  it('links at Add User, and two admins racing for one source leave it with one user', async () => {
    const created = await admin.users.create({
      fullName: 'Laila Hany',
      email: 'laila@example.com',
      password: TEST_PASSWORD,
      role: 'manager',
      salesSource: 'Laila Hany',
    });
    expect(await linkOf(created.id)).toBe('Laila Hany');

    const a = await createTestUser(db(), null, 'A');
    const b = await createTestUser(db(), null, 'B');
    const results = await Promise.all(
      [a, b].map((user) =>
        outcome(
          admin.users.update({
            id: user.id,
            fullName: user.fullName,
            email: user.email,
            role: null,
            salesSource: user === a ? 'Racing Source' : 'racing source',
          }),
        ),
      ),
    );
    expect(results.sort()).toEqual([`CONFLICT: ${SALES_SOURCE_MESSAGES.taken}`, 'ok']);
    const held = [await linkOf(a.id), await linkOf(b.id)].filter((link) => link !== null);
    expect(held).toHaveLength(1);
  });

  it('lets only admins link a source', async () => {
    const target = await createTestUser(db(), null, 'Target');
    expect(
      await outcome(
        manager.users.update({
          id: target.id,
          fullName: target.fullName,
          email: target.email,
          role: null,
          salesSource: 'Target',
        }),
      ),
    ).toMatch(/^FORBIDDEN: /);
    const agent = await callerOf(target.id);
    expect(
      await outcome(
        agent.users.update({
          id: target.id,
          fullName: target.fullName,
          email: target.email,
          role: null,
          salesSource: 'Target',
        }),
      ),
    ).toMatch(/^FORBIDDEN: /);
    expect(await outcome(manager.users.salesSourceSuggestions())).toMatch(/^FORBIDDEN: /);
    expect(await linkOf(target.id)).toBeNull();
  });

  it('offers linked sources, never every profile name, as booking sources; suggests unlinked ones', async () => {
    await signUp('Stranger Danger');
    const sources = await manager.reservations.sourceNames();
    expect(sources).not.toContain('Stranger Danger');
    expect(sources).toEqual(expect.arrayContaining(['Nadia SAMY', 'Laila Hany']));
    expect(sources.every((source) => !isReservedSalesSource(source))).toBe(true);

    // Karim Adel's stays are unlinked again (the link was cleared above); channels are never offered.
    expect(await admin.users.salesSourceSuggestions()).toEqual(['Karim Adel']);
  });

  it('reserves the sources and channels the bookings code writes', () => {
    for (const name of [WEBSITE_SOURCE, WEBSITE_CHANNEL, MANUAL_CHANNEL]) {
      expect(isReservedSalesSource(name), name).toBe(true);
    }
  });

  it('stops offering the source of a disabled user; the database refuses a case variant', async () => {
    const seller = await createTestUser(db(), null, 'Seller');
    await admin.users.update({
      id: seller.id,
      fullName: 'Seller',
      email: seller.email,
      role: null,
      salesSource: 'Gone Seller',
    });
    expect(await manager.reservations.sourceNames()).toContain('Gone Seller');
    await admin.users.setDisabled({ id: seller.id, disabled: true });
    expect(await manager.reservations.sourceNames()).not.toContain('Gone Seller');
    // The database's unique index ignores case too, whoever writes.
    const another = await createTestUser(db(), null);
    const error: unknown = await db()
      .execute(sql`update users set sales_source = 'GONE SELLER' where id = ${another.id}`)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    // The router tells this race apart from a duplicate e-mail by the index's name.
    expect(sqlState(error)).toBe('23505');
    expect(sqlConstraint(error)).toBe('users_sales_source_key');
  });
});
