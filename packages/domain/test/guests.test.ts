import {
  filterGuestRows,
  GUEST_CSV_COLUMNS,
  type GuestRowSource,
  guestCsvRecord,
  guestRows,
  guestsCsvFileName,
  monthRange,
  weekRange,
} from '@zamalek/domain/guests';
import { describe, expect, it } from 'vitest';

function reservation(overrides: Partial<GuestRowSource> = {}): GuestRowSource {
  return {
    id: 'r1',
    bookingReference: 'MAN-1715000000000-AB12',
    guestNames: ['Omar Said', 'Nour Said', 'Laila Said'],
    adults: 2,
    children: 1,
    numberOfGuests: 3,
    guestNationality: 'Egyptian',
    contactEmail: 'omar@example.com',
    contactPhone: '+20 1001234567',
    checkInDate: '2025-05-10',
    checkOutDate: '2025-05-14',
    unitName: 'Z-101',
    source: 'KSS',
    status: 'Upcoming',
    ...overrides,
  };
}

describe('guestRows', () => {
  it('makes one row per guest with the reservation’s fields', () => {
    const rows = guestRows(reservation());
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      key: 'r1:0',
      reservationId: 'r1',
      guestIndex: 0,
      name: 'Omar Said',
      type: 'Adult',
      nationality: 'Egyptian',
      email: 'omar@example.com',
      phone: '+20 1001234567',
      checkIn: '2025-05-10',
      checkOut: '2025-05-14',
      nights: 4,
      unitName: 'Z-101',
      adults: 2,
      children: 1,
      totalGuests: 3,
      source: 'KSS',
      bookingReference: 'MAN-1715000000000-AB12',
      status: 'Upcoming',
    });
  });

  it('makes guests below the adults count Adults and the rest Children', () => {
    expect(guestRows(reservation()).map((row) => row.type)).toEqual(['Adult', 'Adult', 'Child']);
    expect(guestRows(reservation({ adults: 1 })).map((row) => row.type)).toEqual([
      'Adult',
      'Child',
      'Child',
    ]);
  });

  it('skips blank names but keeps each guest’s index for its type', () => {
    const rows = guestRows(reservation({ guestNames: ['Omar', '  ', 'Laila'], adults: 2 }));
    expect(rows.map((row) => [row.name, row.type, row.key])).toEqual([
      ['Omar', 'Adult', 'r1:0'],
      ['Laila', 'Child', 'r1:2'],
    ]);
  });

  it('has no rows without names', () => {
    expect(guestRows(reservation({ guestNames: [] }))).toEqual([]);
    expect(guestRows(reservation({ guestNames: ['', ' '] }))).toEqual([]);
  });

  it('defaults adults to 1 and children to 0, and the total to their sum', () => {
    const rows = guestRows(
      reservation({ adults: null, children: undefined, numberOfGuests: null }),
    );
    expect(rows.map((row) => row.type)).toEqual(['Adult', 'Child', 'Child']);
    expect(rows[0]).toMatchObject({ adults: 1, children: 0, totalGuests: 1 });
  });

  it('turns missing texts into ""', () => {
    const [row] = guestRows(
      reservation({
        guestNationality: null,
        contactEmail: null,
        contactPhone: undefined,
        unitName: null,
        source: null,
      }),
    );
    expect(row).toMatchObject({ nationality: '', email: '', phone: '', unitName: '', source: '' });
  });
});

describe('CSV export', () => {
  it('has exactly the spec’s columns', () => {
    expect(GUEST_CSV_COLUMNS).toEqual([
      'Guest Name',
      'Type',
      'Nationality',
      'Email',
      'Phone',
      'Check-in',
      'Check-out',
      'Nights',
      'Unit',
      'Adults',
      'Children',
      'Total Guests',
      'Source',
      'Booking Reference',
      'Status',
    ]);
  });

  it('makes one cell per column, in order', () => {
    const [row] = guestRows(reservation());
    if (!row) throw new Error('no row');
    const record = guestCsvRecord(row);
    expect(record).toHaveLength(GUEST_CSV_COLUMNS.length);
    expect(record).toEqual([
      'Omar Said',
      'Adult',
      'Egyptian',
      'omar@example.com',
      '+20 1001234567',
      '2025-05-10',
      '2025-05-14',
      '4',
      'Z-101',
      '2',
      '1',
      '3',
      'KSS',
      'MAN-1715000000000-AB12',
      'Upcoming',
    ]);
  });

  it('filters by the chosen search field and by status', () => {
    const rows = [
      ...guestRows(
        reservation({
          guestNames: ['Omar Said'],
          guestNationality: 'Egyptian',
          status: 'Upcoming',
        }),
      ),
      ...guestRows(
        reservation({
          id: 'r2',
          bookingReference: 'WEB-1-OMAR',
          guestNames: ['Jane Doe'],
          guestNationality: 'British',
          status: 'Cancelled',
        }),
      ),
    ];
    expect(filterGuestRows(rows, { search: 'omar' }).map((row) => row.name)).toEqual([
      'Omar Said',
      'Jane Doe',
    ]);
    expect(
      filterGuestRows(rows, { search: 'omar', searchBy: 'name' }).map((row) => row.name),
    ).toEqual(['Omar Said']);
    expect(
      filterGuestRows(rows, { search: 'BRIT', searchBy: 'nationality' }).map((row) => row.name),
    ).toEqual(['Jane Doe']);
    expect(filterGuestRows(rows, { status: 'Cancelled' }).map((row) => row.name)).toEqual([
      'Jane Doe',
    ]);
    expect(filterGuestRows(rows, {})).toHaveLength(2);
  });

  it('names the file after the day', () => {
    expect(guestsCsvFileName('2025-05-10')).toBe('guests_2025-05-10.csv');
  });
});

describe('weekRange', () => {
  it('runs from Sunday to the next Sunday', () => {
    // 2025-05-14 is a Wednesday.
    expect(weekRange('2025-05-14')).toEqual({ from: '2025-05-11', to: '2025-05-18' });
  });

  it('starts on the day itself for a Sunday and ends the same week for a Saturday', () => {
    expect(weekRange('2025-05-11')).toEqual({ from: '2025-05-11', to: '2025-05-18' });
    expect(weekRange('2025-05-17')).toEqual({ from: '2025-05-11', to: '2025-05-18' });
  });

  it('crosses month and year ends', () => {
    expect(weekRange('2025-01-01')).toEqual({ from: '2024-12-29', to: '2025-01-05' });
    expect(weekRange('2028-02-29')).toEqual({ from: '2028-02-27', to: '2028-03-05' });
  });

  it('is stable across Egypt’s daylight-saving change (last Friday of April)', () => {
    expect(weekRange('2025-04-25')).toEqual({ from: '2025-04-20', to: '2025-04-27' });
    expect(weekRange('2025-10-30')).toEqual({ from: '2025-10-26', to: '2025-11-02' });
  });
});

describe('monthRange', () => {
  it('runs from the 1st to the 1st of the next month', () => {
    expect(monthRange('2025-05-14')).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(monthRange('2025-05-01')).toEqual({ from: '2025-05-01', to: '2025-06-01' });
    expect(monthRange('2025-05-31')).toEqual({ from: '2025-05-01', to: '2025-06-01' });
  });

  it('handles December and leap Februaries', () => {
    expect(monthRange('2025-12-31')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(monthRange('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(monthRange('2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });
});
