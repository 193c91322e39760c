import { describe, expect, it } from 'vitest';
import { isSignedInAnswer, todayOfAnswer } from '@/lib/probe-answers';

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

describe('landing today probe', () => {
  it("reads the server's today from the tRPC answer", () => {
    expect(todayOfAnswer({ result: { data: { json: { today: '2025-06-10' } } } })).toBe(
      '2025-06-10',
    );
  });

  it('knows nothing from an error or anything else', () => {
    expect(todayOfAnswer({ error: { json: { message: 'boom' } } })).toBeUndefined();
    expect(todayOfAnswer({ result: { data: { json: { today: 20250610 } } } })).toBeUndefined();
    expect(todayOfAnswer(null)).toBeUndefined();
  });
});
