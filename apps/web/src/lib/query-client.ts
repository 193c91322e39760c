import { QueryClient } from '@tanstack/react-query';
import { trpcHttpStatus } from '@/lib/trpc-error-data';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = trpcHttpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
