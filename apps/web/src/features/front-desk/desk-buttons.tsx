import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskActions } from '@zamalek/domain/front-desk';
import { LogInIcon, LogOutIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

export type { DeskActions };

/**
 * Check in, check out (an early one asks whether to shorten the stay) and today's undo, for the
 * roles allowed. The server decides what is offered (`deskActions` of the detail page and of the
 * dashboard's lists); its refusals are shown as it words them. Used on the reservation detail
 * page and in the dashboard's arrivals and departures.
 */
export function DeskButtons({
  id,
  actions,
  size = 'default',
}: {
  id: string;
  actions: DeskActions;
  size?: 'default' | 'sm';
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirmEarly, setConfirmEarly] = useState(false);
  const handlers = (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done);
      setConfirmEarly(false);
    },
    onError: (error: unknown) => toast.error(refusalMessage(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
  });
  const checkIn = useMutation(
    trpc.reservations.checkIn.mutationOptions(handlers('Checked in', 'Failed to check in')),
  );
  const checkOut = useMutation(
    trpc.reservations.checkOut.mutationOptions(handlers('Checked out', 'Failed to check out')),
  );
  const undoCheckIn = useMutation(
    trpc.reservations.undoCheckIn.mutationOptions(
      handlers('Check-in undone', 'Failed to undo the check-in'),
    ),
  );
  const undoCheckOut = useMutation(
    trpc.reservations.undoCheckOut.mutationOptions(
      handlers('Check-out undone', 'Failed to undo the check-out'),
    ),
  );
  const busy =
    checkIn.isPending || checkOut.isPending || undoCheckIn.isPending || undoCheckOut.isPending;

  return (
    <>
      {actions.checkIn && (
        <Button type="button" size={size} disabled={busy} onClick={() => checkIn.mutate({ id })}>
          {checkIn.isPending ? <Spinner label="Checking in" /> : <LogInIcon aria-hidden="true" />}
          Check in
        </Button>
      )}
      {actions.checkOut && (
        <Button
          type="button"
          size={size}
          disabled={busy}
          onClick={() => (actions.earlyCheckOut ? setConfirmEarly(true) : checkOut.mutate({ id }))}
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
          size={size}
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
          size={size}
          disabled={busy}
          onClick={() => undoCheckOut.mutate({ id })}
        >
          <Undo2Icon aria-hidden="true" />
          Undo check-out
        </Button>
      )}
      <AlertDialog open={confirmEarly} onOpenChange={(next) => !busy && setConfirmEarly(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Check out before the booked check-out date?</AlertDialogTitle>
            <AlertDialogDescription>
              Shortening the stay ends it today: the nights, total, commission and net are
              recomputed and the freed nights can be booked again. Keeping the booked nights leaves
              the room reserved until the original date.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => checkOut.mutate({ id, shortenStay: false })}
            >
              Keep booked nights
            </Button>
            <Button
              type="button"
              disabled={busy}
              onClick={() => checkOut.mutate({ id, shortenStay: true })}
            >
              {checkOut.isPending && <Spinner label="Checking out" />}
              Shorten stay to today
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
