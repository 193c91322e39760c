import { useMatches } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';

const loadDataLayer = () => import('@/lib/data-layer');
const DataLayer = lazy(loadDataLayer);

/**
 * Starts loading the data layer (TanStack Query, the tRPC client) without rendering anything:
 * at start-up on any page but the landing, and from the loaders of public pages that use the
 * API (so hovering a link to them fetches it with their code).
 */
export function preloadDataLayer(): void {
  loadDataLayer().catch(() => {
    // Retried when the page itself renders (React.lazy reports a failure there).
  });
}

/** The landing page's route: the one page that makes no API call. */
const LANDING_ROUTE_ID = '/_public/';

/**
 * Provides TanStack Query and tRPC to every page but the landing, which renders without them so
 * a first visit downloads neither. Once provided, they stay (the cache survives a return to the
 * landing); the switch re-mounts the page tree once, on the first navigation away from it.
 */
export function DataLayerBoundary({ children }: { children: ReactNode }) {
  const needed = useMatches({
    select: (matches) =>
      matches.length > 0 && !matches.some((match) => match.routeId === LANDING_ROUTE_ID),
  });
  const [provided, setProvided] = useState(needed);
  if (needed && !provided) setProvided(true);

  if (!provided && !needed) return children;
  return (
    <Suspense fallback={<Loading />}>
      <DataLayer>{children}</DataLayer>
    </Suspense>
  );
}

/** A spinner without the ui kit (whose class merging would join the first download). */
function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <span
        role="status"
        aria-label="Loading"
        className="size-8 animate-spin rounded-full border-2 border-brand border-t-transparent"
      />
    </div>
  );
}
