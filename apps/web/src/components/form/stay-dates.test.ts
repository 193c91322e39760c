import { describe, expect, it } from 'vitest';
import { movedCheckOut } from './stay-dates';

describe('a newly picked check-in', () => {
  it('leaves a check-out still after it', () => {
    expect(movedCheckOut('next-day', '2026-12-02', '2026-12-05')).toBe('2026-12-05');
    expect(movedCheckOut('clear', '2026-12-02', '2026-12-05')).toBe('2026-12-05');
  });

  it('moves a check-out no longer after it to the next day, or empties it', () => {
    expect(movedCheckOut('next-day', '2026-12-05', '2026-12-05')).toBe('2026-12-06');
    expect(movedCheckOut('next-day', '2026-12-05', '')).toBe('2026-12-06');
    expect(movedCheckOut('clear', '2026-12-06', '2026-12-05')).toBe('');
  });

  it('keeps any check-out when the form checks the order itself', () => {
    expect(movedCheckOut('keep', '2026-12-06', '2026-12-05')).toBe('2026-12-05');
  });
});
