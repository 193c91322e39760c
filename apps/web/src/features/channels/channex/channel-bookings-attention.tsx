import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@zamalek/domain/dates';
import { Button } from '@/components/ui/button';
import type { ChannexOverview } from './types';
import { useChannexActions } from './use-channex';

const when = (date: Date) =>
  date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Channel bookings kept without a room (overbookings to resolve), and stays moved to make room for
 * channel bookings: each opens the reservation.
 */
export function ChannelBookingsAttention({
  unassigned,
  repacks,
}: {
  unassigned: ChannexOverview['unassigned'];
  repacks: ChannexOverview['repacks'];
}) {
  const { undo } = useChannexActions();
  if (unassigned.length === 0 && repacks.length === 0) return null;
  return (
    <div className="grid gap-4">
      {unassigned.length > 0 && (
        <section
          aria-label="Channel bookings without a room"
          className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3"
        >
          <h3 className="font-medium text-destructive text-sm">
            {unassigned.length === 1
              ? '1 channel booking has no room'
              : `${unassigned.length} channel bookings have no room`}
          </h3>
          <p className="text-sm">
            No room of their type was free, even after moving stays not yet arrived. Give each a
            room, or ask the channel to move the guest.
          </p>
          <ul className="grid gap-1 text-sm">
            {unassigned.map((stay) => (
              <li key={stay.reservationId}>
                <Link
                  to="/reservation/$id"
                  params={{ id: stay.reservationId }}
                  className="font-mono underline underline-offset-2"
                >
                  {stay.bookingReference}
                </Link>{' '}
                {stay.otaName}, {formatLongDate(stay.checkIn)} to {formatLongDate(stay.checkOut)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {repacks.length > 0 && (
        <section aria-label="Stays moved for channel bookings" className="grid gap-2">
          <h3 className="font-medium text-sm">Stays moved to make room for channel bookings</h3>
          <ul className="grid gap-1 text-sm">
            {repacks.map((move) => (
              <li key={move.id}>
                <Link
                  to="/reservation/$id"
                  params={{ id: move.reservationId }}
                  className="font-mono underline underline-offset-2"
                >
                  {move.bookingReference}
                </Link>{' '}
                moved from {move.fromUnitName} to {move.toUnitName}{' '}
                <span className="text-muted-foreground text-xs">{when(move.at)}</span>{' '}
                {move.undoneAt ? (
                  <span className="text-muted-foreground text-xs">moved back</span>
                ) : (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    disabled={undo.isPending}
                    onClick={() => undo.mutate({ id: move.id })}
                    aria-label={`Move ${move.bookingReference} back to ${move.fromUnitName}`}
                  >
                    Move back to {move.fromUnitName}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
