import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import { Spinner } from '@/components/ui/spinner';
import { currentLang, t } from '@/lib/i18n/i18n';
import { useTRPC } from '@/lib/trpc';
import { Placeholder } from './step-dates';

/**
 * When the installation has several open properties and the address names none: the guest
 * chooses where to stay, and the wizard goes on there with the dates already chosen.
 */
export function LocationChooser() {
  const trpc = useTRPC();
  const locations = useQuery(trpc.public.locations.queryOptions());
  if (locations.isPending) {
    return (
      <Placeholder>
        <Spinner className="size-5 text-brand" label={t('book.chooseLocation')} />
      </Placeholder>
    );
  }
  if (locations.isError) return <Placeholder>{t('book.chooseLocationFailed')}</Placeholder>;
  const open = locations.data.filter((location) => location.status === 'open');
  const lang = currentLang();
  return (
    <section aria-labelledby="choose-location-title" className="grid gap-3">
      <h3 id="choose-location-title" className="font-medium text-lg text-primary">
        {t('book.chooseLocation')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('book.chooseLocationText')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {open.map((location) => {
          const address = locationAddress(location, lang);
          return (
            <li key={location.slug}>
              <Link
                to="/book"
                search={(previous) => ({ ...previous, location: location.slug, suite: undefined })}
                className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-serif text-primary text-xl">
                  {locationName(location, lang)}
                </span>
                {address && (
                  <span className="text-muted-foreground text-sm">
                    <bdi>{address}</bdi>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
