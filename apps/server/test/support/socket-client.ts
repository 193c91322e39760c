import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/trpc/router';

/**
 * A tRPC client that sends every call (queries and mutations too) over one WebSocket, with the
 * cookie header `cookieHeader` gives at each (re)connection, as a browser would, for the property
 * named in its address (`?property=`, none by default). Records the
 * close codes the server sent and counts the connections opened (the client reconnects).
 */
export function createSocketClient(
  baseUrl: string,
  cookieHeader: () => string,
  { property }: { property?: string } = {},
) {
  const origin = new URL(baseUrl).origin;
  const closeCodes: number[] = [];
  const connections = { opened: 0 };
  const query = property === undefined ? '' : `?property=${encodeURIComponent(property)}`;
  const wsClient = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc${query}`,
    onOpen: () => {
      connections.opened += 1;
    },
    onClose: (cause) => closeCodes.push(cause?.code ?? 0),
    WebSocket: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin, cookie: cookieHeader() } });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  const trpc = createTRPCClient<AppRouter>({
    links: [wsLink({ client: wsClient, transformer: superjson })],
  });
  return { trpc, closeCodes, connections, close: () => wsClient.close() };
}

/** The tRPC error code a failed call was answered with ('FORBIDDEN', 'UNAUTHORIZED'…). */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' &&
    data !== null &&
    'code' in data &&
    typeof data.code === 'string'
    ? data.code
    : undefined;
}

/**
 * Resolves with the error code a rejected call carried (or its message when it has none, e.g. a
 * closed connection); fails the test if the call succeeded.
 */
export async function rejectionCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return errorCode(error) ?? String(error);
  }
  throw new Error('the call succeeded');
}
