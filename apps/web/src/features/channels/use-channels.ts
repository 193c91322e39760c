import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Refreshes the Channels page after any of its changes. */
export function useRefreshChannels() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.channels.overview.queryKey() });
}

/** The page's row actions: rotate an export URL, sync or remove a feed, resolve a conflict. */
export function useChannelActions() {
  const trpc = useTRPC();
  const refresh = useRefreshChannels();
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(refusalMessage(error) ?? fallback);
  return {
    rotate: useMutation(
      trpc.channels.rotateExport.mutationOptions({
        onSuccess: async () => {
          toast.success('New export URL ready; the old one no longer works');
          await refresh();
        },
        onError: failed('Could not make a new export URL.'),
      }),
    ),
    syncNow: useMutation(
      trpc.channels.syncNow.mutationOptions({
        onSuccess: async (result) => {
          if (result.status === 'failed') toast.error('The sync failed; see the feed for why.');
          else if (result.status === 'not_modified') toast.success('Synced: no change');
          else
            toast.success(
              `Synced: ${result.created} new, ${result.moved} moved, ${result.cancelled} cancelled, ${result.conflicts} conflicts`,
            );
          await refresh();
        },
        onError: failed('Could not sync the feed.'),
      }),
    ),
    remove: useMutation(
      trpc.channels.removeFeed.mutationOptions({
        onSuccess: async () => {
          toast.success('Feed removed');
          await refresh();
        },
        onError: failed('Could not remove the feed.'),
      }),
    ),
    resolve: useMutation(
      trpc.channels.resolveConflict.mutationOptions({
        onSuccess: async () => {
          toast.success('Conflict marked resolved');
          await refresh();
        },
        onError: failed('Could not resolve the conflict.'),
      }),
    ),
  };
}
