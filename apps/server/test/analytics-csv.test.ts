import { createTestDatabase, type TestDatabase, testDrivers } from '@zamalek/db/testing';
import type { Role } from '@zamalek/domain/roles';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, generateSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { type RunningApp, startApp } from './support/app';
import { insertStay, insertUnit } from './support/fixtures';
import { createTestUser } from './support/users';

/**
 * March 2027: 31 days, 2 rooms = 62 room-nights. A lies inside (4 nights), B straddles the end
 * (2 of its 3 nights inside; revenue split per night by cumulative rounding: 200.01 of 300.01),
 * D is one night; the cancelled stay never counts. Names and a source that a spreadsheet would
 * run as formulas, and one with a comma and quotes.
 */
const MARCH = { from: '2027-03-01', to: '2027-04-01' };
const QUERY = `from=${MARCH.from}&to=${MARCH.to}`;

describe.each(testDrivers)('analytics CSV exports (%s)', (driver) => {
  let database: TestDatabase;
  let app: RunningApp;
  const cookies = new Map<Role, string>();

  async function sessionCookie(role: Role) {
    const user = await createTestUser(database.client.db, role);
    const token = generateSessionToken();
    await createSession(database.client.db, token, user.id, false);
    return `${SESSION_COOKIE}=${token}`;
  }

  async function download(path: string, role: Role | null = 'admin') {
    const cookie = role ? cookies.get(role) : undefined;
    return fetch(`${app.url}${path}`, { headers: cookie ? { cookie } : {} });
  }

  async function csv(report: string, extra = '') {
    const response = await download(`/api/analytics/${report}.csv?${QUERY}${extra}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)], 'a UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
    const records: string[][] = parse(bytes.toString('utf8'), { bom: true });
    return { records, disposition: response.headers.get('content-disposition') };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await startApp(database);
    const db = database.client.db;
    cookies.set('admin', await sessionCookie('admin'));
    cookies.set('manager', await sessionCookie('manager'));
    const u1 = await insertUnit(db, {
      name: 'U1',
      unitType: 'One Bedroom',
      unitSize: '45 m2 + 10 m2',
    });
    const u2 = await insertUnit(db, { name: 'U2', unitType: 'Studio', unitSize: '38 m2' });
    await insertStay(db, u1.id, '2027-03-01', '2027-03-05', {
      source: 'Website',
      guestNames: ['محمد علي'],
      numberOfGuests: 2,
      adults: 2,
      pricePerNightCents: 10_000,
      totalPriceCents: 40_000,
      commissionRate: 0,
      commissionAmountCents: 0,
      netRevenueCents: 40_000,
    });
    await insertStay(db, u2.id, '2027-03-30', '2027-04-02', {
      source: 'Booking.com',
      guestNames: ['=HYPERLINK("x")'],
      guestNationality: 'German',
      pricePerNightCents: 10_000,
      totalPriceCents: 30_001,
      commissionRate: 17.4,
      commissionAmountCents: 5_220,
      netRevenueCents: 24_781,
    });
    await insertStay(db, u1.id, '2027-03-10', '2027-03-12', {
      status: 'cancelled',
      totalPriceCents: 99_999,
    });
    await insertStay(db, u2.id, '2027-03-15', '2027-03-16', {
      source: '@agent',
      guestNames: ['Doe, "Jane"'],
      pricePerNightCents: 12_345,
      totalPriceCents: 12_345,
      commissionRate: 10,
      commissionAmountCents: 1_235,
      netRevenueCents: 11_110,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('writes the summary cards and the period; the landlords’ figures without landlords', async () => {
    const { records, disposition } = await csv('summary');
    expect(disposition).toBe('attachment; filename="analytics-summary_2027-03-01_2027-03-31.csv"');
    expect(Object.fromEntries(records)).toEqual({
      Figure: 'Value',
      'First day': '2027-03-01',
      'Last day': '2027-03-31',
      Days: '31',
      Rooms: '2',
      'Occupancy Rate (%)': '11.3',
      'Booked nights': '7',
      'Available room-nights': '62',
      'Total Bookings': '3',
      'Bookings without a price': '0',
      Guests: '4',
      'Direct bookings': '2',
      'Direct share (%)': '66.7',
      'Indirect (Booking.com) bookings': '1',
      'Indirect share (%)': '33.3',
      'ADR (USD)': '103.35',
      'RevPAR (USD)': '11.67',
      'Total Revenue (USD)': '723.46',
      'Net Revenue (USD)': '676.31',
      'Commission Paid (USD)': '47.15',
      'Commission Paid, Direct (USD)': '12.35',
      'Commission Paid, Booking.com (USD)': '34.80',
      // The landlords' statements (analytics-landlords.test.ts): none here.
      'Whole months in the period': '1',
      'Landlords: share issued (USD)': '0.00',
      'Landlords: expenses charged (USD)': '0.00',
      'Landlords: payouts (USD)': '0.00',
      'Landlords: owed now (USD)': '0.00',
      'Months issued for every landlord': '0',
      'Room revenue of those months (USD)': '0.00',
      "Landlords' share of those months (USD)": '0.00',
      "Operator's part of those months (USD)": '0.00',
    });
  });

  it('writes the chart night by night, with ISO dates', async () => {
    const { records, disposition } = await csv('daily');
    expect(disposition).toBe(
      'attachment; filename="occupancy-and-revenue_2027-03-01_2027-03-31.csv"',
    );
    expect(records[0]).toEqual(['Date', 'Booked rooms', 'Occupancy (%)', 'Revenue (USD)']);
    expect(records).toHaveLength(1 + 31);
    const byDate = new Map(records.slice(1).map((record) => [record[0], record.slice(1)]));
    expect(byDate.get('2027-03-01')).toEqual(['1', '50.0', '100.00']);
    expect(byDate.get('2027-03-15')).toEqual(['1', '50.0', '123.45']);
    expect(byDate.get('2027-03-20')).toEqual(['0', '0.0', '0.00']);
    // B's two nights in March: 100.00 and 100.01 of its 300.01.
    expect(byDate.get('2027-03-30')).toEqual(['1', '50.0', '100.00']);
    expect(byDate.get('2027-03-31')).toEqual(['1', '50.0', '100.01']);
  });

  it('writes Revenue by Source as the table: Direct, its sources, Booking.com, total; a formula-like source neutralised', async () => {
    const { records, disposition } = await csv('sources');
    expect(disposition).toBe('attachment; filename="revenue-by-source_2027-03-01_2027-03-31.csv"');
    expect(records).toEqual([
      [
        'Source',
        'Row',
        'Bookings',
        'Nights',
        'Revenue (USD)',
        'Share (%)',
        'Commission (USD)',
        'Net (USD)',
      ],
      ['Direct', 'Group', '2', '5', '523.45', '72.4', '12.35', '511.10'],
      ['Website', 'Source', '1', '4', '400.00', '55.3', '0.00', '400.00'],
      ["'@agent", 'Source', '1', '1', '123.45', '17.1', '12.35', '111.10'],
      ['Booking.com', 'Group', '1', '2', '200.01', '27.6', '34.80', '165.21'],
      ['Total', 'Total', '3', '7', '723.46', '100.0', '47.15', '676.31'],
    ]);
    // The filter chosen on screen narrows the export the same way.
    const direct = await csv('sources', '&source=direct');
    expect(direct.records.map((record) => [record[0], record[4], record[5]])).toEqual([
      ['Source', 'Revenue (USD)', 'Share (%)'],
      ['Direct', '523.45', '100.0'],
      ['Website', '400.00', '76.4'],
      ["'@agent", '123.45', '23.6'],
      ['Total', '523.45', '100.0'],
    ]);
    const one = await csv('sources', `&source=${encodeURIComponent('source:Booking.com')}`);
    expect(one.records.slice(1).map((record) => record[0])).toEqual(['Booking.com', 'Total']);
  });

  it('writes Revenue by Room with the nights sold beside occupancy and revenue', async () => {
    const { records, disposition } = await csv('rooms');
    expect(disposition).toBe('attachment; filename="revenue-by-room_2027-03-01_2027-03-31.csv"');
    expect(records).toEqual([
      [
        'Room ID',
        'Room Type',
        'Area (m²)',
        'Terrace (m²)',
        'Nights',
        'Occupancy (%)',
        'Number of Bookings',
        'Revenue (USD)',
      ],
      ['U1', 'One Bedroom', '45', '10', '4', '12.9', '1', '400.00'],
      ['U2', 'Studio', '38', '', '3', '9.7', '2', '323.46'],
      ['Total', '2 rooms', '', '', '7', '11.3', '3', '723.46'],
    ]);
  });

  it('writes Revenue by Guests highest first, Arabic and quotes intact, filtered by nationality', async () => {
    const { records, disposition } = await csv('guests');
    expect(disposition).toBe('attachment; filename="revenue-by-guests_2027-03-01_2027-03-31.csv"');
    expect(records).toEqual([
      [
        'Guest Name',
        'Room ID',
        'Nationality',
        'Total Nights',
        'Price per Night (USD)',
        'Total (USD)',
      ],
      ['محمد علي', 'U1', 'Egyptian', '4', '100.00', '400.00'],
      [`'=HYPERLINK("x")`, 'U2', 'German', '2', '100.00', '200.01'],
      ['Doe, "Jane"', 'U2', 'Egyptian', '1', '123.45', '123.45'],
      ['Total', '3 stays', '', '7', '', '723.46'],
    ]);
    const german = await csv('guests', '&nationality=German');
    expect(german.records.slice(1).map((record) => record[0])).toEqual([
      `'=HYPERLINK("x")`,
      'Total',
    ]);
  });

  it('refuses strangers, other roles and malformed periods with a clear 4xx', async () => {
    expect((await download(`/api/analytics/rooms.csv?${QUERY}`, null)).status).toBe(401);
    const refused = await download(`/api/analytics/rooms.csv?${QUERY}`, 'manager');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Analytics are not open to your role.' });
    expect(refused.headers.get('content-disposition')).toBeNull();
    for (const query of [
      '',
      'from=2027-03-01',
      'from=2027-02-30&to=2027-03-01',
      'from=2027-03-01&to=2027-03-01',
      'from=2027-04-01&to=2027-03-01',
      'from=2020-01-01&to=2027-01-01',
      `from=${'9'.repeat(5000)}&to=2027-03-01`,
      `${QUERY}&source=everything`,
      `${QUERY}&nationality=${'x'.repeat(61)}`,
    ]) {
      const response = await download(`/api/analytics/summary.csv?${query}`);
      expect(response.status, query.slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid export period or filter.' });
    }
    expect((await download(`/api/analytics/everything.csv?${QUERY}`)).status).toBe(404);
  });
});
