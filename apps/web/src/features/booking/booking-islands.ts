import { lazy } from 'react';
import { preloadDataLayer } from '@/components/data-layer-boundary';

const load = () => import('./booking-data');

/**
 * Starts loading what the wizard needs to ask the server (the data layer and the wizard's parts
 * that use it): from the route's loader when the address already names a stay or a later step,
 * and on the guest's first touch of step 1, so it has arrived by the time both dates are picked.
 * A first visit without dates does not download it.
 */
export function preloadBookingData(): void {
  preloadDataLayer();
  load().catch(() => {
    // Retried when the page renders it (React.lazy reports a failure there).
  });
}

/** Step 1's suites for the chosen dates, and its Continue. */
export const StepOneSuites = lazy(() =>
  load().then((module) => ({ default: module.StepOneSuites })),
);

/** Steps 2 and 3: the guest's details, the review and the booking. */
export const BookingFlow = lazy(() => load().then((module) => ({ default: module.BookingFlow })));
