import { useEffect, useState } from 'react';

/**
 * Reads tRPC's answer to GET /trpc/auth.session, `{ result: { data: { json: session } } }`
 * (superjson's envelope): a session with a user means someone is signed in.
 */
export function isSignedInAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('result' in body)) return false;
  const { result } = body;
  if (typeof result !== 'object' || result === null || !('data' in result)) return false;
  const { data } = result;
  if (typeof data !== 'object' || data === null || !('json' in data)) return false;
  const { json } = data;
  return typeof json === 'object' && json !== null && 'user' in json && Boolean(json.user);
}

/**
 * Whether a visitor of the landing page is signed in (staff then go to the back office).
 * A plain fetch on purpose: the landing page ships without the tRPC client's transport, which
 * other pages load on demand. Anonymous (false) until the answer says otherwise.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/trpc/auth.session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setSignedIn(isSignedInAnswer(body)))
      .catch(() => {
        // Offline or aborted: the landing page simply stays.
      });
    return () => controller.abort();
  }, []);
  return signedIn;
}
