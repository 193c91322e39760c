import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/**
 * Confirms a move: the server decides (a taken night, a room under maintenance, a checked-in
 * arrival day) and its refusal is shown in its own words. Either way the calendar is read again,
 * so a refused bar stays where it was.
 */
export function useMoveStay(onDone: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.reservations.move.mutationOptions({
      onSuccess: () => {
        toast.success('Reservation moved');
        onDone();
      },
      onError: (error) => {
        toast.error(refusalMessage(error) ?? 'Failed to move the reservation. Please try again.');
        onDone();
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
    }),
  );
}
