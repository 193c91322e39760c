import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RouterInputs, RouterOutputs } from '@/lib/router-types';
import { useTRPC } from '@/lib/trpc';

export type StaffQuote = RouterOutputs['rates']['quote'];
export type EditQuote = RouterOutputs['rates']['editQuote'];
export type StaffQuoteRequest = RouterInputs['rates']['quote'];
export type EditQuoteRequest = RouterInputs['rates']['editQuote'];

/** Dates and prices are typed or clicked in quick succession: ask once they settle. */
export const QUOTE_DEBOUNCE_MS = 350;

/**
 * The request once it has stopped changing for a moment (compared by content, as forms rebuild
 * it on every render). The first request and a cleared one (null) apply at once.
 */
function useSettled<T>(request: T | null): T | null {
  const [settled, setSettled] = useState(request);
  const key = request === null ? null : JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `request`'s content
  useEffect(() => {
    if (request === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(request), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return request === null ? null : settled;
}

/** The create and walk-in dialogs' quote (`rates.quote`); null: room or dates not chosen yet. */
export function useStayQuote(request: StaffQuoteRequest | null) {
  const trpc = useTRPC();
  const settled = useSettled(request);
  return useQuery(
    trpc.rates.quote.queryOptions(settled ?? skipToken, { placeholderData: keepPreviousData }),
  );
}

/** The edit form's quote (`rates.editQuote`): what saving its current answers would store. */
export function useEditQuote(request: EditQuoteRequest | null) {
  const trpc = useTRPC();
  const settled = useSettled(request);
  return useQuery(
    trpc.rates.editQuote.queryOptions(settled ?? skipToken, { placeholderData: keepPreviousData }),
  );
}
