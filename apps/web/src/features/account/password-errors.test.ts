import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { describe, expect, it } from 'vitest';
import { serverError } from '@/lib/trpc-error-fixture';
import { CHANGE_PASSWORD_FAILED, changePasswordRefusal } from './password-errors';

describe('where a refused change of password is told', () => {
  it('a wrong current password goes under that field', () => {
    const error = serverError(APP_ERROR_MESSAGES.CURRENT_PASSWORD_WRONG, {
      code: 'BAD_REQUEST',
      appCode: 'CURRENT_PASSWORD_WRONG',
    });
    expect(changePasswordRefusal(error)).toEqual({
      field: 'currentPassword',
      message: 'Your current password is not correct.',
    });
  });

  it('a new password the policy refuses goes under the new password', () => {
    const error = serverError('Choose a new password, not the current one.', {
      code: 'BAD_REQUEST',
      fieldErrors: { newPassword: 'Choose a new password, not the current one.' },
    });
    expect(changePasswordRefusal(error)).toEqual({
      field: 'newPassword',
      message: 'Choose a new password, not the current one.',
    });
  });

  it('too many wrong passwords is told above the form, as the server words it', () => {
    const message = 'Too many wrong passwords. Please try again in 14 minutes.';
    const error = serverError(message, {
      code: 'TOO_MANY_REQUESTS',
      appCode: 'TOO_MANY_PASSWORD_ATTEMPTS',
    });
    expect(changePasswordRefusal(error)).toEqual({ field: null, message });
  });

  it('anything else is a plain failure', () => {
    expect(changePasswordRefusal(new TypeError('Failed to fetch'))).toEqual({
      field: null,
      message: CHANGE_PASSWORD_FAILED,
    });
    expect(
      changePasswordRefusal(serverError('db down', { code: 'INTERNAL_SERVER_ERROR' })),
    ).toEqual({ field: null, message: 'Your password could not be changed. Please try again.' });
  });
});
