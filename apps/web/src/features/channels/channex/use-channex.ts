import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Refreshes the channel-manager card after any of its changes. */
export function useRefreshChannex() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.channex.overview.queryKey() });
}

/** Unmapping a room type, removing a rate plan, undoing a re-pack move: the card's row actions. */
export function useChannexActions() {
  const trpc = useTRPC();
  const refresh = useRefreshChannex();
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(refusalMessage(error) ?? fallback);
  return {
    unmap: useMutation(
      trpc.channex.mapRoomType.mutationOptions({
        onSuccess: async () => {
          toast.success('Room type no longer sent to Channex');
          await refresh();
        },
        onError: failed('Could not unmap the room type.'),
      }),
    ),
    undo: useMutation(
      trpc.channex.undoRepack.mutationOptions({
        onSuccess: async () => {
          toast.success('Stay moved back to its room');
          await refresh();
        },
        onError: failed('Could not move the stay back.'),
      }),
    ),
    removePlan: useMutation(
      trpc.channex.removeRatePlan.mutationOptions({
        onSuccess: async () => {
          toast.success('Rate plan no longer priced from here');
          await refresh();
        },
        onError: failed('Could not remove the rate plan.'),
      }),
    ),
  };
}
