import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { describe, expect, it } from 'vitest';
import { serverError } from '@/lib/trpc-error-fixture';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';

describe('auth error messages', () => {
  it("gives wrong credentials the server's fixed message", () => {
    const message = APP_ERROR_MESSAGES.INVALID_CREDENTIALS;
    expect(
      signInErrorMessage(
        serverError(message, { code: 'UNAUTHORIZED', appCode: 'INVALID_CREDENTIALS' }),
      ),
    ).toBe('Invalid email or password');
  });

  it('shows other sign-in refusals (throttling) as the server wrote them', () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    const error = serverError(message, {
      code: 'TOO_MANY_REQUESTS',
      appCode: 'TOO_MANY_SIGN_IN_ATTEMPTS',
    });
    expect(signInErrorMessage(error)).toBe(message);
  });

  it('falls back to the generic message for network and internal failures', () => {
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred',
    );
    expect(signInErrorMessage(serverError('db down', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
      'An unexpected error occurred',
    );
  });

  it('maps a taken e-mail at sign-up by its code and hides everything else', () => {
    const message = APP_ERROR_MESSAGES.EMAIL_TAKEN;
    expect(
      signUpErrorMessage(serverError(message, { code: 'CONFLICT', appCode: 'EMAIL_TAKEN' })),
    ).toBe('This email is already registered');
    // A conflict without the domain code is not a taken e-mail.
    expect(signUpErrorMessage(serverError('whatever', { code: 'CONFLICT' }))).toBe(
      'An unexpected error occurred',
    );
    expect(signUpErrorMessage(serverError('db down', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
      'An unexpected error occurred',
    );
  });
});
