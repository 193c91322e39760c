import { createFileRoute } from '@tanstack/react-router';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { LocationsList, LocationsLoading } from '@/features/locations/locations-list';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { loadBookingMessages, loadPageMessages, t } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/_public/locations/')({
  // The list comes from the API (the data layer loads with the page); the suites' words are the
  // booking pages'.
  loader: () => {
    preloadDataLayer();
    return Promise.all([loadPageMessages(), loadBookingMessages()]);
  },
  head: () => publicHead('locations', '/locations'),
  component: Locations,
});

/** Every building: open ones with their suites and a way to book there, and those coming soon. */
function Locations() {
  return (
    <PublicPage
      eyebrow={t('locations.eyebrow')}
      title={t('locations.title')}
      lead={t('locations.lead')}
    >
      <DataLayerBoundary fallback={<LocationsLoading />}>
        <LocationsList />
      </DataLayerBoundary>
    </PublicPage>
  );
}
