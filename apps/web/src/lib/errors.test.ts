import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { appErrorCode, invalidFields, refusalMessage } from './errors';
import { serverError } from './trpc-error-fixture';

describe('reading a failed call', () => {
  it('reads the domain code the server sent, and nothing else', () => {
    expect(appErrorCode(serverError('taken', { code: 'CONFLICT', appCode: 'STAY_TAKEN' }))).toBe(
      'STAY_TAKEN',
    );
    // The transport code alone is not a domain meaning.
    expect(appErrorCode(serverError('conflict', { code: 'CONFLICT' }))).toBeUndefined();
    const unknown = new TRPCClientError('x', {
      result: {
        error: { message: 'x', code: -32_000, data: { code: 'CONFLICT', appCode: 'NOPE' } },
      },
    });
    expect(appErrorCode(unknown)).toBeUndefined();
    expect(appErrorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('reads invalid input per field', () => {
    const invalid = serverError('Bad', { code: 'BAD_REQUEST', fieldErrors: { email: 'Bad' } });
    expect(invalidFields(invalid)).toEqual({ email: 'Bad' });
    expect(invalidFields(serverError('x', { code: 'BAD_REQUEST', fieldErrors: {} }))).toBeNull();
  });

  it('passes on refusals meant for people, not internal or transport failures', () => {
    expect(refusalMessage(serverError('Taken', { code: 'CONFLICT', appCode: 'ROOM_TAKEN' }))).toBe(
      'Taken',
    );
    expect(
      refusalMessage(
        serverError('An unexpected error occurred', { code: 'INTERNAL_SERVER_ERROR' }),
      ),
    ).toBeUndefined();
    expect(refusalMessage(new TRPCClientError('socket hang up'))).toBeUndefined();
  });
});
