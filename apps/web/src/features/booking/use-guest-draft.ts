import { useCallback, useState } from 'react';
import { DRAFT_KEY, emptyDraft, type GuestDraft, parseDraft } from './guest-draft';
import { tabStorage as storage } from './tab-storage';

/**
 * Step 2's answers, kept in this tab's sessionStorage across steps and reloads (in memory only
 * when storage is blocked).
 */
export function useGuestDraft(guests: number) {
  const [draft, setDraft] = useState<GuestDraft>(
    () => parseDraft(storage()?.getItem(DRAFT_KEY) ?? null) ?? emptyDraft(guests),
  );

  const save = useCallback((next: GuestDraft) => {
    setDraft(next);
    try {
      storage()?.setItem(DRAFT_KEY, JSON.stringify(next));
    } catch {
      // Quota or privacy mode: keeping it in memory is enough.
    }
  }, []);

  const clear = useCallback(() => {
    storage()?.removeItem(DRAFT_KEY);
  }, []);

  return { draft, save, clear };
}
