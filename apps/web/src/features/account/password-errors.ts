import { appErrorCode, invalidFields, refusalMessage } from '@/lib/errors';

export type ChangePasswordField = 'currentPassword' | 'newPassword';

export const CHANGE_PASSWORD_FAILED = 'Your password could not be changed. Please try again.';

/**
 * Where a refused change of password is told: under the field it is about (a wrong current
 * password, a new one the policy refuses), or above the form (too many attempts, anything else).
 */
export function changePasswordRefusal(error: unknown): {
  field: ChangePasswordField | null;
  message: string;
} {
  const message = refusalMessage(error);
  if (appErrorCode(error) === 'CURRENT_PASSWORD_WRONG' && message) {
    return { field: 'currentPassword', message };
  }
  const fields = invalidFields(error);
  for (const field of ['currentPassword', 'newPassword'] as const) {
    const fieldMessage = fields?.[field];
    if (fieldMessage) return { field, message: fieldMessage };
  }
  return { field: null, message: message ?? CHANGE_PASSWORD_FAILED };
}
