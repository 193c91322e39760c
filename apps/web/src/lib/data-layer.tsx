import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, preloadTrpcTransport, TRPCProvider } from '@/lib/trpc';

// One query cache and one tRPC client for the whole app, created when this module first loads.
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// Whatever needed this module is about to call the API.
preloadTrpcTransport();

/**
 * TanStack Query and tRPC for the pages below. Loaded on demand by <DataLayerBoundary> (the
 * landing page needs neither, so a first visit there downloads neither).
 */
export default function DataLayer({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
