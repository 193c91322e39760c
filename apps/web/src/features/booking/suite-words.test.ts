import { i18n } from '@lingui/core';
import { suiteFacts } from '@zamalek/domain/suites';
import { afterAll, describe, expect, it } from 'vitest';
import arBooking from '@/lib/i18n/messages/ar.booking.json';
import { messages as arCompiled } from '@/lib/i18n/messages/ar.booking.json?lingui';
import enBooking from '@/lib/i18n/messages/en.booking.json';
import { messages as enCompiled } from '@/lib/i18n/messages/en.booking.json?lingui';
import { BEDDING_MESSAGES } from './suite-words';

const en: Record<string, string> = enBooking;
const ar: Record<string, string> = arBooking;

describe('a suite’s words', () => {
  afterAll(() => {
    i18n.load('en', enCompiled);
    i18n.activate('en', ['en-GB']);
  });

  it('names the beds of every kind of suite as the server does in English, and in Arabic', () => {
    for (const type of ['Studio', 'One Bedroom', 'Two Bedroom', 'Penthouse']) {
      const facts = suiteFacts(type);
      const id = BEDDING_MESSAGES[facts.kind];
      expect(en[id], type).toBe(facts.bedding);
      expect(ar[id], type).toMatch(/سرير/);
    }
  });

  it('says how many are left tonight with each language’s plural rules', () => {
    i18n.load('en', enCompiled);
    i18n.activate('en', ['en-GB']);
    expect(i18n._('suites.leftTonight', { count: 1 })).toBe('Only 1 left tonight');
    expect(i18n._('suites.leftTonight', { count: 4 })).toBe('4 left tonight');
    expect(i18n._('suites.soldOutTonight')).toBe('Sold out tonight');
    i18n.load('ar', arCompiled);
    i18n.activate('ar', ['ar-EG-u-nu-latn']);
    expect([1, 2, 4, 11].map((count) => i18n._('suites.leftTonight', { count }))).toEqual([
      'بقي جناح واحد فقط الليلة',
      'بقي جناحان الليلة',
      'بقيت 4 أجنحة الليلة',
      'بقي 11 جناحًا الليلة',
    ]);
  });
});
