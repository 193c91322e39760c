import { SALES_SOURCE_MESSAGES } from '@zamalek/domain/sales-source';
import { USER_MESSAGES } from '@zamalek/domain/users';
import { describe, expect, it } from 'vitest';
import { isEmailMessage, userErrorMessage, userFieldOf } from './user-errors';

const FALLBACK = 'Failed to create user. Please try again.';

describe('user error messages', () => {
  it("shows the server's message for people", () => {
    expect(userErrorMessage('CONFLICT', USER_MESSAGES.emailTaken, FALLBACK)).toBe(
      'This email is already registered in the system.',
    );
    expect(userErrorMessage('CONFLICT', USER_MESSAGES.lastAdmin, FALLBACK)).toBe(
      'The last admin cannot be demoted or disabled.',
    );
    expect(
      userErrorMessage('BAD_REQUEST', 'Password must be at least 8 characters long.', FALLBACK),
    ).toBe('Password must be at least 8 characters long.');
  });

  it('falls back for internal failures, network errors and empty messages', () => {
    expect(
      userErrorMessage('INTERNAL_SERVER_ERROR', 'An unexpected error occurred', FALLBACK),
    ).toBe(FALLBACK);
    expect(userErrorMessage(undefined, 'Failed to fetch', FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage('CONFLICT', ' ', FALLBACK)).toBe(FALLBACK);
  });

  it('knows which messages belong under the e-mail field', () => {
    expect(isEmailMessage(USER_MESSAGES.emailTaken)).toBe(true);
    expect(isEmailMessage('Please enter a valid email address')).toBe(true);
    expect(isEmailMessage(USER_MESSAGES.lastAdmin)).toBe(false);
  });
});

describe('which field a server message belongs under', () => {
  it('puts sales source refusals under the sales source, e-mail ones under the e-mail', () => {
    expect(userFieldOf(SALES_SOURCE_MESSAGES.taken)).toBe('salesSource');
    expect(userFieldOf(SALES_SOURCE_MESSAGES.reserved)).toBe('salesSource');
    expect(userFieldOf(USER_MESSAGES.emailTaken)).toBe('email');
    expect(userFieldOf(USER_MESSAGES.lastAdmin)).toBeNull();
  });
});
