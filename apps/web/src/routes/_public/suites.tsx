import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import { EVERY_SUITE_INCLUDES } from '@zamalek/domain/suites';
import { ChefHatIcon, MapPinIcon, TvIcon, WifiIcon } from 'lucide-react';
import { useEffect } from 'react';
import { DataLayerBoundary, preloadDataLayer } from '@/components/data-layer-boundary';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { PropertyPolicies } from '@/features/booking/property-policies';
import { SuiteCard } from '@/features/booking/suite-card';
import { BEDDING_MESSAGES, inPageLanguage } from '@/features/booking/suite-words';
import { PublicPage } from '@/features/public/public-page';
import { publicHead } from '@/features/public/seo';
import { JsonLd, lodgingData } from '@/features/public/structured-data';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
import { currentLang, loadBookingMessages, type MessageId, t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/_public/suites')({
  head: () => publicHead('suites', '/suites'),
  // Also on hover (intent preload): TanStack Query and tRPC load with the page's code.
  loader: () => {
    preloadDataLayer();
    return loadBookingMessages();
  },
  component: SuitesRoute,
});

const INCLUDED_ICONS = [WifiIcon, TvIcon, ChefHatIcon];
const INCLUDED: Record<string, { title: MessageId; text: MessageId }> = {
  'High-Speed WiFi': { title: 'suites.wifi', text: 'suites.wifiText' },
  'Smart Entertainment': { title: 'suites.tv', text: 'suites.tvText' },
  'Fully Equipped Kitchen': { title: 'suites.kitchen', text: 'suites.kitchenText' },
};

/** The page's heading paints at once; the suites once the data layer has arrived. */
function SuitesRoute() {
  return (
    <DataLayerBoundary
      fallback={
        <PublicPage title={t('suites.title')} lead={t('suites.lead')}>
          <div className="flex justify-center py-20">
            <Spinner className="size-8 text-brand" label={t('suites.loading')} />
          </div>
        </PublicPage>
      }
    >
      <SuitesPage />
    </DataLayerBoundary>
  );
}

function SuitesPage() {
  const trpc = useTRPC();
  const suites = useQuery(trpc.public.suites.queryOptions());
  const property = useQuery(trpc.public.property.queryOptions());
  // Several buildings are open: each has its suites on its own page.
  const severalOpen = suites.isError && appErrorCode(suites.error) === 'PROPERTY_REQUIRED';

  useEffect(() => {
    if (suites.isError && !severalOpen) {
      toast.error(t('suites.loadError'), {
        description: trpcErrorMessage(suites.error) ?? t('suites.tryLater'),
      });
    }
  }, [suites.isError, suites.error, severalOpen]);

  return (
    <PublicPage title={t('suites.title')} lead={t('suites.lead')}>
      <section aria-labelledby="suites-list-title">
        <h2 id="suites-list-title" className="sr-only">
          {t('suites.available')}
        </h2>
        {suites.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner className="size-8 text-brand" label={t('suites.loading')} />
          </div>
        ) : severalOpen ? (
          <LocationLinks />
        ) : suites.isError ? (
          <p className="rounded-lg border bg-card p-6 text-muted-foreground">
            {t('suites.loadFailed')}
          </p>
        ) : suites.data.length === 0 ? (
          <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t('suites.none')}</p>
        ) : (
          <ul className="grid gap-5 sm:gap-6 md:grid-cols-2">
            {suites.data.map((suite) => (
              <li key={suite.id} className="flex">
                <SuiteCard suite={suite}>
                  <Link
                    to="/book"
                    search={{ suite: suite.id }}
                    className={buttonVariants({ className: 'mt-auto w-full' })}
                    aria-label={t('suites.checkOf', { suite: inPageLanguage(suite.name) })}
                  >
                    {t('suites.check')}
                  </Link>
                </SuiteCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="includes-title"
        className="mt-10 rounded-2xl bg-secondary p-6 sm:mt-16 sm:p-10"
      >
        <h2 id="includes-title" className="font-serif text-3xl text-primary">
          {t('suites.includes')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {EVERY_SUITE_INCLUDES.map((item, index) => {
            const Icon = INCLUDED_ICONS[index] ?? WifiIcon;
            const words = INCLUDED[item];
            return (
              <li key={item} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-brand">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-medium text-primary">{words ? t(words.title) : item}</h3>
                  {words && (
                    <p className="mt-1 text-secondary-foreground/80 text-sm">{t(words.text)}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <PropertyPolicies className="mt-10 sm:mt-16" />
      {property.data && suites.data && (
        <JsonLd
          data={lodgingData(
            property.data,
            suites.data.map((suite) => ({
              ...suite,
              name: inPageLanguage(suite.name),
              description: inPageLanguage(suite.description),
              facts: { ...suite.facts, bedding: t(BEDDING_MESSAGES[suite.facts.kind]) },
            })),
            { url: window.location.href, lang: currentLang() },
          )}
        />
      )}
    </PublicPage>
  );
}

/** Where the suites are when several buildings are open: a link to each one's page. */
function LocationLinks() {
  const trpc = useTRPC();
  const locations = useQuery(trpc.public.locations.queryOptions());
  const lang = currentLang();
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{t('suites.chooseLocation')}</p>
      {locations.data && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {locations.data.map((location) => {
            const address = locationAddress(location, lang);
            return (
              <li key={location.slug}>
                <Link
                  to="/locations/$slug"
                  params={{ slug: location.slug }}
                  className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="font-serif text-primary text-xl">
                    {locationName(location, lang)}
                  </span>
                  {address && (
                    <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                      <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
                      <bdi>{address}</bdi>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
