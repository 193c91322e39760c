import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { SuiteCard } from '@/features/booking/suite-card';
import { BEDDING_MESSAGES, inPageLanguage } from '@/features/booking/suite-words';
import { JsonLd, lodgingData } from '@/features/public/structured-data';
import { currentLang, t } from '@/lib/i18n/i18n';
import type { LocationInfo } from '@/lib/location-probe';
import { useTRPC } from '@/lib/trpc';

/** While a property's suites are on their way (and in the pre-rendered page). */
export function LocationSuitesLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8 text-brand" label={t('suites.loading')} />
    </div>
  );
}

/**
 * A property's suites, as the suites page shows them: at an open property each leads to the
 * wizard there with the suite chosen; at one coming soon they are shown, and nothing books.
 * With them, the property as structured data for search engines.
 */
export function LocationSuites({
  slug,
  name,
  location,
}: {
  slug: string;
  /** The property's name in the page's language. */
  name: string;
  location: LocationInfo;
}) {
  const trpc = useTRPC();
  const suites = useQuery(trpc.public.suites.queryOptions({ property: slug }));
  if (suites.isPending) return <LocationSuitesLoading />;
  if (suites.isError) {
    return (
      <p className="rounded-lg border bg-card p-6 text-muted-foreground">
        {t('suites.loadFailed')}
      </p>
    );
  }
  if (suites.data.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-muted-foreground">
        {t('locations.suitesSoon')}
      </p>
    );
  }
  const bookable = location.status === 'open';
  return (
    <>
      <ul className="grid gap-5 sm:gap-6 md:grid-cols-2">
        {suites.data.map((suite) => (
          <li key={suite.id} className="flex">
            <SuiteCard suite={suite} tonight={bookable}>
              {bookable && (
                <Link
                  to="/book"
                  search={{ location: slug, suite: suite.id }}
                  className={buttonVariants({ className: 'mt-auto w-full' })}
                  aria-label={t('suites.checkOf', { suite: inPageLanguage(suite.name) })}
                >
                  {t('suites.check')}
                </Link>
              )}
            </SuiteCard>
          </li>
        ))}
      </ul>
      <JsonLd
        data={lodgingData(
          { ...location, propertyName: name },
          suites.data.map((suite) => ({
            ...suite,
            name: inPageLanguage(suite.name),
            description: inPageLanguage(suite.description),
            facts: { ...suite.facts, bedding: t(BEDDING_MESSAGES[suite.facts.kind]) },
          })),
          { url: window.location.href, lang: currentLang() },
        )}
      />
    </>
  );
}
