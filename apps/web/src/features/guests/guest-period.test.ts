import { describe, expect, it } from 'vitest';
import { guestsCsvUrl } from './guest-export';
import { guestPeriod } from './guest-period';

describe('guest periods', () => {
  it('starts weeks on Sunday and labels the seven days shown', () => {
    // 2025-06-04 is a Wednesday.
    expect(guestPeriod('week', '2025-06-04', 0)).toEqual({
      from: '2025-06-01',
      to: '2025-06-08',
      label: 'Jun 1 - Jun 7, 2025',
    });
    expect(guestPeriod('week', '2025-06-01', -1)).toMatchObject({
      from: '2025-05-25',
      to: '2025-06-01',
    });
    expect(guestPeriod('week', '2025-12-31', 0).label).toBe('Dec 28, 2025 - Jan 3, 2026');
  });

  it('steps whole months, also from the 31st', () => {
    expect(guestPeriod('month', '2025-01-31', 0)).toEqual({
      from: '2025-01-01',
      to: '2025-02-01',
      label: 'January 2025',
    });
    expect(guestPeriod('month', '2025-01-31', 1)).toMatchObject({
      from: '2025-02-01',
      to: '2025-03-01',
      label: 'February 2025',
    });
    expect(guestPeriod('month', '2025-01-15', -1).label).toBe('December 2024');
  });
});

describe('guest CSV export', () => {
  it('asks for the rows the table shows', () => {
    const range = { from: '2025-06-01', to: '2025-06-08' };
    expect(guestsCsvUrl(range, { search: '', searchBy: 'all', status: undefined })).toBe(
      '/api/guests.csv?from=2025-06-01&to=2025-06-08',
    );
    const url = new URL(
      guestsCsvUrl(range, { search: ' محمد ', searchBy: 'name', status: 'In-House' }),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2025-06-01',
      to: '2025-06-08',
      search: 'محمد',
      searchBy: 'name',
      status: 'In-House',
    });
  });
});
