import { describe, expect, it } from 'vitest';
import { todayOfAnswer } from './today-probe';

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
