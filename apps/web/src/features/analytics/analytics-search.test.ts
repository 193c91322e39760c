import { ANALYTICS_PERIODS } from '@zamalek/domain/analytics';
import { describe, expect, it } from 'vitest';
import { parseAnalyticsSearch, SEARCH_PERIODS } from './analytics-search';

describe('the /analytics address', () => {
  it('lists the domain’s periods', () => {
    expect([...SEARCH_PERIODS]).toEqual([...ANALYTICS_PERIODS]);
  });

  it('keeps a period and a day inside it', () => {
    expect(parseAnalyticsSearch({})).toEqual({});
    expect(parseAnalyticsSearch({ period: 'quarter', date: '2026-11-01' })).toEqual({
      period: 'quarter',
      date: '2026-11-01',
    });
    expect(parseAnalyticsSearch({ period: 'ytd', date: '2026-02-30' })).toEqual({});
  });

  it('keeps a custom range of one day to about three years, else falls back', () => {
    expect(
      parseAnalyticsSearch({ from: '2026-11-20', until: '2026-12-02', period: 'week' }),
    ).toEqual({ from: '2026-11-20', until: '2026-12-02' });
    expect(parseAnalyticsSearch({ from: '2026-12-02', until: '2026-12-02' })).toEqual({
      from: '2026-12-02',
      until: '2026-12-02',
    });
    expect(
      parseAnalyticsSearch({ from: '2026-12-03', until: '2026-12-02', period: 'year' }),
    ).toEqual({ period: 'year' });
    expect(parseAnalyticsSearch({ from: '2020-01-01', until: '2026-12-02' })).toEqual({});
    expect(parseAnalyticsSearch({ from: '2026-12-01' })).toEqual({});
  });
});
