import { useEffect, useState } from 'react';
import { isIsoDate } from '@/lib/iso-date';
import type { RouterInputs } from '@/lib/router-types';

export type SoldOutQuestion = RouterInputs['public']['soldOutNights'];

/** How long an answer is reused when the guest pages back to months already shown. */
const FRESH_MS = 60_000;
const EMPTY: ReadonlySet<string> = new Set();
const answers = new Map<string, { at: number; nights: ReadonlySet<string> }>();

/**
 * Reads tRPC's answer to GET /trpc/public.soldOutNights,
 * `{ result: { data: { json: { nights: [...] } } } }`; undefined when it is not one.
 */
export function soldOutOfAnswer(body: unknown): ReadonlySet<string> | undefined {
  if (typeof body !== 'object' || body === null || !('result' in body)) return undefined;
  const { result } = body;
  if (typeof result !== 'object' || result === null || !('data' in result)) return undefined;
  const { data } = result;
  if (typeof data !== 'object' || data === null || !('json' in data)) return undefined;
  const { json } = data;
  if (typeof json !== 'object' || json === null || !('nights' in json)) return undefined;
  const { nights } = json;
  if (!Array.isArray(nights) || !nights.every(isIsoDate)) return undefined;
  return new Set(nights);
}

/**
 * The sold-out nights of the months the booking calendar shows, as the server states them.
 * A plain fetch on purpose, like `useServerToday`: step 1 runs without the tRPC client. Until
 * the answer arrives the previous one stays (its nights are dates, so they still mark the same
 * days); when it fails nothing is marked, and the suites list still says what is free.
 */
export function useSoldOutNights(question: SoldOutQuestion | null): ReadonlySet<string> {
  const key = question ? JSON.stringify(question) : null;
  const [nights, setNights] = useState(EMPTY);
  useEffect(() => {
    if (!key) return;
    const cached = answers.get(key);
    if (cached && Date.now() - cached.at < FRESH_MS) {
      setNights(cached.nights);
      return;
    }
    const controller = new AbortController();
    const input = encodeURIComponent(`{"json":${key}}`);
    fetch(`/trpc/public.soldOutNights?input=${input}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const answer = soldOutOfAnswer(body);
        if (!answer) return;
        answers.set(key, { at: Date.now(), nights: answer });
        setNights(answer);
      })
      .catch(() => {
        // Offline or aborted: nothing is marked; the server still checks the dates.
      });
    return () => controller.abort();
  }, [key]);
  return nights;
}
