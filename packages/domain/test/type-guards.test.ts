import { isOneOf, isRecord, keysOf } from '@zamalek/domain/type-guards';
import { describe, expect, it } from 'vitest';

describe('type guards', () => {
  it('isOneOf: a member of the list, by identity', () => {
    const sizes = [10, 25, 50] as const;
    expect(isOneOf(sizes, 25)).toBe(true);
    expect(isOneOf(sizes, '25')).toBe(false);
    expect(isOneOf(['a', 'b'], undefined)).toBe(false);
  });

  it('isRecord: objects, not null, arrays or primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1])).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('keysOf: the own keys, in order', () => {
    expect(keysOf({ b: 1, a: 2 })).toEqual(['b', 'a']);
    expect(keysOf(Object.create({ inherited: 1 }))).toEqual([]);
  });
});
