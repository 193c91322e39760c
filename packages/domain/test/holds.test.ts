import { holdFieldsSchema, holdHorizonProblem } from '@zamalek/domain/holds';
import { describe, expect, it } from 'vitest';

const today = '2026-03-15';
const hold = {
  unitId: '11111111-2222-4333-8444-555555555555',
  kind: 'maintenance',
  reason: 'Leaking tap',
};

describe('holds', () => {
  it('checks order, length and 2000 without reading the clock', () => {
    const issues = (from: string, to: string) =>
      holdFieldsSchema
        .safeParse({ ...hold, from, to })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('2026-03-15', '2026-03-17')).toBeUndefined();
    expect(issues('9999-12-30', '9999-12-31')).toBeUndefined();
    expect(issues('2026-03-17', '2026-03-15')).toEqual([
      ['to', 'The last day must be after the first day'],
    ]);
    expect(issues('1999-12-31', '2000-01-02')).toEqual([
      ['from', 'A hold cannot start before 1 January 2000'],
    ]);
  });

  it('refuses a start more than five years after the property’s today, which the caller passes', () => {
    expect(holdHorizonProblem('2031-03-15', today)).toBeNull();
    expect(holdHorizonProblem('2031-03-16', today)).toBe(
      'A hold cannot start more than 5 years ahead',
    );
    expect(holdHorizonProblem('not a date', today)).toBeNull();
  });
});
