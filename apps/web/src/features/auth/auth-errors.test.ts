import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';

function serverError(code: string, httpStatus: number, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32_000, message, data: { code, httpStatus } } },
  });
}

describe('auth error messages', () => {
  it('gives the fixed sign-in message for wrong credentials', () => {
    expect(signInErrorMessage(serverError('UNAUTHORIZED', 401, 'nope'))).toBe(
      'Invalid email or password',
    );
  });

  it('shows other sign-in errors (throttling) as the server wrote them', () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    expect(signInErrorMessage(serverError('TOO_MANY_REQUESTS', 429, message))).toBe(message);
  });

  it('falls back to the generic message for network failures', () => {
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred',
    );
  });

  it('maps sign-up conflicts and hides everything else', () => {
    expect(signUpErrorMessage(serverError('CONFLICT', 409, 'whatever'))).toBe(
      'This email is already registered',
    );
    expect(signUpErrorMessage(serverError('INTERNAL_SERVER_ERROR', 500, 'db down'))).toBe(
      'An unexpected error occurred',
    );
  });
});
