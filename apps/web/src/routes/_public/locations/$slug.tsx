import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import { isPropertySlug, LOCATION_STAND_IN, locationPath } from '@zamalek/domain/public-site';
import { MapPinIcon } from 'lucide-react';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { buttonVariants } from '@/components/ui/button-variants';
import { PoliciesCard } from '@/features/booking/policies-card';
import { LocationSuites, LocationSuitesLoading } from '@/features/locations/location-suites';
import { StatusBadge } from '@/features/locations/status-badge';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { currentLang, loadBookingMessages, loadPageMessages, t } from '@/lib/i18n/i18n';
import { type LocationInfo, loadLocation } from '@/lib/location-probe';

/**
 * A property's own page, `/locations/<slug>` (and `/ar/locations/<slug>`): where it is, whether
 * it is open, its suites and policies, and the way to book there. The build renders it once for
 * a stand-in property (no server to ask); the server fills in the property each address names
 * (apps/server/src/http/location-pages.ts).
 */
export const Route = createFileRoute('/_public/locations/$slug')({
  loader: async ({ params }) => {
    const prerendering = typeof window === 'undefined';
    if (!prerendering && !isPropertySlug(params.slug)) throw notFound();
    if (!prerendering) preloadDataLayer();
    const [location] = await Promise.all([
      prerendering ? undefined : loadLocation(params.slug),
      loadPageMessages(),
      loadBookingMessages(),
    ]);
    if (location === null) throw notFound();
    return { location };
  },
  head: ({ loaderData, params }) =>
    publicHead('location', locationPath(params.slug), { name: nameOf(loaderData?.location) }),
  component: LocationPage,
});

/** The property's name in the page's language; the stand-in's while pre-rendering. */
function nameOf(location: LocationInfo | undefined): string {
  return location ? locationName(location, currentLang()) : LOCATION_STAND_IN.name;
}

function LocationPage() {
  const { slug } = Route.useParams();
  const { location } = Route.useLoaderData();
  const name = nameOf(location);
  const address = location ? locationAddress(location, currentLang()) : LOCATION_STAND_IN.address;
  const open = location?.status === 'open';
  return (
    <PublicPage eyebrow={t('locations.title')} title={name}>
      <div className="-mt-4 mb-10 grid max-w-3xl justify-items-start gap-4 sm:mb-14">
        {location && <StatusBadge status={location.status} />}
        {address && (
          <p className="flex items-center gap-1.5 text-lg text-muted-foreground">
            <MapPinIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
            <span className="sr-only">{t('locations.address')}: </span>
            <bdi>{address}</bdi>
          </p>
        )}
        {location?.status === 'coming_soon' && (
          <p className="text-muted-foreground leading-relaxed">{t('locations.comingSoonText')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {open && (
            <Link to="/book" search={{ location: slug }} className={buttonVariants({ size: 'lg' })}>
              {t('locations.book', { name })}
            </Link>
          )}
          <Link
            to="/locations"
            activeOptions={{ exact: true }}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            {t('locations.all')}
          </Link>
        </div>
      </div>

      <section aria-labelledby="location-suites-title">
        <h2 id="location-suites-title" className="mb-6 font-serif text-3xl text-primary">
          {t('locations.suitesOf', { name })}
        </h2>
        {location ? (
          <DataLayerBoundary fallback={<LocationSuitesLoading />}>
            <LocationSuites slug={slug} name={name} location={location} />
          </DataLayerBoundary>
        ) : (
          <LocationSuitesLoading />
        )}
      </section>

      {location?.status === 'open' && <PoliciesCard info={location} className="mt-10 sm:mt-16" />}
    </PublicPage>
  );
}
