import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * The desk's steps on any stay (the detail page's and the dashboard lists' buttons, the calendar bar's menu): check in,
 * check out (an early one asks first whether to shorten the stay, in `earlyCheckOutDialog`) and
 * today's undo. The server's refusals are shown as it words them.
 */
export function useDeskSteps() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [earlyStayId, setEarlyStayId] = useState<string | null>(null);
  const handlers = (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done);
      setEarlyStayId(null);
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

  const earlyCheckOutDialog = (
    <AlertDialog
      open={earlyStayId !== null}
      onOpenChange={(next) => !busy && !next && setEarlyStayId(null)}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Check out before the booked check-out date?</AlertDialogTitle>
          <AlertDialogDescription>
            Shortening the stay ends it today: the nights, total, commission and net are recomputed
            and the freed nights can be booked again. Keeping the booked nights leaves the room
            reserved until the original date.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => earlyStayId && checkOut.mutate({ id: earlyStayId, shortenStay: false })}
          >
            Keep booked nights
          </Button>
          <Button
            type="button"
            disabled={busy}
            onClick={() => earlyStayId && checkOut.mutate({ id: earlyStayId, shortenStay: true })}
          >
            {checkOut.isPending && <Spinner label="Checking out" />}
            Shorten stay to today
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );

  return {
    busy,
    checkIn,
    checkOut,
    undoCheckIn,
    undoCheckOut,
    /** Checks out at once, or first asks about the unused nights of an early departure. */
    startCheckOut: (id: string, early: boolean) =>
      early ? setEarlyStayId(id) : checkOut.mutate({ id }),
    earlyCheckOutDialog,
  };
}
