export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
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
