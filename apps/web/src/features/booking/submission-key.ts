import { isRecord } from '@zamalek/domain/type-guards';
/** Where this tab remembers the last submission and its key (cleared once booked). */
export const SUBMISSION_STORAGE_KEY = 'zamalek.booking.submission';

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Remembered {
  content: string;
  key: string;
}

function read(store: KeyStore | null): Remembered | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(SUBMISSION_STORAGE_KEY) ?? 'null');
    if (!isRecord(value)) return null;
    const { content, key } = value;
    return typeof content === 'string' && typeof key === 'string' ? { content, key } : null;
  } catch {
    return null;
  }
}

/**
 * The idempotency keys of the wizard's submissions. The same booking (suite, dates, guest details)
 * keeps its key across a double tap, a retry after a lost answer and a reload of the tab, so the
 * server books it once and answers each repeat with that booking; any change gets a new key.
 */
export function createSubmissionKeys(
  store: KeyStore | null,
  newKey: () => string = () => crypto.randomUUID(),
) {
  let current = read(store);
  return {
    keyFor(submission: unknown): string {
      const content = JSON.stringify(submission);
      if (current?.content !== content) {
        current = { content, key: newKey() };
        try {
          store?.setItem(SUBMISSION_STORAGE_KEY, JSON.stringify(current));
        } catch {
          // Quota or privacy mode: remembering it in memory is enough.
        }
      }
      return current.key;
    },
    /** After the booking is made: the next booking is a new submission. */
    forget() {
      current = null;
      store?.removeItem(SUBMISSION_STORAGE_KEY);
    },
  };
}
