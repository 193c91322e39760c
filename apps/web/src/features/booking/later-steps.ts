import { lazy } from 'react';

type LaterSteps = typeof import('./later-steps-chunk');

let laterSteps: Promise<LaterSteps> | undefined;

/**
 * Steps 2 and 3 with what only they use (the guest form: react-hook-form, zod and the guest
 * schema; the booking's failure messages) load as a chunk of their own: when the guest has
 * chosen dates and a suite, or when a page opens past step 1. A first visit to /book does not
 * download them.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  laterSteps ??= import('./later-steps-chunk').catch((error: unknown) => {
    laterSteps = undefined; // A failed download is retried on the next need.
    throw error;
  });
  return laterSteps;
}

export const StepGuests = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepGuests })));
export const StepReview = lazy(() => loadLaterSteps().then((m) => ({ default: m.StepReview })));
