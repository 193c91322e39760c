import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { SALES_SOURCE_MESSAGES } from '@zamalek/domain/sales-source';
import { USER_MESSAGES } from '@zamalek/domain/users';
import { describe, expect, it } from 'vitest';
import { serverError } from '@/lib/trpc-error-fixture';
import { userErrorMessage, userFieldError } from './user-errors';

const FALLBACK = 'Failed to create user. Please try again.';

const emailTaken = serverError(USER_MESSAGES.emailTaken, {
  code: 'CONFLICT',
  appCode: 'EMAIL_TAKEN',
});
const lastAdmin = serverError(USER_MESSAGES.lastAdmin, { code: 'CONFLICT', appCode: 'CONFLICT' });

describe('user error messages', () => {
  it("shows the server's message for people", () => {
    expect(userErrorMessage(emailTaken, FALLBACK)).toBe(
      'This email is already registered in the system.',
    );
    expect(userErrorMessage(lastAdmin, FALLBACK)).toBe(
      'The last admin cannot be demoted or disabled.',
    );
    const invalid = serverError('Password must be at least 8 characters long.', {
      code: 'BAD_REQUEST',
      fieldErrors: { password: 'Password must be at least 8 characters long.' },
    });
    expect(userErrorMessage(invalid, FALLBACK)).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('falls back for internal failures, network errors and empty messages', () => {
    const internal = serverError('An unexpected error occurred', {
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect(userErrorMessage(internal, FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(
      userErrorMessage(serverError(' ', { code: 'CONFLICT', appCode: 'CONFLICT' }), FALLBACK),
    ).toBe(FALLBACK);
  });
});

describe('which field a failed user call belongs under', () => {
  it('maps domain refusals by their code', () => {
    expect(userFieldError(emailTaken)).toEqual({
      field: 'email',
      message: USER_MESSAGES.emailTaken,
    });
    const taken = serverError(APP_ERROR_MESSAGES.SALES_SOURCE_TAKEN, {
      code: 'CONFLICT',
      appCode: 'SALES_SOURCE_TAKEN',
    });
    expect(userFieldError(taken)).toEqual({
      field: 'salesSource',
      message: SALES_SOURCE_MESSAGES.taken,
    });
    const reserved = serverError(APP_ERROR_MESSAGES.SALES_SOURCE_RESERVED, {
      code: 'BAD_REQUEST',
      appCode: 'SALES_SOURCE_RESERVED',
    });
    expect(userFieldError(reserved)?.field).toBe('salesSource');
    expect(userFieldError(lastAdmin)).toBeNull();
  });

  it('maps invalid input by the field it names, never by its wording', () => {
    const invalidEmail = serverError('Please enter a valid email address', {
      code: 'BAD_REQUEST',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
    expect(userFieldError(invalidEmail)).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    const tooLong = serverError(SALES_SOURCE_MESSAGES.tooLong, {
      code: 'BAD_REQUEST',
      fieldErrors: { salesSource: SALES_SOURCE_MESSAGES.tooLong },
    });
    expect(userFieldError(tooLong)?.field).toBe('salesSource');
    // A message that merely mentions an e-mail is not about the e-mail field.
    const other = serverError('The e-mail outbox is busy', {
      code: 'CONFLICT',
      appCode: 'CONFLICT',
    });
    expect(userFieldError(other)).toBeNull();
  });
});
