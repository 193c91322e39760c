import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { LiveEntity } from '@zamalek/domain/live';
import { useEffect, useRef } from 'react';
import { useTRPC } from '@/lib/trpc';

/** Which tRPC routers' queries can show data of each changed table. */
export const LIVE_INVALIDATES: Record<LiveEntity, readonly string[]> = {
  reservations: ['reservations', 'units', 'analytics', 'guests', 'dashboard', 'calendar'],
  units: ['units', 'reservations', 'calendar', 'public'],
  profiles: ['users', 'profiles'],
};

const ALL_LIVE_ROUTERS: ReadonlySet<string> = new Set(Object.values(LIVE_INVALIDATES).flat());

/** Changes often arrive in bursts (a bulk edit); refetch once per burst, not once per row. */
const BATCH_MS = 150;

/** tRPC query keys look like [['reservations', 'list'], { input, type }]: read the router name. */
function routerOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0];
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined;
}

/**
 * Keeps the back office current: listens to `live.changes` and invalidates the cached queries
 * of the routers a change can affect (active ones refetch at once, the rest when next shown).
 * Mount once, inside the signed-in layout.
 */
export function useLiveInvalidation(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startedOnce = useRef(false);

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
        // After a reconnect we may have missed changes: refresh everything live-backed.
        if (startedOnce.current) invalidate(ALL_LIVE_ROUTERS);
        startedOnce.current = true;
      },
      onData: (change) => {
        invalidate(LIVE_INVALIDATES[change.entity]);
      },
    }),
  );
}
