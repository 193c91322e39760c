import { TRPCClientError } from '@trpc/client';

// Apart from errors.ts (whose domain codes bring their messages and zod with them): the query
// client reads the status of every failed call, and it loads on a first visit to /book.

/** The `data` of a tRPC error shape (apps/server/src/trpc/init.ts `errorFormatter`), if any. */
export function errorData(error: unknown): object | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The HTTP status the server answered with, when the call reached it. */
export function trpcHttpStatus(error: unknown): number | undefined {
  const data = errorData(error);
  const status: unknown = data && 'httpStatus' in data ? data.httpStatus : undefined;
  return typeof status === 'number' ? status : undefined;
}
