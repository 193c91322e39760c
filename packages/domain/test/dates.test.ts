import {
  addDaysIso,
  DEFAULT_TIME_ZONE,
  dateIn,
  daysBetween,
  formatLongDate,
  formatShortDate,
  isValidIsoDate,
  todayIn,
} from '@zamalek/domain/dates';
import { afterEach, describe, expect, it } from 'vitest';

describe('todayIn', () => {
  it('defaults to Cairo', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Cairo');
  });

  it('turns the date at Cairo midnight in winter (UTC+2), not at UTC midnight', () => {
    expect(todayIn('Africa/Cairo', new Date('2026-01-14T21:59:59.999Z'))).toBe('2026-01-14');
    expect(todayIn('Africa/Cairo', new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-15');
    expect(todayIn('UTC', new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-14');
  });

  it('turns the date at Cairo midnight in summer time (UTC+3)', () => {
    expect(todayIn('Africa/Cairo', new Date('2026-07-14T20:59:59Z'))).toBe('2026-07-14');
    expect(todayIn('Africa/Cairo', new Date('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
  });

  it('crosses the year at Cairo midnight', () => {
    expect(todayIn('Africa/Cairo', new Date('2026-12-31T21:59:59Z'))).toBe('2026-12-31');
    expect(todayIn('Africa/Cairo', new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});

describe('dateIn', () => {
  it("is the property's date at a stored moment, like todayIn at that moment", () => {
    const checkedInAt = new Date('2026-03-31T22:30:00Z');
    expect(dateIn('Africa/Cairo', checkedInAt)).toBe('2026-04-01');
    expect(dateIn('Africa/Cairo', checkedInAt)).toBe(todayIn('Africa/Cairo', checkedInAt));
  });
});

describe('isValidIsoDate', () => {
  it.each(['2026-03-15', '2024-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isValidIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-3-15',
    '15-03-2026',
    '2026-03-15T00:00',
    '',
  ])('rejects %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe('addDaysIso and daysBetween', () => {
  it('add days across month, year and leap day', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysIso('2026-03-15', 0)).toBe('2026-03-15');
  });

  it('count calendar days, negative when reversed', () => {
    expect(daysBetween('2026-03-10', '2026-03-15')).toBe(5);
    expect(daysBetween('2026-03-15', '2026-03-10')).toBe(-5);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  describe('in a server time zone with daylight saving at midnight', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Africa/Cairo', 'America/Sao_Paulo', 'Pacific/Auckland'])('%s', (zone) => {
      process.env.TZ = zone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      // Cairo's clocks jump from 00:00 to 01:00 on 24 April 2026; São Paulo did so on 4 Nov 2018.
      expect(addDaysIso('2026-04-23', 1)).toBe('2026-04-24');
      expect(addDaysIso('2026-04-24', 1)).toBe('2026-04-25');
      expect(addDaysIso('2018-11-03', 1)).toBe('2018-11-04');
      expect(addDaysIso('2018-11-05', -1)).toBe('2018-11-04');
      expect(daysBetween('2026-04-20', '2026-04-30')).toBe(10);
      expect(daysBetween('2018-11-01', '2018-11-10')).toBe(9);
      expect(daysBetween('2026-10-25', '2026-11-05')).toBe(11);
      expect(isValidIsoDate('2026-04-24')).toBe(true);
      expect(isValidIsoDate('2018-11-04')).toBe(true);
    });
  });
});

describe('date formats', () => {
  it('formats dd MMM yyyy for the detail page and lists', () => {
    expect(formatLongDate('2026-03-05')).toBe('05 Mar 2026');
    expect(formatLongDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('formats MMM dd, yyyy for tables and dialogs', () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 05, 2026');
    expect(formatShortDate('2027-01-01')).toBe('Jan 01, 2027');
  });
});
