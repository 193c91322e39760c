import { auditLog } from '@zamalek/db/schema';
import {
  createTestDatabase,
  FIRST_PROPERTY,
  type TestDatabase,
  testDrivers,
} from '@zamalek/db/testing';
import type { AuditChange } from '@zamalek/domain/audit-changes';
import { addDaysIso, formatLongDate, todayIn } from '@zamalek/domain/dates';
import type { Role } from '@zamalek/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from './support/caller';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser, signedInSession } from './support/users';

const today = todayIn('Africa/Cairo', new Date());
const day = (offset: number) => addDaysIso(today, offset);
const line = ({ label, from, to }: AuditChange) =>
  [label, from, from !== null && to !== null ? '→' : null, to].filter(Boolean).join(' ');

describe.each(testDrivers)('reservation history in words (%s)', (driver) => {
  let database: TestDatabase;
  const callers = new Map<Role, ReturnType<typeof callerFor>['caller']>();
  const as = (role: Role) => {
    const caller = callers.get(role);
    if (!caller) throw new Error(`no ${role}`);
    return caller;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.client.db;
    for (const role of ['admin', 'manager', 'front_desk', 'housekeeping'] as const) {
      const user = await createTestUser(db, role, `History ${role}`);
      callers.set(role, callerFor(database.client, await signedInSession(db, user.id)).caller);
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The edit form's answers for a stay as insertStay makes it (one guest, $100 a night, KSS). */
  const form = (unitId: string, checkIn: string, checkOut: string) => ({
    unitId,
    checkIn,
    checkOut,
    numberOfGuests: 1,
    guestNames: ['Existing Guest'],
    guestGenders: ['female' as const],
    guestNationality: 'Egyptian',
    contactEmail: 'existing@example.com',
    contactPhone: '+201000000000',
    pricePerNight: 100,
    commissionRate: 10,
    source: 'KSS',
    displayStatus: 'Upcoming' as const,
    notes: '',
    channel: 'Manual',
  });

  it('says what an edit changed, per role: contact values only for those who see contact details', async () => {
    const db = database.client.db;
    const from = await insertUnit(db, { name: 'H-101' });
    const to = await insertUnit(db, { name: 'H-204' });
    const stay = await insertStay(db, from.id, day(10), day(12), {
      totalPriceCents: 20_000,
      commissionAmountCents: 2_000,
      netRevenueCents: 18_000,
    });
    await as('manager').reservations.update({
      id: stay.id,
      changes: {
        ...form(to.id, day(10), day(14)),
        pricePerNight: 140,
        displayStatus: 'Cancelled',
        contactEmail: 'new.address@example.com',
      },
    });

    const expected = [
      'Room H-101 → H-204',
      `Check-out ${formatLongDate(day(12))} → ${formatLongDate(day(14))}`,
      'Status Confirmed → Cancelled',
      'Price per night $100.00 → $140.00',
      // The new nightly price is the manager's, not the rates': the history says so.
      "Priced by Manager's nightly price",
      'Total $200.00 → $560.00',
      'Commission $20.00 → $56.00',
      'Net revenue $180.00 → $504.00',
    ];
    for (const role of ['admin', 'manager', 'front_desk'] as const) {
      const { history } = await as(role).reservations.byId({ id: stay.id });
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ action: 'update', actionLabel: 'Updated' });
      expect(history[0]?.actorName).toBe('History manager');
      expect(history[0]?.changes.map(line)).toEqual([
        ...expected.slice(0, 3),
        'Contact email existing@example.com → new.address@example.com',
        ...expected.slice(3),
      ]);
    }
    // Housekeeping sees neither contact details nor money: each said as one line without values.
    const seen = await as('housekeeping').reservations.byId({ id: stay.id });
    expect(seen.history[0]?.changes.map(line)).toEqual([
      ...expected.slice(0, 3),
      'Contact details changed',
      'Price changed',
    ]);
    expect(seen.history[0]?.changes[3]).toEqual({
      field: 'contact',
      label: 'Contact details changed',
      from: null,
      to: null,
    });
    // Neither the old nor the new address reaches housekeeping, nor the stored entry itself.
    const body = JSON.stringify(seen);
    expect(body).not.toContain('existing@example.com');
    expect(body).not.toContain('new.address@example.com');
    expect(body).not.toContain('+2010');
    expect(body).not.toContain('$');
    expect(seen.history[0]).not.toHaveProperty('before');
    expect(seen.history[0]).not.toHaveProperty('after');
  });

  it('says when the desk checked a stay in and out, and what an undo took back', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'H-305' });
    const stay = await insertStay(db, unit.id, day(0), day(2));
    await as('front_desk').reservations.checkIn({ id: stay.id });
    await as('front_desk').reservations.undoCheckIn({ id: stay.id });
    await as('front_desk').reservations.checkIn({ id: stay.id });
    const { history } = await as('housekeeping').reservations.byId({ id: stay.id });
    expect(history.map((entry) => entry.actionLabel)).toEqual([
      'Checked in',
      'Check-in undone',
      'Checked in',
    ]);
    const [latest, undone] = history;
    expect(latest?.changes.map((change) => change.field)).toEqual(['status', 'checkedInAt']);
    expect(latest?.changes[0]).toMatchObject({ from: 'Confirmed', to: 'In-House' });
    expect(latest?.changes[1]?.from).toBeNull();
    expect(latest?.changes[1]?.to).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(undone?.changes.map(line)).toEqual([
      'Status In-House → Confirmed',
      `Checked in ${history[2]?.changes[1]?.to} → none`,
    ]);
  });

  it('gives the whole history, newest first, reading older entry shapes gracefully', async () => {
    const db = database.client.db;
    const unit = await insertUnit(db, { name: 'H-406' });
    const stay = await insertStay(db, unit.id, day(20), day(22));
    const entries = Array.from({ length: 60 }, (_, index) => ({
      propertyId: FIRST_PROPERTY,
      actorId: null,
      entity: 'reservation',
      entityId: stay.id,
      action: 'update',
      before: { notes: `note ${index}` },
      after: { notes: `note ${index + 1}` },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await db.insert(auditLog).values([
      ...entries,
      // An older shape: snake_case keys, money as text, a removed room, a side that is not an object.
      {
        propertyId: FIRST_PROPERTY,
        actorId: null,
        entity: 'reservation',
        entityId: stay.id,
        action: 'legacy_import',
        before: { check_out_date: '2025-12-12', total_price_cents: '84000', unit_id: unit.id },
        after: {
          check_out_date: '2025-12-14',
          total_price_cents: '112000',
          unit_id: crypto.randomUUID(),
        },
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      },
      {
        propertyId: FIRST_PROPERTY,
        actorId: null,
        entity: 'reservation',
        entityId: stay.id,
        action: 'update',
        before: 'not an object',
        after: [1, 2],
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      },
    ]);
    const { history } = await as('front_desk').reservations.byId({ id: stay.id });
    expect(history).toHaveLength(62);
    expect(history[0]?.changes.map(line)).toEqual(['Notes note 59 → note 60']);
    expect(history[0]?.actorName).toBeNull();
    expect(history[60]?.actionLabel).toBe('Legacy import');
    expect(history[60]?.changes.map(line)).toEqual([
      'Room H-406 → (room removed)',
      'Check-out 12 Dec 2025 → 14 Dec 2025',
      'Total $840.00 → $1,120.00',
    ]);
    expect(history[61]?.changes).toEqual([]);
  });
});
