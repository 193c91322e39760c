import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { useState } from 'react';
import { CheckInRoomDialog } from '@/features/front-desk/check-in-room-dialog';
import { CheckOutDialog, type CheckOutRequest } from '@/features/front-desk/check-out-dialog';
import { RegistrationRequiredDialog } from '@/features/front-desk/registration-required-dialog';
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
 * check out (through its bill; an early one also asks whether to shorten the stay) and today's undo. The server's
 * refusals are shown as it words them; a check-in the room refuses opens `CheckInRoomDialog`.
 */
export function useDeskSteps() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [checkingOut, setCheckingOut] = useState<CheckOutRequest | null>(null);
  const handlers = (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done);
      setCheckingOut(null);
    },
    onError: (error: unknown) => toast.error(refusalMessage(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
  });
  const [roomProblemStayId, setRoomProblemStayId] = useState<string | null>(null);
  const [unregisteredStayId, setUnregisteredStayId] = useState<string | null>(null);
  const checkInHandlers = handlers('Checked in', 'Failed to check in');
  const checkIn = useMutation(
    trpc.reservations.checkIn.mutationOptions({
      ...checkInHandlers,
      onSuccess: () => {
        checkInHandlers.onSuccess();
        setRoomProblemStayId(null);
        setUnregisteredStayId(null);
      },
      // The room, or missing registrations, refused the guests: a dialog says why and the ways out.
      onError: (error, { id }) => {
        const code = appErrorCode(error);
        if (isRoomRefusal(code)) setRoomProblemStayId(id);
        else if (code === 'REGISTRATION_REQUIRED') setUnregisteredStayId(id);
        else checkInHandlers.onError(error);
      },
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

  const checkOutDialog = (
    <CheckOutDialog
      request={checkingOut}
      busy={checkOut.isPending}
      onCheckOut={(input) => checkOut.mutate(input)}
      onClose={() => setCheckingOut(null)}
    />
  );

  const checkInRoomDialog = (
    <CheckInRoomDialog
      stayId={roomProblemStayId}
      actions={{
        busy,
        checkIn: (input) => checkIn.mutate(input),
        // The room's dialog stays open behind the bill and follows the room once they are out.
        checkOut: (id) => setCheckingOut({ id, early: false }),
        close: () => setRoomProblemStayId(null),
      }}
    />
  );

  const registrationDialog = (
    <RegistrationRequiredDialog
      stayId={unregisteredStayId}
      busy={busy}
      onOverride={(id) => checkIn.mutate({ id, registrationOverride: true })}
      onClose={() => setUnregisteredStayId(null)}
    />
  );

  return {
    busy,
    checkIn,
    checkOut,
    undoCheckIn,
    undoCheckOut,
    /** Opens the check-out with its bill (an early one also asks about the unused nights). */
    startCheckOut: (id: string, early: boolean) => setCheckingOut({ id, early }),
    /** The dialogs the steps open: mount once beside the buttons or menus that use them. */
    dialogs: (
      <>
        {checkOutDialog}
        {checkInRoomDialog}
        {registrationDialog}
      </>
    ),
  };
}
