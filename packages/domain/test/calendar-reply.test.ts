import {
  type CalendarView,
  calendarDeskStep,
  packCalendar,
  readCalendar,
} from '@zamalek/domain/calendar-reply';
import { shortId, uuidOf } from '@zamalek/domain/short-id';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const noActions = {
  checkIn: false,
  checkOut: false,
  earlyCheckOut: false,
  undoCheckIn: false,
  undoCheckOut: false,
};

describe('short ids', () => {
  it('stand for the same UUID in 22 URL-safe characters', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const short = shortId(uuid);
        expect(short).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(uuidOf(short)).toBe(uuid.toLowerCase());
      }),
    );
    expect(shortId('00000000-0000-0000-0000-000000000000')).toBe('A'.repeat(22));
    expect(uuidOf(shortId('ffffffff-ffff-ffff-ffff-ffffffffffff'))).toBe(
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    );
  });

  it('refuse anything else', () => {
    expect(() => uuidOf('short')).toThrow();
    expect(() => uuidOf('!'.repeat(22))).toThrow();
  });
});

describe('the calendar reply', () => {
  const a = '0b3e4a52-7c1d-4f7e-9a8b-1c2d3e4f5a6b';
  const b = 'f0e1d2c3-b4a5-4968-8776-655443322110';
  const view: CalendarView = {
    today: '2026-03-10',
    units: [
      {
        id: a,
        name: 'Z-101',
        unitNumber: '101',
        unitType: 'Studio',
        roomStatus: 'clean',
        occupiedTonight: true,
      },
      {
        id: b,
        name: 'Z-102',
        unitNumber: null,
        unitType: null,
        roomStatus: null,
        occupiedTonight: false,
      },
    ],
    stays: [
      {
        id: '11111111-2222-4333-8444-555555555555',
        unitId: a,
        checkInDate: '2026-02-27',
        checkOutDate: '2026-03-02',
        status: 'checked_in',
        displayStatus: 'Due Out',
        source: 'Booking.com',
        firstGuestName: 'Amal',
        deskStep: 'earlyCheckOut',
      },
      {
        id: '66666666-7777-4888-9999-aaaaaaaaaaaa',
        unitId: b,
        checkInDate: '2026-03-30',
        checkOutDate: '2026-04-04',
        status: 'confirmed',
        displayStatus: 'Upcoming',
        source: null,
        firstGuestName: null,
        deskStep: null,
      },
      {
        id: '77777777-7777-4888-9999-aaaaaaaaaaaa',
        unitId: a,
        checkInDate: '2026-03-05',
        checkOutDate: '2026-03-06',
        status: 'checked_out',
        displayStatus: 'Checked-Out',
        source: 'Booking.com',
        firstGuestName: 'Omar',
        deskStep: null,
      },
    ],
    holds: [
      {
        id: '88888888-7777-4888-9999-aaaaaaaaaaaa',
        unitId: b,
        kind: 'maintenance',
        reason: 'Leaking tap',
        fromDate: '2026-02-20',
        toDate: '2026-03-03',
      },
    ],
    maintenanceUnitIds: [b],
  };

  it('reads back what was packed', () => {
    expect(readCalendar(packCalendar(view, '2026-02-28'))).toEqual(view);
  });

  it('names each room, source and field once, not per stay', () => {
    const packed = packCalendar(view, '2026-02-28');
    expect(packed.sources).toEqual(['Booking.com', null]);
    expect(packed.stays[0]).toEqual([
      shortId('11111111-2222-4333-8444-555555555555'),
      0,
      -1,
      3,
      'Amal',
      0,
      1,
      3,
      3,
    ]);
    expect(JSON.stringify(packed)).not.toContain(a);
  });

  it('leaves out stays and holds of rooms not on the calendar', () => {
    const stray = { ...view, units: view.units.slice(0, 1), maintenanceUnitIds: [] };
    const read = readCalendar(packCalendar(stray, '2026-02-28'));
    expect(read.stays.map((stay) => stay.unitId)).toEqual([a, a]);
    expect(read.holds).toEqual([]);
  });

  it('offers one desk step a bar shows', () => {
    expect(calendarDeskStep(noActions)).toBeNull();
    expect(calendarDeskStep({ ...noActions, checkIn: true, earlyCheckOut: true })).toBe('checkIn');
    expect(calendarDeskStep({ ...noActions, checkOut: true })).toBe('checkOut');
    expect(calendarDeskStep({ ...noActions, checkOut: true, earlyCheckOut: true })).toBe(
      'earlyCheckOut',
    );
  });
});
