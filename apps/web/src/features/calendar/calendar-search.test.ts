import { describe, expect, it } from 'vitest';
import { parseCalendarSearch, parseWeekSearch } from './calendar-search';

describe('calendar search params', () => {
  it('defaults to the week holding today', () => {
    expect(parseCalendarSearch({})).toEqual({});
    expect(parseWeekSearch({})).toEqual({});
  });

  it('keeps the month view and a real date', () => {
    expect(parseCalendarSearch({ view: 'month', date: '2026-12-01' })).toEqual({
      view: 'month',
      date: '2026-12-01',
    });
    expect(parseWeekSearch({ week: '2026-03-01' })).toEqual({ week: '2026-03-01' });
  });

  it('drops what is malformed', () => {
    expect(parseCalendarSearch({ view: 'year', date: '2026-02-30' })).toEqual({});
    expect(parseCalendarSearch({ view: 'week', date: 20260301 })).toEqual({});
    expect(parseWeekSearch({ week: 'last' })).toEqual({});
  });
});
