import { useQuery } from '@tanstack/react-query';
import { formatShortDate } from '@zamalek/domain/dates';
import { ROOM_STATUS_LABELS, roomReady } from '@zamalek/domain/room-status';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTRPC } from '@/lib/trpc';

/** What the dialog may do: check in (here, anyway, or elsewhere) or check the guests before out. */
interface CheckInRoomActions {
  busy: boolean;
  checkIn: (input: { id: string; unitId?: string; notReadyAccepted?: boolean }) => void;
  checkOut: (id: string) => void;
  close: () => void;
}

/**
 * Shown when the server refused a check-in for its room: who is still checked in to it (with
 * their check-out), or that it is not clean (check in anyway, on the record), and the free, clean
 * rooms of the same type the guests can be given instead. It reads the room again after every
 * step, so checking the guests before out turns it into the "not clean yet" question.
 */
export function CheckInRoomDialog({
  stayId,
  actions,
}: {
  stayId: string | null;
  actions: CheckInRoomActions;
}) {
  const trpc = useTRPC();
  const options = useQuery({
    ...trpc.reservations.checkInRoom.queryOptions({ id: stayId ?? '' }),
    enabled: stayId !== null,
  });
  const data = options.data;
  const room = data?.room;
  const occupant = data?.occupant ?? null;
  const outOfOrder = room?.roomStatus === 'out_of_order';
  const notReady = room !== undefined && room !== null && !roomReady(room.roomStatus);
  const roomName = room ? `Room ${room.name}` : 'This room';
  const title = occupant
    ? `${roomName} is still occupied`
    : outOfOrder
      ? `${roomName} is out of order`
      : `${roomName} is not clean yet`;

  return (
    <AlertDialog
      open={stayId !== null}
      onOpenChange={(next) => !actions.busy && !next && actions.close()}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{data ? title : 'Checking the room…'}</AlertDialogTitle>
          <AlertDialogDescription>
            {occupant
              ? `${occupant.guestName ?? 'The guests'} (${occupant.bookingReference}) are still checked in, due out ${formatShortDate(occupant.checkOutDate)}. Check them out first, or give the arriving guests another room.`
              : outOfOrder
                ? 'Guests cannot be checked in to a room out of order. Give them another room.'
                : room
                  ? `Housekeeping has it as ${ROOM_STATUS_LABELS[room.roomStatus].toLowerCase()}. Check in anyway (your name is recorded), or give the guests a clean room.`
                  : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {data && stayId && (
          <div className="grid gap-3">
            {occupant && (
              <Button
                type="button"
                disabled={actions.busy}
                onClick={() => actions.checkOut(occupant.id)}
              >
                {actions.busy && <Spinner label="Working" />}
                Check out {occupant.guestName ?? occupant.bookingReference}
              </Button>
            )}
            {!occupant && notReady && !outOfOrder && (
              <Button
                type="button"
                variant="outline"
                disabled={actions.busy}
                onClick={() => actions.checkIn({ id: stayId, notReadyAccepted: true })}
              >
                Check in anyway
              </Button>
            )}
            <section aria-labelledby="check-in-other-rooms" className="grid gap-2">
              <h3 id="check-in-other-rooms" className="font-medium text-sm">
                Clean rooms of the same type, free for this stay
              </h3>
              {data.alternatives.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  No other clean room of this type is free for these nights.
                </p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {data.alternatives.map((unit) => (
                    <li key={unit.id}>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={actions.busy}
                        onClick={() => actions.checkIn({ id: stayId, unitId: unit.id })}
                      >
                        Check in to Room {unit.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={actions.busy}>Cancel</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
