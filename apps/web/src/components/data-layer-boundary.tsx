import { lazy, type ReactNode, Suspense } from 'react';

const loadDataLayer = () => import('@/lib/data-layer');
const DataLayer = lazy(loadDataLayer);

/**
 * Starts loading the data layer (TanStack Query, the tRPC client and its transport) without
 * rendering anything: from the loaders of the routes that call the API, so a first visit
 * fetches it in the same round as the page's own code, and hovering a link to such a page
 * fetches it with that page's code. The transport is asked for here too, not only by the data
 * layer once it runs, so it does not wait for that module to arrive first.
 */
export function preloadDataLayer(): void {
  const ignore = () => {
    // Retried when the page itself renders (React.lazy reports a failure there) or calls the API.
  };
  loadDataLayer().catch(ignore);
  import('@/lib/trpc-transport').catch(ignore);
}

/**
 * Provides TanStack Query and tRPC to the part of a page that calls the API. The rest of the
 * page (the layout, its heading, anything static) renders outside it, so it paints while the
 * data layer downloads; `fallback` stands in for the part inside (a skeleton, never a blank).
 * The landing page has none, so a first visit there downloads neither. The query cache and the
 * client are the data layer module's own, so every boundary shares them.
 */
export function DataLayerBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <DataLayer>{children}</DataLayer>
    </Suspense>
  );
}
