import { TRPCClientError } from '@trpc/client';

/** The tRPC error code ('UNAUTHORIZED', 'CONFLICT'…) of a failed call, if the server sent one. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const { code } = data;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The HTTP status the server answered with, when the call reached it. */
export function trpcHttpStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'httpStatus' in data) {
    const { httpStatus } = data;
    return typeof httpStatus === 'number' ? httpStatus : undefined;
  }
  return undefined;
}

/** The server's own message for a tRPC error; undefined for network and other failures. */
export function trpcErrorMessage(error: unknown): string | undefined {
  return error instanceof TRPCClientError && trpcErrorCode(error) ? error.message : undefined;
}
