import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';
import { ChannelBookingsAttention } from './channel-bookings-attention';
import { ChannexHealth } from './channex-health';
import { ConnectForm } from './connect-form';
import { RoomTypeMapping } from './room-type-mapping';

/** The channel manager: the property, room types and rate plans mapped to Channex, and health. */
export function ChannexCard() {
  const trpc = useTRPC();
  const overview = useQuery({ ...trpc.channex.overview.queryOptions(), refetchInterval: 15_000 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Channel manager (Channex)</h2>
        </CardTitle>
        <CardDescription>
          Each mapped room type's rooms free, rates and stay rules go to Channex within a minute of
          any change, and all of the next 500 days every night; Channex passes them on to
          Booking.com, Airbnb and Expedia.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {overview.isPending ? (
          <Spinner />
        ) : overview.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the channel manager. Please reload the page.
          </p>
        ) : !overview.data.configured ? (
          <p className="text-muted-foreground text-sm">
            No channel manager is configured on this server. Set CHANNEX_URL and CHANNEX_API_KEY to
            connect one; calendars (iCal) below work without it.
          </p>
        ) : (
          <>
            <ConnectForm saved={overview.data.channexPropertyId} />
            {overview.data.channexPropertyId && (
              <>
                <ChannelBookingsAttention
                  unassigned={overview.data.unassigned}
                  repacks={overview.data.repacks}
                />
                <ChannexHealth health={overview.data.health} />
                <ul className="grid gap-3" aria-label="Room types on Channex">
                  {overview.data.roomTypes.map((type) => (
                    <RoomTypeMapping key={type.roomTypeId} type={type} />
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
