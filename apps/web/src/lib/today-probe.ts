import { useEffect, useState } from 'react';
import { todayOfAnswer } from '@/lib/probe-answers';

/**
 * The property's today as the server states it, for the landing page's quick search and the
 * wizard's calendar (of the property the wizard names, by slug); undefined until it answers (the
 * server checks the dates again). A plain fetch on purpose, like `useSignedIn`: neither ships the
 * tRPC transport on a first visit. Other screens use `usePropertyToday`
 * (lib/use-property-today.ts), which asks the same procedure.
 */
export function useServerToday(property?: string): string | undefined {
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    const input = property
      ? `?input=${encodeURIComponent(JSON.stringify({ json: { property } }))}`
      : '';
    fetch(`/trpc/public.today${input}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setToday(todayOfAnswer(body)))
      .catch(() => {
        // Offline or aborted: the caller's stand-in stays; the server validates the dates.
      });
    return () => controller.abort();
  }, [property]);
  return today;
}
