import { useEffect, useState } from 'react';
import { isSignedInAnswer } from '@/lib/probe-answers';

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
