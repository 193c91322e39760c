import { describe, expect, it } from 'vitest';
import { spokenDate } from '@/features/calendar/spoken-date';
import {
  type CalendarStay,
  calendarQueryRange,
  calendarWindow,
  occupancyRow,
  stayAccessibleName,
  stayGuestLabel,
  staySourceLabel,
  staysByUnit,
  windowLabel,
} from './occupancy';

function stay(id: string, checkInDate: string, checkOutDate: string, unitId = 'u1'): CalendarStay {
  return {
    id,
    unitId,
    checkInDate,
    checkOutDate,
    displayStatus: 'Upcoming',
    source: 'KSS',
    firstGuestName: `Guest ${id}`,
  };
}

describe('calendar windows', () => {
  it('starts the dashboard week on Sunday and the room calendar week on Monday', () => {
    // 2026-03-04 is a Wednesday.
    const sunday = calendarWindow('week', '2026-03-04', 0, 0);
    expect(sunday.from).toBe('2026-03-01');
    expect(sunday.to).toBe('2026-03-08');
    expect(sunday.days).toHaveLength(7);
    const monday = calendarWindow('week', '2026-03-04', 0, 1);
    expect(monday.days[0]).toBe('2026-03-02');
    expect(monday.days[6]).toBe('2026-03-08');
  });

  it('moves by whole weeks and months from the week or month holding today', () => {
    expect(calendarWindow('week', '2026-03-04', 1, 0).from).toBe('2026-03-08');
    expect(calendarWindow('week', '2026-03-04', -1, 0).from).toBe('2026-02-22');
    const february = calendarWindow('month', '2026-03-31', -1, 1);
    expect(february.from).toBe('2026-02-01');
    expect(february.to).toBe('2026-03-01');
    expect(february.days).toHaveLength(28);
    expect(calendarWindow('month', '2026-12-15', 1, 1).days).toHaveLength(31);
  });

  it('labels a week "MMM d - MMM d, yyyy" and a month by name', () => {
    expect(windowLabel('week', calendarWindow('week', '2026-03-04', 0, 0))).toBe(
      'Mar 1 - Mar 7, 2026',
    );
    expect(windowLabel('week', calendarWindow('week', '2026-12-30', 0, 0))).toBe(
      'Dec 27 - Jan 2, 2027',
    );
    expect(windowLabel('month', calendarWindow('month', '2026-03-04', 0, 1))).toBe('March 2026');
  });
});

describe('occupancy rows', () => {
  const days = calendarWindow('week', '2026-03-04', 0, 0).days; // Mar 1 … Mar 7

  it('marks nights half-open: the check-out day is free and shows the departure', () => {
    const row = occupancyRow([stay('a', '2026-03-02', '2026-03-04')], days);
    expect(row.map((segment) => segment.kind)).toEqual([
      'free',
      'stay',
      'free',
      'free',
      'free',
      'free',
    ]);
    expect(row[1]).toMatchObject({ kind: 'stay', start: 1, span: 2 });
    expect(row[2]).toMatchObject({ kind: 'free', date: '2026-03-04' });
    expect(row[2]?.kind === 'free' && row[2].departure?.id).toBe('a');
    expect(row[0]?.kind === 'free' && row[0].departure).toBeNull();
  });

  it('lets a same-day turnover sit side by side', () => {
    const row = occupancyRow(
      [stay('a', '2026-03-01', '2026-03-03'), stay('b', '2026-03-03', '2026-03-05')],
      days,
    );
    expect(row.slice(0, 2)).toMatchObject([
      { kind: 'stay', stay: { id: 'a' }, start: 0, span: 2 },
      { kind: 'stay', stay: { id: 'b' }, start: 2, span: 2 },
    ]);
  });

  it('says when a stay runs on before or after the shown window', () => {
    const row = occupancyRow([stay('long', '2026-02-20', '2026-03-20')], days);
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({
      kind: 'stay',
      span: 7,
      continuesBefore: true,
      continuesAfter: true,
    });
    const ending = occupancyRow([stay('end', '2026-03-06', '2026-03-08')], days);
    expect(ending[5]).toMatchObject({ kind: 'stay', span: 2, continuesAfter: false });
  });

  it('groups stays by unit and skips stays without one', () => {
    const grouped = staysByUnit([
      stay('a', '2026-03-01', '2026-03-02', 'u1'),
      stay('b', '2026-03-01', '2026-03-02', 'u2'),
      stay('c', '2026-03-03', '2026-03-04', 'u1'),
      { ...stay('d', '2026-03-01', '2026-03-02'), unitId: null },
    ]);
    expect(grouped.get('u1')?.map((item) => item.id)).toEqual(['a', 'c']);
    expect(grouped.get('u2')?.map((item) => item.id)).toEqual(['b']);
    expect(grouped.size).toBe(2);
  });
});

describe('cell text', () => {
  it('names the first guest, or "Guest"', () => {
    expect(stayGuestLabel({ firstGuestName: 'Nour Hassan' })).toBe('Nour Hassan');
    expect(stayGuestLabel({ firstGuestName: '  ' })).toBe('Guest');
    expect(stayGuestLabel({ firstGuestName: null })).toBe('Guest');
  });
});

describe('calendar bars without colour alone', () => {
  it('names the status, guest, source, room and dates in words', () => {
    const booked = {
      ...stay('a', '2026-12-12', '2026-12-14'),
      displayStatus: 'Due In' as const,
      source: 'Booking.com',
      firstGuestName: 'Ahmed Hassan',
    };
    expect(stayAccessibleName(booked, 'Z-103')).toBe(
      'Due In, Ahmed Hassan, Booking.com, Z-103, 12 December to 14 December',
    );
    expect(staySourceLabel('  ')).toBe('No source');
    expect(spokenDate('2026-03-01')).toBe('1 March');
  });
});

describe('the range asked of the server', () => {
  it('includes the night before the window, so a departure on the first day shows', () => {
    const window = calendarWindow('week', '2026-03-04', 0, 1); // Mar 2 … Mar 8
    const range = calendarQueryRange(window);
    expect(range).toEqual({ from: '2026-03-01', to: '2026-03-09' });
    // The stay the server now sends (one night, Mar 1) marks the first shown day as its departure.
    const row = occupancyRow([stay('a', '2026-02-27', '2026-03-02')], window.days);
    expect(row[0]).toMatchObject({ kind: 'free', date: '2026-03-02', departure: { id: 'a' } });
    expect(row.every((segment) => segment.kind === 'free')).toBe(true);
  });
});
