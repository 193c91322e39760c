import { useEffect, useState } from 'react';
import { todayOfAnswer } from './probe-answers';

/**
 * The property's today as the server states it, for the landing page's quick search; undefined
 * until it answers (the wizard checks the dates again). A plain fetch on purpose, like
 * `useSignedIn`: the landing page ships without the tRPC transport. Other screens use
 * `usePropertyToday` (lib/use-property-today.ts), which asks the same procedure.
 */
export function useLandingToday(): string | undefined {
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/trpc/public.today', {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setToday(todayOfAnswer(body)))
      .catch(() => {
        // Offline or aborted: no minimum date; the wizard validates the dates.
      });
    return () => controller.abort();
  }, []);
  return today;
}
