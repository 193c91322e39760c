import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import { BedDoubleIcon, Building2Icon, MapPinIcon, UsersIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { BEDDING_MESSAGES, inPageLanguage } from '@/features/booking/suite-words';
import { formatPrice } from '@/lib/i18n/format';
import { currentLang, t } from '@/lib/i18n/i18n';
import type { RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';
import { StatusBadge } from './status-badge';

type Location = RouterOutputs['public']['locations'][number];
type LocationSuite = Location['suites'][number];

/**
 * Every property, open or coming soon, as the server lists them: where it is, whether it is open,
 * its suites, and the way to book there (open ones) or to its own page.
 */
export function LocationsList() {
  const trpc = useTRPC();
  const locations = useQuery(trpc.public.locations.queryOptions());
  if (locations.isPending) return <LocationsLoading />;
  if (locations.isError) {
    return (
      <p className="rounded-lg border bg-card p-6 text-muted-foreground">
        {t('locations.loadFailed')}
      </p>
    );
  }
  if (locations.data.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t('locations.none')}</p>
    );
  }
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {locations.data.map((location) => (
        <li key={location.slug} className="flex">
          <LocationCard location={location} />
        </li>
      ))}
    </ul>
  );
}

/** While the list is on its way (and in the pre-rendered page). */
export function LocationsLoading() {
  return (
    <div className="flex justify-center py-20">
      <Spinner className="size-8 text-brand" label={t('locations.loading')} />
    </div>
  );
}

function LocationCard({ location }: { location: Location }) {
  const { slug, status, suites } = location;
  const name = locationName(location, currentLang());
  const address = locationAddress(location, currentLang());
  const open = status === 'open';
  const titleId = `location-${slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className={
        open
          ? 'flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-xs'
          : 'flex w-full flex-col overflow-hidden rounded-2xl border border-dashed bg-muted/60'
      }
      data-testid={`location-${slug}`}
    >
      {/* A building, drawn the same for each (no map: the buildings are in different quarters). */}
      <div
        className={
          open
            ? 'flex h-36 w-full items-center justify-center bg-secondary'
            : 'flex h-36 w-full items-center justify-center'
        }
      >
        <span
          className={
            open
              ? 'flex size-16 items-center justify-center rounded-full bg-card text-brand shadow-xs'
              : 'flex size-16 items-center justify-center rounded-full border-2 border-brand/40 border-dashed text-brand'
          }
        >
          <Building2Icon className="size-7" aria-hidden="true" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <StatusBadge status={status} />
        <h2 id={titleId} className="mt-3 font-serif text-3xl text-primary">
          {name}
        </h2>
        {address && (
          <p className="mt-2 flex items-center gap-1.5 text-muted-foreground text-sm">
            <MapPinIcon className="size-4 shrink-0 text-brand" aria-hidden="true" />
            <span className="sr-only">{t('locations.address')}: </span>
            <bdi>{address}</bdi>
          </p>
        )}
        {!open && (
          <p className="mt-3 text-muted-foreground leading-relaxed">
            {t('locations.comingSoonText')}
          </p>
        )}
        <section aria-labelledby={`${titleId}-suites`} className="mt-5">
          <h3 id={`${titleId}-suites`} className="font-medium text-primary">
            {t('locations.suitesOf', { name })}
          </h3>
          {suites.length === 0 ? (
            <p className="mt-2 text-muted-foreground text-sm">{t('locations.suitesSoon')}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {suites.map((suite) => (
                <SuiteLine key={suite.id} suite={suite} />
              ))}
            </ul>
          )}
        </section>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          {open && (
            <Link to="/book" search={{ location: slug }} className={buttonVariants()}>
              {t('locations.book', { name })}
            </Link>
          )}
          <Link
            to="/locations/$slug"
            params={{ slug }}
            className={buttonVariants({ variant: 'outline' })}
            aria-label={t('locations.detailsOf', { name })}
          >
            {t('locations.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A suite in a property's card: its name, who it sleeps, its beds and its "from" rate. */
function SuiteLine({ suite }: { suite: LocationSuite }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-background/70 px-3 py-2 text-sm">
      <span className="font-medium">{inPageLanguage(suite.name)}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <span className="inline-flex items-center gap-1">
          <UsersIcon className="size-3.5" aria-hidden="true" />
          {t('dates.guestRange', { range: suite.facts.guests })}
        </span>
        <span className="inline-flex items-center gap-1">
          <BedDoubleIcon className="size-3.5" aria-hidden="true" />
          {t(BEDDING_MESSAGES[suite.facts.kind])}
        </span>
        {suite.nightlyRateCents !== null && (
          <span>
            {t('suite.from')}{' '}
            <span className="font-semibold text-primary">
              {formatPrice(suite.nightlyRateCents)}
            </span>{' '}
            {t('suite.perNight')}
          </span>
        )}
      </span>
    </li>
  );
}
