import { useEffect, useState } from 'react';

/** Reads tRPC's answer to GET /trpc/public.today, `{ result: { data: { json: { today } } } }`. */
export function todayOfAnswer(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('result' in body)) return undefined;
  const { result } = body;
  if (typeof result !== 'object' || result === null || !('data' in result)) return undefined;
  const { data } = result;
  if (typeof data !== 'object' || data === null || !('json' in data)) return undefined;
  const { json } = data;
  if (typeof json !== 'object' || json === null || !('today' in json)) return undefined;
  return typeof json.today === 'string' ? json.today : undefined;
}

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
