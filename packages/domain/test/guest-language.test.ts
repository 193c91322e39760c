import { describe, expect, it } from 'vitest';
import { GUEST_MAIL_MESSAGES, guestLanguageSchema } from '../src/guest-language';

describe('guest language', () => {
  it('accepts English and Arabic only, English by default', () => {
    expect(guestLanguageSchema.parse(undefined)).toBe('en');
    expect(guestLanguageSchema.parse('ar')).toBe('ar');
    expect(guestLanguageSchema.safeParse('fr').success).toBe(false);
  });

  it('counts nights with the Arabic plural forms', () => {
    const { nightCount } = GUEST_MAIL_MESSAGES.ar;
    expect([1, 2, 3, 10, 11, 100].map(nightCount)).toEqual([
      'ليلة واحدة',
      'ليلتان',
      '3 ليالٍ',
      '10 ليالٍ',
      '11 ليلة',
      '100 ليلة',
    ]);
    expect([1, 2].map(GUEST_MAIL_MESSAGES.en.nightCount)).toEqual(['1 night', '2 nights']);
  });
});
