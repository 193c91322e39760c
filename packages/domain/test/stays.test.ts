import {
  DISPLAY_STATUSES,
  displayStatus,
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

  it('shows a confirmed stay as Upcoming before the check-in day', () => {
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-03-01')).toBe('Upcoming');
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-03-09')).toBe('Upcoming');
  });

  it('shows a confirmed stay as In-House from the check-in day until the last night', () => {
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-03-10')).toBe('In-House');
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-03-12')).toBe('In-House');
  });

  it('shows a confirmed stay as Checked-Out from the check-out day on', () => {
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-03-13')).toBe('Checked-Out');
    expect(displayStatus('confirmed', checkIn, checkOut, '2026-04-01')).toBe('Checked-Out');
  });

  it('follows the stored status when it is not confirmed, whatever the day', () => {
    for (const today of ['2026-03-01', '2026-03-10', '2026-03-13', '2026-04-01']) {
      expect(displayStatus('cancelled', checkIn, checkOut, today)).toBe('Cancelled');
      expect(displayStatus('checked_in', checkIn, checkOut, today)).toBe('In-House');
      expect(displayStatus('checked_out', checkIn, checkOut, today)).toBe('Checked-Out');
    }
  });
});

describe('storedStatusFor', () => {
  it('maps each display status to the stored status the edit form saves', () => {
    expect(DISPLAY_STATUSES.map(storedStatusFor)).toEqual([
      'confirmed',
      'checked_in',
      'checked_out',
      'cancelled',
    ]);
  });

  it('round-trips through displayStatus for a stay that has not begun', () => {
    for (const display of DISPLAY_STATUSES) {
      expect(
        displayStatus(storedStatusFor(display), '2026-03-10', '2026-03-13', '2026-03-01'),
      ).toBe(display);
    }
    expect(RESERVATION_STATUSES).toEqual(['confirmed', 'checked_in', 'checked_out', 'cancelled']);
  });
});
