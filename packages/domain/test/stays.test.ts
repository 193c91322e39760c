import {
  DEFAULT_NO_SHOW_CUTOFF,
  DISPLAY_STATUSES,
  displayStatus,
  latestNoShowArrival,
  nightsBetween,
  RESERVATION_STATUSES,
  staysOverlap,
  storedStatusFor,
} from '@zamalek/domain/stays';
import { describe, expect, it } from 'vitest';

const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

describe('nightsBetween', () => {
  it('counts nights of a half-open stay: the check-out day is not a night', () => {
    expect(nightsBetween('2026-03-10', '2026-03-11')).toBe(1);
    expect(nightsBetween('2026-03-10', '2026-03-15')).toBe(5);
    expect(nightsBetween('2026-02-26', '2026-03-02')).toBe(4);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('never goes below zero', () => {
    expect(nightsBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(nightsBetween('2026-03-15', '2026-03-10')).toBe(0);
  });
});

describe('staysOverlap', () => {
  const booked = stay('2026-03-10', '2026-03-15');

  it('lets the next guest arrive on the check-out day (same-day turnover)', () => {
    expect(staysOverlap(booked, stay('2026-03-15', '2026-03-18'))).toBe(false);
    expect(staysOverlap(stay('2026-03-15', '2026-03-18'), booked)).toBe(false);
    expect(staysOverlap(booked, stay('2026-03-05', '2026-03-10'))).toBe(false);
  });

  it('detects a shared night, whatever the order', () => {
    expect(staysOverlap(booked, stay('2026-03-14', '2026-03-16'))).toBe(true);
    expect(staysOverlap(stay('2026-03-14', '2026-03-16'), booked)).toBe(true);
    expect(staysOverlap(booked, stay('2026-03-09', '2026-03-11'))).toBe(true);
  });

  it('detects containment and identical stays', () => {
    expect(staysOverlap(booked, stay('2026-03-11', '2026-03-12'))).toBe(true);
    expect(staysOverlap(booked, stay('2026-03-01', '2026-03-31'))).toBe(true);
    expect(staysOverlap(booked, booked)).toBe(true);
  });

  it('finds no overlap between distant stays, across a month boundary too', () => {
    expect(staysOverlap(booked, stay('2026-03-20', '2026-03-25'))).toBe(false);
    expect(staysOverlap(stay('2026-02-25', '2026-03-01'), stay('2026-03-01', '2026-03-03'))).toBe(
      false,
    );
    expect(staysOverlap(stay('2026-02-25', '2026-03-02'), stay('2026-03-01', '2026-03-03'))).toBe(
      true,
    );
  });
});

describe('displayStatus', () => {
  const checkIn = '2026-03-10';
  const checkOut = '2026-03-13';
  const at = (today: string, time = '09:00', noShowCutoff = DEFAULT_NO_SHOW_CUTOFF) => ({
    today,
    time,
    noShowCutoff,
  });

  it('shows a confirmed stay as Upcoming before the arrival day', () => {
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-01'))).toBe('Upcoming');
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-09', '23:59'))).toBe(
      'Upcoming',
    );
  });

  it('shows a confirmed stay as Due In from the arrival day until the No-Show cut-off', () => {
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-10', '00:00'))).toBe('Due In');
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-10', '23:59'))).toBe('Due In');
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-11', '11:59'))).toBe('Due In');
  });

  it('shows a confirmed stay as No-Show from noon the day after arrival', () => {
    expect(DEFAULT_NO_SHOW_CUTOFF).toBe('12:00');
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-11', '12:00'))).toBe(
      'No-Show',
    );
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-03-12', '08:00'))).toBe(
      'No-Show',
    );
    expect(displayStatus('confirmed', checkIn, checkOut, at('2026-04-01'))).toBe('No-Show');
  });

  it('moves the No-Show moment with the property setting', () => {
    const late = (today: string, time: string) => at(today, time, '18:30');
    expect(displayStatus('confirmed', checkIn, checkOut, late('2026-03-11', '18:29'))).toBe(
      'Due In',
    );
    expect(displayStatus('confirmed', checkIn, checkOut, late('2026-03-11', '18:30'))).toBe(
      'No-Show',
    );
    const early = (today: string, time: string) => at(today, time, '00:00');
    expect(displayStatus('confirmed', checkIn, checkOut, early('2026-03-10', '23:59'))).toBe(
      'Due In',
    );
    expect(displayStatus('confirmed', checkIn, checkOut, early('2026-03-11', '00:00'))).toBe(
      'No-Show',
    );
  });

  it('shows a checked-in stay as In-House, then Due Out from its departure day', () => {
    expect(displayStatus('checked_in', checkIn, checkOut, at('2026-03-10'))).toBe('In-House');
    expect(displayStatus('checked_in', checkIn, checkOut, at('2026-03-12'))).toBe('In-House');
    expect(displayStatus('checked_in', checkIn, checkOut, at('2026-03-13'))).toBe('Due Out');
    expect(displayStatus('checked_in', checkIn, checkOut, at('2026-03-14'))).toBe('Due Out');
  });

  it('follows the stored status when cancelled or checked out, whatever the day', () => {
    for (const today of ['2026-03-01', '2026-03-10', '2026-03-13', '2026-04-01']) {
      expect(displayStatus('cancelled', checkIn, checkOut, at(today))).toBe('Cancelled');
      expect(displayStatus('checked_out', checkIn, checkOut, at(today))).toBe('Checked-Out');
    }
  });

  it('reduces the cut-off to the latest arrival date already past it', () => {
    expect(latestNoShowArrival(at('2026-03-11', '11:59'))).toBe('2026-03-09');
    expect(latestNoShowArrival(at('2026-03-11', '12:00'))).toBe('2026-03-10');
  });
});

describe('storedStatusFor', () => {
  it('maps each display status to the stored status the edit form saves', () => {
    expect(DISPLAY_STATUSES.map(storedStatusFor)).toEqual([
      'confirmed',
      'confirmed',
      'checked_in',
      'checked_in',
      'checked_out',
      'confirmed',
      'cancelled',
    ]);
    expect(RESERVATION_STATUSES).toEqual(['confirmed', 'checked_in', 'checked_out', 'cancelled']);
  });
});
