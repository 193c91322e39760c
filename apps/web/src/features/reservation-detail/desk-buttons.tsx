import { LogInIcon, LogOutIcon, Undo2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeskSteps } from '@/features/reservation-detail/use-desk-steps';
import type { ReservationDetail } from '@/features/reservations/types';

type DeskActions = ReservationDetail['deskActions'];

/**
 * Check in, check out (an early one asks whether to shorten the stay) and today's undo, for the
 * roles allowed. The server decides what is offered.
 */
export function DeskButtons({ id, actions }: { id: string; actions: DeskActions }) {
  const { busy, checkIn, checkOut, undoCheckIn, undoCheckOut, startCheckOut, earlyCheckOutDialog } =
    useDeskSteps();

  return (
    <>
      {actions.checkIn && (
        <Button type="button" disabled={busy} onClick={() => checkIn.mutate({ id })}>
          {checkIn.isPending ? <Spinner label="Checking in" /> : <LogInIcon aria-hidden="true" />}
          Check in
        </Button>
      )}
      {actions.checkOut && (
        <Button
          type="button"
          disabled={busy}
          onClick={() => startCheckOut(id, actions.earlyCheckOut)}
        >
          {checkOut.isPending ? (
            <Spinner label="Checking out" />
          ) : (
            <LogOutIcon aria-hidden="true" />
          )}
          Check out
        </Button>
      )}
      {actions.undoCheckIn && (
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => undoCheckIn.mutate({ id })}
        >
          <Undo2Icon aria-hidden="true" />
          Undo check-in
        </Button>
      )}
      {actions.undoCheckOut && (
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => undoCheckOut.mutate({ id })}
        >
          <Undo2Icon aria-hidden="true" />
          Undo check-out
        </Button>
      )}
      {earlyCheckOutDialog}
    </>
  );
}
