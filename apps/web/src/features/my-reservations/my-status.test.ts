import { describe, expect, it } from 'vitest';
import { myStatus } from './my-status';

describe('My Reservations status badge', () => {
  it('knows confirmed, checked in and checked out', () => {
    expect(myStatus('confirmed')).toEqual({ label: 'Confirmed', tone: 'confirmed' });
    expect(myStatus('checked_in')).toEqual({ label: 'Checked In', tone: 'checkedIn' });
    expect(myStatus('checked_out')).toEqual({ label: 'Checked Out', tone: 'checkedOut' });
  });

  it('shows anything else in words, destructive', () => {
    expect(myStatus('cancelled')).toEqual({ label: 'Cancelled', tone: 'other' });
    expect(myStatus('no_show')).toEqual({ label: 'No show', tone: 'other' });
    expect(myStatus('')).toEqual({ label: 'Unknown', tone: 'other' });
  });
});
