import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { describe, expect, it } from 'vitest';
import { ASK_A_MANAGER, QUOTE_FAILED, quoteErrorText } from '@/components/stay-quote/quote-errors';

describe('quote failures on screen', () => {
  it('asks for a nightly price when no rate covers the stay, or says who can set one', () => {
    expect(quoteErrorText('STAY_NOT_PRICED', 'server words', true)).toBe(
      APP_ERROR_MESSAGES.STAY_NOT_PRICED,
    );
    expect(quoteErrorText('STAY_NOT_PRICED', 'server words', false)).toBe(ASK_A_MANAGER);
  });

  it("shows the server's refusal, else a generic retry", () => {
    expect(quoteErrorText('ROOM_TAKEN', 'Room not found', true)).toBe('Room not found');
    expect(quoteErrorText(undefined, undefined, true)).toBe(QUOTE_FAILED);
  });
});
