import { describe, expect, it } from 'vitest';
import { dateRangeSchema, RANGE_ORDER_MESSAGE } from '../src/date-range';

describe('dateRangeSchema', () => {
  it('takes a half-open range of two real dates', () => {
    expect(dateRangeSchema.parse({ from: '2025-06-01', to: '2025-06-02' })).toEqual({
      from: '2025-06-01',
      to: '2025-06-02',
    });
  });

  it('refuses an empty or reversed range, and unreal dates', () => {
    const empty = dateRangeSchema.safeParse({ from: '2025-06-01', to: '2025-06-01' });
    expect(empty.error?.issues[0]?.message).toBe(RANGE_ORDER_MESSAGE);
    expect(dateRangeSchema.safeParse({ from: '2025-06-02', to: '2025-06-01' }).success).toBe(false);
    expect(dateRangeSchema.safeParse({ from: '2025-02-30', to: '2025-03-02' }).success).toBe(false);
  });
});
