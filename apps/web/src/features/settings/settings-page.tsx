import { useQuery } from '@tanstack/react-query';
import type { PropertyDetailsInput } from '@zamalek/domain/settings';
import { PageHeader } from '@/components/page/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ChargesCard } from '@/features/settings/charges-card';
import { DisplayCurrencyCard } from '@/features/settings/display-currency-card';
import { ExtrasCard } from '@/features/settings/extras-card';
import { NoShowCutoffCard } from '@/features/settings/no-show-cutoff-card';
import { PermissionsCard } from '@/features/settings/permissions-card';
import { PropertyCard } from '@/features/settings/property-card';
import { RegistrationCard } from '@/features/settings/registration-card';
import { WeekendNightsCard } from '@/features/settings/weekend-nights-card';
import { useTRPC } from '@/lib/trpc';

/** The Property card's part of the settings. */
function propertyDetails({
  noShowCutoff: _cutoff,
  ...details
}: PropertyDetailsInput & { noShowCutoff: string }): PropertyDetailsInput {
  return details;
}

/** /settings (admins): the property's settings and what each role may do. */
export function SettingsPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.settings.overview.queryOptions());
  const pricing = useQuery(trpc.settings.pricing.queryOptions());

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Settings" subtitle="How the property runs and who may do what." />
      {overview.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the settings. Please reload the page.
        </p>
      ) : (
        <div className="grid gap-6">
          <PropertyCard saved={propertyDetails(overview.data.property)} />
          <NoShowCutoffCard saved={overview.data.property.noShowCutoff} />
          <RegistrationCard />
          {pricing.data && (
            <>
              <ChargesCard charges={pricing.data.charges} />
              <ExtrasCard />
              <WeekendNightsCard saved={pricing.data.weekendNights} />
              <DisplayCurrencyCard saved={pricing.data.displayRate} />
            </>
          )}
          <PermissionsCard permissions={overview.data.permissions} />
        </div>
      )}
    </div>
  );
}
