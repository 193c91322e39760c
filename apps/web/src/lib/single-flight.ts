/**
 * One run at a time: a second activation while the first has not settled does nothing. Two taps
 * in one frame both reach the handler before React re-renders the disabled button, so the
 * button's `disabled` alone does not stop the second.
 */
export function createSingleFlight() {
  let running = false;
  return {
    /** Starts `action`, which calls `settled` when it is over; false if one is still running. */
    run(action: (settled: () => void) => void): boolean {
      if (running) return false;
      running = true;
      try {
        action(() => {
          running = false;
        });
      } catch (error) {
        running = false;
        throw error;
      }
      return true;
    },
  };
}
