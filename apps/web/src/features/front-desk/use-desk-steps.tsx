import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppErrorCode } from '@zamalek/domain/app-errors';
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
import { CheckInRoomDialog } from '@/features/front-desk/check-in-room-dialog';
import { appErrorCode, refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

const ROOM_REFUSALS = new Set<AppErrorCode>([
  'ROOM_OCCUPIED',
  'ROOM_NOT_READY',
  'ROOM_OUT_OF_ORDER',
]);
const isRoomRefusal = (code: AppErrorCode | undefined) =>
  code !== undefined && ROOM_REFUSALS.has(code);

/**
 * The desk's steps on any stay (the detail page's and the dashboard lists' buttons, the calendar bar's menu): check in,
 * check out (an early one asks first whether to shorten the stay) and today's undo. The server's
 * refusals are shown as it words them; a check-in the room refuses opens `CheckInRoomDialog`.
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
  const [roomProblemStayId, setRoomProblemStayId] = useState<string | null>(null);
  const checkInHandlers = handlers('Checked in', 'Failed to check in');
  const checkIn = useMutation(
    trpc.reservations.checkIn.mutationOptions({
      ...checkInHandlers,
      onSuccess: () => {
        checkInHandlers.onSuccess();
        setRoomProblemStayId(null);
      },
      // The room refused the guests: the dialog says why and offers the ways out.
      onError: (error, { id }) =>
        isRoomRefusal(appErrorCode(error))
          ? setRoomProblemStayId(id)
          : checkInHandlers.onError(error),
    }),
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

  const checkInRoomDialog = (
    <CheckInRoomDialog
      stayId={roomProblemStayId}
      actions={{
        busy,
        checkIn: (input) => checkIn.mutate(input),
        checkOut: (id) => checkOut.mutate({ id }),
        close: () => setRoomProblemStayId(null),
      }}
    />
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
    /** The dialogs the steps open: mount once beside the buttons or menus that use them. */
    dialogs: (
      <>
        {earlyCheckOutDialog}
        {checkInRoomDialog}
      </>
    ),
  };
}
