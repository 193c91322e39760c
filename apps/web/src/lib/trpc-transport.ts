import { createWSClient, httpBatchLink, splitLink, type TRPCLink, wsLink } from '@trpc/client';
import type { AppRouter } from '@zamalek/server/trpc/router';
import superjson from 'superjson';
import { chosenProperty, propertyHeaders } from '@/lib/property';

/** Same origin as the page: the Vite dev server proxies /trpc (and its WebSocket) to the API. */
function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const property = chosenProperty();
  const query = property === null ? '' : `?property=${encodeURIComponent(property)}`;
  return `${protocol}//${window.location.host}/trpc${query}`;
}

/**
 * Queries and mutations go over batched HTTP; subscriptions (live refresh) over one WebSocket.
 * The socket is lazy: it opens on the first subscription (only the back office has one) and
 * closes as soon as none is left, so public pages never open it and a sign-out drops it.
 * Loaded on demand by `./trpc.ts`, so the landing page does not download any of it.
 */
export function transportLink(): TRPCLink<AppRouter> {
  const wsClient = createWSClient({
    url: webSocketUrl,
    lazy: { enabled: true, closeMs: 0 },
  });
  return splitLink({
    condition: (op) => op.type === 'subscription',
    true: wsLink({ client: wsClient, transformer: superjson }),
    false: httpBatchLink({ url: '/trpc', transformer: superjson, headers: propertyHeaders }),
  });
}
