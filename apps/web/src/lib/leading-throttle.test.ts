import { describe, expect, it } from 'vitest';
import { LeadingThrottle, type Timers } from './leading-throttle';

/** Timers run by hand: `elapse()` fires the one pending timer. */
function manualTimers() {
  let pending: { run: () => void; ms: number } | undefined;
  const timers: Timers = {
    setTimeout(run, ms) {
      pending = { run, ms };
      return pending;
    },
    clearTimeout(handle) {
      if (handle === pending) pending = undefined;
    },
  };
  return {
    timers,
    get waiting() {
      return pending?.ms;
    },
    elapse() {
      const timer = pending;
      pending = undefined;
      timer?.run();
    },
  };
}

describe('leading-edge throttle', () => {
  it('hands on a lone item at once', () => {
    const clock = manualTimers();
    const flushed: number[][] = [];
    const throttle = new LeadingThrottle<number>((batch) => flushed.push(batch), 100, clock.timers);
    throttle.push(1);
    expect(flushed).toEqual([[1]]);
    // The window ends with nothing waiting: no second flush, and the next item goes at once.
    clock.elapse();
    expect(flushed).toEqual([[1]]);
    expect(clock.waiting).toBeUndefined();
    throttle.push(2);
    expect(flushed).toEqual([[1], [2]]);
  });

  it('gathers a burst behind the first item and hands it on once at the window end', () => {
    const clock = manualTimers();
    const flushed: number[][] = [];
    const throttle = new LeadingThrottle<number>((batch) => flushed.push(batch), 100, clock.timers);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(flushed).toEqual([[1]]);
    expect(clock.waiting).toBe(100);
    clock.elapse();
    expect(flushed).toEqual([[1], [2, 3]]);
    // Still busy: a new window started, so the burst's tail waits again.
    throttle.push(4);
    expect(flushed).toEqual([[1], [2, 3]]);
    clock.elapse();
    expect(flushed).toEqual([[1], [2, 3], [4]]);
    clock.elapse();
    throttle.push(5);
    expect(flushed).toEqual([[1], [2, 3], [4], [5]]);
  });

  it('drops what waits when cancelled', () => {
    const clock = manualTimers();
    const flushed: number[][] = [];
    const throttle = new LeadingThrottle<number>((batch) => flushed.push(batch), 100, clock.timers);
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    expect(clock.waiting).toBeUndefined();
    expect(flushed).toEqual([[1]]);
  });
});
