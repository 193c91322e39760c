export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers; a handle is the function that clears its timer (a number or an object). */
const globalTimers: Timers = {
  setTimeout: (run, ms) => {
    const timer = globalThis.setTimeout(run, ms);
    return () => globalThis.clearTimeout(timer);
  },
  clearTimeout: (handle) => {
    if (typeof handle === 'function') handle();
  },
};

/**
 * Hands items on in batches without delaying a lone one: the first item after a quiet spell is
 * flushed at once, and items arriving within `windowMs` of a flush wait for the window's end and
 * go together (at most one flush per window while a burst lasts).
 */
export class LeadingThrottle<T> {
  private pending: T[] = [];
  private timer: unknown;

  constructor(
    private readonly flush: (batch: T[]) => void,
    private readonly windowMs: number,
    private readonly timers: Timers = globalTimers,
  ) {}

  push(item: T): void {
    if (this.timer !== undefined) {
      this.pending.push(item);
      return;
    }
    this.flush([item]);
    this.startWindow();
  }

  /** Drops what is waiting (the component is gone). */
  cancel(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
  }

  private startWindow(): void {
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      if (this.pending.length === 0) return;
      const batch = this.pending;
      this.pending = [];
      this.flush(batch);
      this.startWindow();
    }, this.windowMs);
  }
}
