import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { appErrorCode, invalidFields, refusalMessage } from '@/lib/errors';

/**
 * What to tell the admin when a user call fails: the server's own message when it is one meant
 * for people (duplicate e-mail, last admin, permission, invalid field), otherwise `fallback`.
 * Internal failures and network errors carry nothing worth showing.
 */
export function userErrorMessage(error: unknown, fallback: string): string {
  return refusalMessage(error) ?? fallback;
}

export type UserField = 'email' | 'salesSource';

/** The form field each domain refusal of a user call belongs under. */
const FIELD_OF_CODE: Partial<Record<AppErrorCode, UserField>> = {
  EMAIL_TAKEN: 'email',
  SALES_SOURCE_RESERVED: 'salesSource',
  SALES_SOURCE_TAKEN: 'salesSource',
};

const USER_FIELDS: readonly UserField[] = ['email', 'salesSource'];

/**
 * The form field a failed user call belongs under (shown there as well as in the toast), with
 * the message for it: a domain refusal by its code, or invalid input by the field it names.
 */
export function userFieldError(error: unknown): { field: UserField; message: string } | null {
  const code = appErrorCode(error);
  const byCode = code && FIELD_OF_CODE[code];
  const message = refusalMessage(error);
  if (byCode && message) return { field: byCode, message };
  const fields = invalidFields(error);
  for (const field of USER_FIELDS) {
    const fieldMessage = fields?.[field];
    if (fieldMessage) return { field, message: fieldMessage };
  }
  return null;
}
