import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { useRefreshSession } from '@/lib/auth';
import { ALL_LIVE_ROUTERS, refreshFor, routerOf } from '@/lib/live-keys';
import { useTRPC } from '@/lib/trpc';

/** Changes often arrive in bursts (a bulk edit); refetch once per burst, not once per row. */
const BATCH_MS = 150;

/**
 * Keeps the back office current: listens to `live.changes` and invalidates the cached queries
 * of the routers a change can affect (active ones refetch at once, the rest when next shown),
 * or every query on a resync. Mount once, inside the signed-in layout.
 *
 * The server closes the socket when the session ends or the role changes; the client reconnects
 * and subscribes again. A subscription refused then (UNAUTHORIZED: signed out, disabled) or
 * started again (perhaps with another role) makes the app ask who is signed in now.
 */
export function useLiveInvalidation(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startedOnce = useRef(false);
  const refreshSession = useRefreshSession();

  useEffect(() => () => clearTimeout(timer.current), []);

  const invalidate = (routers: Iterable<string>) => {
    for (const router of routers) pending.current.add(router);
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const batch = new Set(pending.current);
      pending.current.clear();
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const router = routerOf(query.queryKey);
          return router !== undefined && batch.has(router);
        },
      });
    }, BATCH_MS);
  };

  useSubscription(
    trpc.live.changes.subscriptionOptions(undefined, {
      onStarted: () => {
        // Started again after a reconnect: changes may have been missed, refresh them all.
        if (startedOnce.current) {
          invalidate(ALL_LIVE_ROUTERS);
          void refreshSession();
        }
        startedOnce.current = true;
      },
      onError: () => {
        void refreshSession();
      },
      onData: (message) => {
        const routers = refreshFor(message);
        if (routers === 'everything') void queryClient.invalidateQueries();
        else invalidate(routers);
      },
    }),
  );
}
