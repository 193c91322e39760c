import { trpcErrorCode, trpcErrorMessage } from '@/lib/errors';

export const BOOKING_FAILED = 'Booking Failed';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export interface BookingFailure {
  /** What the guest reads under "Booking Failed". */
  message: string;
  /** The suite was taken or withdrawn: choose other dates or another suite on step 1. */
  backToDates: boolean;
}

function fieldErrors(error: unknown): Record<string, string> | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return null;
  const errors: unknown = data.fieldErrors;
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The server's words for a failed booking, and whether the guest must pick again. */
export function describeBookingFailure(error: unknown): BookingFailure {
  const code = trpcErrorCode(error);
  const serverMessage = trpcErrorMessage(error);
  if (!code || !serverMessage) return { message: SOMETHING_WENT_WRONG, backToDates: false };
  if (code === 'CONFLICT' || code === 'NOT_FOUND') {
    return { message: serverMessage, backToDates: true };
  }
  // Input validation: the server lists a message per field; the first one is the most useful.
  const fields = fieldErrors(error);
  if (code === 'BAD_REQUEST' && fields) {
    const messages = [...new Set(Object.values(fields))];
    return { message: messages.join(' '), backToDates: false };
  }
  if (code === 'INTERNAL_SERVER_ERROR')
    return { message: SOMETHING_WENT_WRONG, backToDates: false };
  return { message: serverMessage, backToDates: false };
}
