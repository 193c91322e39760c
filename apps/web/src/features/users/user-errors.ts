import { SALES_SOURCE_MESSAGES } from '@zamalek/domain/sales-source';

/**
 * What to tell the admin when a user call fails: the server's own message when it is one meant
 * for people (duplicate e-mail, last admin, permission, invalid field), otherwise `fallback`.
 * Internal failures and network errors carry nothing worth showing.
 */
export function userErrorMessage(
  code: string | undefined,
  message: string | undefined,
  fallback: string,
): string {
  if (!code || code === 'INTERNAL_SERVER_ERROR' || !message?.trim()) return fallback;
  return message;
}

/** Whether the message is about the e-mail field (shown under it as well). */
export function isEmailMessage(message: string): boolean {
  return /e-?mail/i.test(message);
}

const SALES_SOURCE_FIELD_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(SALES_SOURCE_MESSAGES),
);

/** Whether the message is about the sales source field (reserved, taken, too long). */
export function isSalesSourceMessage(message: string): boolean {
  return SALES_SOURCE_FIELD_MESSAGES.has(message);
}

/** The form field a server message belongs under, if any. */
export function userFieldOf(message: string): 'email' | 'salesSource' | null {
  if (isSalesSourceMessage(message)) return 'salesSource';
  return isEmailMessage(message) ? 'email' : null;
}
