import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('single flight', () => {
  it('ignores a second activation until the first has settled', () => {
    const once = createSingleFlight();
    const started: string[] = [];
    let settle = () => {};
    expect(
      once.run((settled) => {
        started.push('first');
        settle = settled;
      }),
    ).toBe(true);
    expect(once.run(() => started.push('double tap'))).toBe(false);
    settle();
    const again = once.run((settled) => {
      started.push('after');
      settled();
    });
    expect(again).toBe(true);
    expect(started).toEqual(['first', 'after']);
  });

  it('is free again when starting the action throws', () => {
    const once = createSingleFlight();
    expect(() =>
      once.run(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(once.run((settled) => settled())).toBe(true);
  });
});
