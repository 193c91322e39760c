import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { LiveChange } from '@zamalek/domain/live';
import { useEffect, useRef } from 'react';
import { useRefreshSession } from '@/lib/auth';
import { LeadingThrottle } from '@/lib/leading-throttle';
import { ALL_LIVE_ROUTERS, isAffected, routerOf } from '@/lib/live-keys';

const liveRouters: ReadonlySet<string> = ALL_LIVE_ROUTERS;

import { useTRPC } from '@/lib/trpc';

/**
 * A lone change refreshes at once; changes arriving within this long of a refresh (a bulk edit's
 * rows) wait for its end and refresh together, so a burst refetches once per window.
 */
const BURST_MS = 100;

/**
 * Keeps the back office current: listens to `live.changes` and invalidates the cached queries
 * a change can affect (active ones refetch at once, the rest when next shown): those of the
 * routers that can show the changed table, but not another row's detail (`isAffected`); or
 * every query on a resync. Mount once, inside the signed-in layout.
 *
 * The server closes the socket when the session ends or the role changes; the client reconnects
 * and subscribes again. A subscription refused then (UNAUTHORIZED: signed out, disabled) or
 * started again (perhaps with another role) makes the app ask who is signed in now.
 */
export function useLiveInvalidation(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const startedOnce = useRef(false);
  const refreshSession = useRefreshSession();
  const throttle = useRef<LeadingThrottle<LiveChange> | undefined>(undefined);
  throttle.current ??= new LeadingThrottle((changes) => {
    void queryClient.invalidateQueries({
      predicate: (query) => isAffected(changes, query.queryKey),
    });
  }, BURST_MS);

  useEffect(() => () => throttle.current?.cancel(), []);

  useSubscription(
    trpc.live.changes.subscriptionOptions(undefined, {
      onStarted: () => {
        // Started again after a reconnect: changes may have been missed, refresh them all.
        if (startedOnce.current) {
          void queryClient.invalidateQueries({
            predicate: (query) => {
              const router = routerOf(query.queryKey);
              return router !== undefined && liveRouters.has(router);
            },
          });
          void refreshSession();
        }
        startedOnce.current = true;
      },
      onError: () => {
        void refreshSession();
      },
      onData: (message) => {
        // A resync: the server's listener reconnected and changes may have gone unannounced.
        if (message.kind === 'resync') void queryClient.invalidateQueries();
        else throttle.current?.push(message);
      },
    }),
  );
}
