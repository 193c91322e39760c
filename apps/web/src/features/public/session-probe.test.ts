import { describe, expect, it } from 'vitest';
import { isSignedInAnswer } from './session-probe';

describe('landing session probe', () => {
  it('sees a signed-in user in the tRPC answer', () => {
    expect(
      isSignedInAnswer({
        result: { data: { json: { user: { id: 'u1', email: 'a@b.c' }, role: 'admin' } } },
      }),
    ).toBe(true);
  });

  it('is anonymous for a null session, an error or anything else', () => {
    expect(isSignedInAnswer({ result: { data: { json: null } } })).toBe(false);
    expect(isSignedInAnswer({ result: { data: { json: { user: null } } } })).toBe(false);
    expect(isSignedInAnswer({ error: { json: { message: 'boom' } } })).toBe(false);
    expect(isSignedInAnswer(null)).toBe(false);
    expect(isSignedInAnswer('signed in')).toBe(false);
  });
});
