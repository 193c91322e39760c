import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROOM_STATUS_LABELS } from '@zamalek/domain/room-status';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * One tap on the board: the room's new status, confirmed in words. Other screens follow through
 * the live feed; this one refetches the rooms and the arrivals that show "Room not ready".
 */
export function useSetRoomStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.units.setRoomStatus.mutationOptions({
      onSuccess: (room) =>
        toast.success(`${room.name} marked ${ROOM_STATUS_LABELS[room.roomStatus].toLowerCase()}`),
      onError: (error: unknown) =>
        toast.error(refusalMessage(error) ?? 'Failed to change the room status'),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.units.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
        ]),
    }),
  );
}
