import { addFeedSchema, isFeedStale, isUnpriced } from '@zamalek/domain/channels';
import { describe, expect, it } from 'vitest';

const UNIT = '7b0e1f44-2c55-4a8e-9a43-0d7c6f1e2a10';

describe('channel rules', () => {
  it('calls a feed stale beyond three intervals since its last success (or its creation)', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(isFeedStale({ lastSuccessAt: ago(45), createdAt: ago(500) }, 15, now)).toBe(false);
    expect(isFeedStale({ lastSuccessAt: ago(46), createdAt: ago(500) }, 15, now)).toBe(true);
    expect(isFeedStale({ lastSuccessAt: null, createdAt: ago(10) }, 15, now)).toBe(false);
    expect(isFeedStale({ lastSuccessAt: null, createdAt: ago(61) }, 20, now)).toBe(true);
  });

  it('treats a stay with no price, or a price of 0, as unpriced', () => {
    expect(isUnpriced(null)).toBe(true);
    expect(isUnpriced(0)).toBe(true);
    expect(isUnpriced(12_000)).toBe(false);
  });

  it('takes http(s) feed addresses only, without credentials, within bounds', () => {
    const parse = (url: string, intervalMinutes: number | null = null) =>
      addFeedSchema.safeParse({ unitId: UNIT, channel: 'airbnb', url, intervalMinutes }).success;
    expect(parse('https://www.airbnb.com/calendar/ical/1.ics?s=abc')).toBe(true);
    expect(parse('http://ical.booking.com/v1/export?t=abc', 30)).toBe(true);
    for (const url of ['ftp://x.test/a', 'file:///etc/passwd', 'https://u:p@x.test/', 'nope', '']) {
      expect(parse(url)).toBe(false);
    }
    expect(parse(`https://x.test/${'a'.repeat(2000)}`)).toBe(false);
    expect(parse('https://x.test/a.ics', 1)).toBe(false);
    expect(parse('https://x.test/a.ics', 2000)).toBe(false);
  });
});
