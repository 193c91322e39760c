import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, preloadTrpcTransport, TRPCProvider } from '@/lib/trpc';
import { routeTree } from '@/routeTree.gen';
import '@/styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// Every first page but the landing calls the API at once: load the transport alongside it.
if (window.location.pathname !== '/') preloadTrpcTransport();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache owns freshness; the router only loads route chunks.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
