import {
  auditActionLabel,
  CONTACT_CHANGED,
  type DescribeOptions,
  describeChanges,
  PRICE_CHANGED,
  systemActorName,
  unitIdsOf,
} from '@zamalek/domain/audit-changes';
import { describe, expect, it } from 'vitest';

const ROOMS: Record<string, string> = { 'unit-101': 'Z-101', 'unit-204': 'Z-204' };
const staff: DescribeOptions = {
  timeZone: 'Africa/Cairo',
  unitName: (id) => ROOMS[id],
  showContact: true,
  showMoney: true,
};
const housekeeping: DescribeOptions = { ...staff, showContact: false, showMoney: false };
const lines = (before: unknown, after: unknown, options = staff) =>
  describeChanges(before, after, options).map(({ label, from, to }) =>
    from === null
      ? `${label} ${to}`
      : to === null
        ? `${label} ${from}`
        : `${label} ${from} → ${to}`,
  );

/** A reservation as the edit use case stores it before (findReservation) and after (its changes). */
const stored = {
  id: 'stay-1',
  bookingReference: 'MAN-1-ABCD',
  unitId: 'unit-101',
  unitName: 'Z-101',
  unitType: 'One Bedroom',
  guestNames: ['Amira Saleh'],
  guestTypes: ['adult'],
  guestGenders: ['female'],
  numberOfGuests: 1,
  adults: 1,
  children: 0,
  guestNationality: 'Egyptian',
  contactEmail: 'amira@example.com',
  contactPhone: '+201000000000',
  checkInDate: '2026-12-10',
  checkOutDate: '2026-12-12',
  nights: 2,
  pricePerNightCents: 42_000,
  totalPriceCents: 84_000,
  currency: 'USD',
  commissionRate: 10,
  commissionAmountCents: 8_400,
  netRevenueCents: 75_600,
  source: 'KSS',
  channel: 'Manual',
  status: 'confirmed',
  notes: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
const {
  id: _id,
  unitName: _n,
  unitType: _t,
  nights: _s,
  createdAt: _c,
  updatedAt: _u,
  ...edit
} = stored;

describe('describeChanges', () => {
  it('says what an edit changed: dates, money, room and status, in words', () => {
    const after = {
      ...edit,
      unitId: 'unit-204',
      checkOutDate: '2026-12-14',
      pricePerNightCents: 28_000,
      totalPriceCents: 112_000,
      commissionAmountCents: 11_200,
      netRevenueCents: 100_800,
      status: 'cancelled',
    };
    expect(lines(stored, after)).toEqual([
      'Room Z-101 → Z-204',
      'Check-out 12 Dec 2026 → 14 Dec 2026',
      'Status Confirmed → Cancelled',
      'Price per night $420.00 → $280.00',
      'Total $840.00 → $1,120.00',
      'Commission $84.00 → $112.00',
      'Net revenue $756.00 → $1,008.00',
    ]);
  });

  it('says nothing of an edit that changed nothing, nor of ids, timestamps and derived values', () => {
    expect(describeChanges(stored, edit, staff)).toEqual([]);
    expect(
      describeChanges(
        stored,
        { ...edit, updatedAt: '2026-11-02T00:00:00Z', nights: 4, createdBy: 'user-1' },
        staff,
      ),
    ).toEqual([]);
  });

  it('formats each kind of field', () => {
    const after = {
      ...edit,
      guestNames: ['Amira Saleh', 'Omar Saleh'],
      guestTypes: ['adult', 'child'],
      guestGenders: ['female', 'male'],
      numberOfGuests: 2,
      children: 1,
      guestNationality: 'Jordanian',
      commissionRate: 17.4,
      source: 'Booking.com',
      channel: null,
      notes: 'Late arrival',
    };
    expect(lines(stored, after)).toEqual([
      'Guests Amira Saleh → Amira Saleh, Omar Saleh',
      'Number of guests 1 → 2',
      'Children 0 → 1',
      'Guest types Adult → Adult, Child',
      'Guest genders Female → Female, Male',
      'Nationality Egyptian → Jordanian',
      'Commission rate 10% → 17.4%',
      'Source KSS → Booking.com',
      'Channel Manual → none',
      'Notes Late arrival',
    ]);
  });

  it('says when and to what a desk step changed the stay, at the property', () => {
    const locked = {
      id: 'stay-1',
      status: 'confirmed',
      checkInDate: '2026-11-24',
      checkOutDate: '2026-11-27',
      checkedInAt: null,
      checkedInBy: null,
      checkedOutAt: null,
      checkedOutBy: null,
      totalPriceCents: 36_000,
    };
    const checkedIn = {
      status: 'checked_in',
      checkedInAt: '2026-11-24T12:05:00.000Z',
      checkedInBy: 'user-1',
      checkedOutAt: null,
    };
    expect(lines(locked, checkedIn)).toEqual([
      'Status Confirmed → In-House',
      'Checked in 24 Nov 2026, 14:05',
    ]);
    // Undone: the stamp cleared.
    const inHouse = { ...locked, ...checkedIn };
    expect(
      lines(inHouse, {
        status: 'confirmed',
        checkedInAt: null,
        checkedInBy: null,
        checkedOutAt: null,
      }),
    ).toEqual(['Status In-House → Confirmed', 'Checked in 24 Nov 2026, 14:05 → none']);
    // An early check-out that shortened the stay.
    expect(
      lines(inHouse, {
        status: 'checked_out',
        checkedInAt: '2026-11-24T12:05:00.000Z',
        checkOutDate: '2026-11-25',
        checkedOutAt: '2026-11-25T08:30:00.000Z',
        checkedOutBy: 'user-1',
        totalPriceCents: 12_000,
      }),
    ).toEqual([
      'Check-out 27 Nov 2026 → 25 Nov 2026',
      'Status In-House → Checked-Out',
      'Checked out 25 Nov 2026, 10:30',
      'Total $360.00 → $120.00',
    ]);
  });

  it('sums up a creation and a deletion by their main facts', () => {
    const { id: _, ...created } = stored;
    expect(lines(null, created)).toEqual([
      'Booking reference MAN-1-ABCD',
      'Room Z-101',
      'Check-in 10 Dec 2026',
      'Check-out 12 Dec 2026',
      'Status Confirmed',
      'Guests Amira Saleh',
      'Total $840.00',
      'Source KSS',
    ]);
    expect(describeChanges(stored, null, staff)).toContainEqual({
      field: 'checkOutDate',
      label: 'Check-out',
      from: '12 Dec 2026',
      to: null,
    });
  });

  it('shows contact values only to readers who may see contact details', () => {
    const after = {
      ...edit,
      contactEmail: 'amira.s@example.com',
      contactPhone: null,
      notes: 'VIP',
    };
    expect(lines(stored, after)).toEqual([
      'Contact email amira@example.com → amira.s@example.com',
      'Contact phone +201000000000 → none',
      'Notes VIP',
    ]);
    const hidden = describeChanges(stored, after, housekeeping);
    expect(hidden).toEqual([
      { field: 'contact', label: CONTACT_CHANGED, from: null, to: null },
      { field: 'notes', label: 'Notes', from: null, to: 'VIP' },
    ]);
    expect(JSON.stringify(hidden)).not.toMatch(/example\.com|\+20/);
    // Fields nobody catalogued yet that look personal are withheld too.
    expect(
      describeChanges({ passportNumber: 'A123' }, { passportNumber: 'B456' }, housekeeping),
    ).toEqual([{ field: 'contact', label: CONTACT_CHANGED, from: null, to: null }]);
  });

  it('shows what the stay costs only to readers who see money: one "Price changed" instead', () => {
    const after = {
      ...edit,
      checkOutDate: '2026-12-14',
      pricePerNightCents: 28_000,
      pricedBy: 'override',
      totalPriceCents: 112_000,
      currency: 'EGP',
      commissionRate: 12,
      commissionAmountCents: 11_200,
      netRevenueCents: 100_800,
      depositCents: 5_000,
    };
    const hidden = describeChanges(stored, after, housekeeping);
    expect(hidden).toEqual([
      { field: 'checkOutDate', label: 'Check-out', from: '12 Dec 2026', to: '14 Dec 2026' },
      { field: 'price', label: PRICE_CHANGED, from: null, to: null },
    ]);
    expect(JSON.stringify(hidden)).not.toMatch(/\$|\d+%|EGP|USD|override/);
    // A creation and a deletion keep their main facts, without their total.
    const { id: _, ...created } = stored;
    const withoutTotal = (all: string[]) => all.filter((line) => !line.startsWith('Total'));
    expect(lines(null, created, housekeeping)).toEqual(withoutTotal(lines(null, created)));
    expect(lines(stored, null, housekeeping)).toEqual(withoutTotal(lines(stored, null)));
    expect(lines(stored, null)).toContain('Total $840.00');
    // An edit that changed no money says nothing of it.
    expect(describeChanges(stored, { ...edit, notes: 'VIP' }, housekeeping)).toEqual([
      { field: 'notes', label: 'Notes', from: null, to: 'VIP' },
    ]);
  });

  it('names a room that is gone, and one known only by the name stored with the entry', () => {
    expect(lines({ unitId: 'unit-gone' }, { unitId: 'unit-204' })).toEqual([
      'Room (room removed) → Z-204',
    ]);
    expect(lines({ unitId: 'unit-old', unitName: 'Old 1' }, { unitId: 'unit-101' })).toEqual([
      'Room Old 1 → Z-101',
    ]);
    expect(lines({ unitId: null }, { unitId: 'unit-101' })).toEqual(['Room Z-101']);
    expect(unitIdsOf({ unitId: 'unit-101', checkInDate: '2026-01-01' })).toEqual(['unit-101']);
    expect(unitIdsOf({ unit_id: 'unit-204' })).toEqual(['unit-204']);
    expect(unitIdsOf(null)).toEqual([]);
  });

  it('reads older and unexpected shapes without failing', () => {
    // snake_case keys, money and rates stored as text
    expect(
      lines(
        { check_out_date: '2026-12-12', total_price_cents: '84000', commission_rate: '10.00' },
        { check_out_date: '2026-12-14', total_price_cents: '112000', commission_rate: '10' },
      ),
    ).toEqual(['Check-out 12 Dec 2026 → 14 Dec 2026', 'Total $840.00 → $1,120.00']);
    // a field the before side never stored
    expect(lines({ status: 'confirmed' }, { status: 'confirmed', notes: 'Cot' })).toEqual([
      'Notes Cot',
    ]);
    // sides that are not objects
    for (const side of [null, undefined, 'text', 42, ['a'], true]) {
      expect(describeChanges(side, side, staff)).toEqual([]);
    }
    // malformed values fall back to their text; objects inside say nothing
    expect(
      lines(
        { checkOutDate: 'soon', checkedInAt: 'not a time', totalPriceCents: { a: 1 } },
        { checkOutDate: 'later', checkedInAt: 'nope', totalPriceCents: { a: 2 } },
      ),
    ).toEqual(['Check-out soon → later', 'Checked in not a time → nope']);
    // a long note is cut short
    const [note] = describeChanges({ notes: null }, { notes: 'x'.repeat(500) }, staff);
    expect(note?.to?.length).toBeLessThanOrEqual(200);
  });

  it('speaks of fields added later by their names, leaving out ids and keys', () => {
    expect(
      lines(
        {
          status: 'confirmed',
          movedFromUnitId: 'unit-101',
          extraBedCents: 0,
          arrivalTime: '14:00',
        },
        {
          status: 'confirmed',
          movedFromUnitId: 'unit-204',
          extraBedCents: 2_500,
          arrivalTime: '16:00',
          movedAt: '2026-11-24T12:05:00.000Z',
          payloadHash: 'abc',
        },
      ),
    ).toEqual([
      'Extra bed $0.00 → $25.00',
      'Arrival time 14:00 → 16:00',
      'Moved at 24 Nov 2026, 14:05',
    ]);
  });
});

describe('auditActionLabel', () => {
  it('names the audited actions, and reads new ones as words', () => {
    expect(auditActionLabel('update')).toBe('Updated');
    expect(auditActionLabel('undo_check_out')).toBe('Check-out undone');
    expect(auditActionLabel('room_swap')).toBe('Room swap');
    expect(auditActionLabel('')).toBe('Changed');
  });
});

describe('who the channel manager entries are by', () => {
  it('names the channel manager for its bookings, changes, cancellations and re-pack moves', () => {
    for (const action of [
      'channel_manager_booking',
      'channel_manager_update',
      'channel_manager_cancel',
      'channel_repack_move',
    ]) {
      expect(systemActorName(action, 'Booking.com')).toBe('Channel manager');
    }
    expect(systemActorName('channel_import', 'Airbnb')).toBe('Airbnb calendar sync');
    expect(auditActionLabel('channel_repack_move')).toBe(
      'Moved to make room for a channel booking',
    );
    expect(auditActionLabel('channel_manager_booking')).toBe('Booked on the channel');
  });
});
