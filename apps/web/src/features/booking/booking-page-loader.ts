import { lazy } from 'react';

const load = () => import('./booking-page');

/**
 * The wizard's code, apart from the /book route's own chunk: it imports TanStack Query, so the
 * route's chunk (the page's frame and heading) would otherwise wait for the data layer too.
 * The route's loader starts it, in the same round as the data layer and the page's words.
 */
export function preloadBookingPage(): void {
  load().catch(() => {
    // Retried when the page renders it (React.lazy reports a failure there).
  });
}

export const BookingPage = lazy(() => load().then((module) => ({ default: module.BookingPage })));
