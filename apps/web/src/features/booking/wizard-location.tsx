import { Link } from '@tanstack/react-router';
import { locationAddress, locationName } from '@zamalek/domain/locations';
import { Building2Icon, MapPinIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { currentLang, t } from '@/lib/i18n/i18n';
import type { LocationInfo } from '@/lib/location-probe';

/** Above the wizard: the property it books at, and the way back to choose another. */
export function WizardLocation({ location }: { location: LocationInfo }) {
  const name = locationName(location, currentLang());
  const address = locationAddress(location, currentLang());
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs"
      data-testid="wizard-location"
    >
      <div className="grid gap-0.5">
        <p className="flex items-center gap-2 font-medium text-primary">
          <Building2Icon className="size-4 text-brand" aria-hidden="true" />
          {t('book.at', { name })}
        </p>
        {address && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            <bdi>{address}</bdi>
          </p>
        )}
      </div>
      <Link to="/locations" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {t('book.changeLocation')}
      </Link>
    </div>
  );
}

/** In place of the wizard at a property coming soon: it takes no bookings yet. */
export function NotOpenNotice({ location }: { location: LocationInfo }) {
  const name = locationName(location, currentLang());
  return (
    <section
      aria-labelledby="not-open-title"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed bg-muted/60 p-6 sm:p-8"
      data-testid="not-open"
    >
      <p className="rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-xs">
        {t('book.comingSoon')}
      </p>
      <h2 id="not-open-title" className="font-serif text-3xl text-primary">
        {t('book.notOpenTitle', { name })}
      </h2>
      <p className="text-muted-foreground">{t('book.notOpenText')}</p>
      <Link to="/locations" className={buttonVariants()}>
        {t('book.seeLocations')}
      </Link>
    </section>
  );
}
