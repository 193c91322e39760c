import {
  createTRPCClient,
  type OperationLink,
  type TRPCClient,
  TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@zamalek/server/trpc/router';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let transport: Promise<TRPCLink<AppRouter>> | undefined;

/**
 * The transport (superjson, HTTP batching, the live WebSocket: `./trpc-transport.ts`) loads
 * once, with the first call or earlier when asked. The landing page makes no tRPC call, so a
 * first visit there does not download it; other pages start loading it at start-up (main.tsx)
 * or when a link to them is hovered (their route loaders).
 */
export function loadTrpcTransport(): Promise<TRPCLink<AppRouter>> {
  transport ??= import('@/lib/trpc-transport').then(
    (module) => module.transportLink(),
    (error: unknown) => {
      transport = undefined; // A failed download is retried by the next call.
      throw error;
    },
  );
  return transport;
}

/** Starts loading the transport without waiting for it (a failure surfaces on the next call). */
export function preloadTrpcTransport(): void {
  loadTrpcTransport().catch(() => {});
}

/** Hands each operation to the transport once it has loaded. */
function lazyTransportLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let operationLink: Promise<OperationLink<AppRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let closed = false;
        let unsubscribe: (() => void) | undefined;
        operationLink ??= loadTrpcTransport().then(
          (link) => link(runtime),
          (error: unknown) => {
            operationLink = undefined;
            throw error;
          },
        );
        operationLink.then(
          (link) => {
            if (closed) return;
            const subscription = link({ op, next }).subscribe(observer);
            unsubscribe = () => subscription.unsubscribe();
          },
          (error: unknown) => {
            if (!closed) {
              observer.error(
                TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
              );
            }
          },
        );
        return () => {
          closed = true;
          unsubscribe?.();
        };
      });
  };
}

export function createTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({ links: [lazyTransportLink()] });
}
