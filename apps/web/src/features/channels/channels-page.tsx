import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { ChannexCard } from './channex/channex-card';
import { ConflictsCard } from './conflicts-card';
import { ExportUrlsCard } from './export-urls-card';
import { FeedsCard } from './feeds-card';

/** /channels (admins): calendar sync with Booking.com, Airbnb and other channels. */
export function ChannelsPage() {
  const trpc = useTRPC();
  const overview = useQuery({ ...trpc.channels.overview.queryOptions(), refetchInterval: 60_000 });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Channels"
        subtitle="Keep Booking.com, Airbnb and other channels in step with the rooms' calendars."
      />
      {overview.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="text-destructive">
          Could not load the channels. Please reload the page.
        </p>
      ) : (
        <div className="grid gap-6">
          {overview.data.conflicts.length > 0 && (
            <ConflictsCard conflicts={overview.data.conflicts} />
          )}
          <ChannexCard />
          <FeedsCard
            feeds={overview.data.feeds}
            rooms={overview.data.rooms}
            defaultMinutes={overview.data.defaultMinutes}
          />
          <ExportUrlsCard rooms={overview.data.rooms} />
        </div>
      )}
    </div>
  );
}
