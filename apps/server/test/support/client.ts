import { createTRPCClient, createWSClient, httpLink, splitLink, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/trpc/router';

/**
 * A browser-like API client: keeps cookies between calls and sends the page's Origin. `headers`
 * go with every call (e.g. X-Forwarded-For, to call from another address through a trusted proxy).
 */
export function createApiClient(baseUrl: string, headers: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const origin = new URL(baseUrl).origin;
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const setCookies: string[] = [];

  const fetchWithCookies: typeof fetch = async (input, init) => {
    const sent = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    sent.set('origin', origin);
    if (cookies.size > 0) sent.set('cookie', cookieHeader());
    const response = await fetch(input, { ...init, headers: sent });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

  const wsClient = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    lazy: { enabled: true, closeMs: 0 },
    WebSocket: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { ...headers, origin, cookie: cookieHeader() } });
      }
    } as unknown as typeof globalThis.WebSocket,
  });

  const trpc = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        false: httpLink({
          url: `${baseUrl}/trpc`,
          transformer: superjson,
          fetch: fetchWithCookies,
        }),
      }),
    ],
  });

  return {
    trpc,
    cookies,
    /** Every Set-Cookie header received, for asserting cookie attributes. */
    setCookies,
    close: () => wsClient.close(),
  };
}
