import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import arBookingSource from './messages/ar.booking.json';
import { messages as arBooking } from './messages/ar.booking.json?lingui';
import arMain from './messages/ar.json';
import { messages as arBaseMessages } from './messages/ar.json?lingui';
import arPagesSource from './messages/ar.pages.json';
import { messages as arPages } from './messages/ar.pages.json?lingui';
import enBookingSource from './messages/en.booking.json';
import { messages as enBooking } from './messages/en.booking.json?lingui';
import enMain from './messages/en.json';
import { messages as enBaseMessages } from './messages/en.json?lingui';
import enPagesSource from './messages/en.pages.json';
import { messages as enPages } from './messages/en.pages.json?lingui';

const enSource: Record<string, string> = { ...enMain, ...enBookingSource, ...enPagesSource };
const arSource: Record<string, string> = { ...arMain, ...arBookingSource, ...arPagesSource };
const en = { ...enBaseMessages, ...enBooking, ...enPages };
const ar = { ...arBaseMessages, ...arBooking, ...arPages };

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort();

function translate(locale: 'en' | 'ar', messages: Messages) {
  i18n.load(locale, messages);
  i18n.activate(locale, [locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB']);
  return (id: string, values?: Record<string, string | number>) => i18n._(id, values);
}

describe('the public site’s message catalogues', () => {
  it('has an Arabic message for every English one, and no other, in the same part', () => {
    expect(Object.keys(arMain).sort()).toEqual(Object.keys(enMain).sort());
    expect(Object.keys(arBookingSource).sort()).toEqual(Object.keys(enBookingSource).sort());
    expect(Object.keys(arPagesSource).sort()).toEqual(Object.keys(enPagesSource).sort());
    for (const [id, message] of Object.entries(arSource)) {
      expect(message.trim(), id).not.toBe('');
    }
  });

  it('gives each message one part only, so a part loaded later never replaces another’s words', () => {
    const parts = [enMain, enBookingSource, enPagesSource].map((part) => Object.keys(part));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses the same placeholders in both languages', () => {
    for (const [id, english] of Object.entries(enSource)) {
      const arabic = arSource[id] ?? '';
      expect(new Set(placeholders(arabic)), id).toEqual(new Set(placeholders(english)));
    }
  });

  it('counts nights and guests with each language’s plural rules', () => {
    const english = translate('en', en);
    expect(english('nights.count', { count: 1 })).toBe('1 night');
    expect(english('nights.count', { count: 4 })).toBe('4 nights');
    expect(english('guests.count', { count: 2 })).toBe('2 guests');
    expect(english('nearby.walk', { minutes: 6 })).toBe('6 min walk');

    const arabic = translate('ar', ar);
    expect([1, 2, 3, 10, 11, 100].map((count) => arabic('nights.count', { count }))).toEqual([
      'ليلة واحدة',
      'ليلتان',
      '3 ليالٍ',
      '10 ليالٍ',
      '11 ليلة',
      '100 ليلة',
    ]);
    expect([1, 2, 3, 12].map((count) => arabic('guests.count', { count }))).toEqual([
      'ضيف واحد',
      'ضيفان',
      '3 ضيوف',
      '12 ضيفًا',
    ]);
    expect([1, 2, 5, 14].map((minutes) => arabic('nearby.walk', { minutes }))).toEqual([
      'دقيقة واحدة سيرًا',
      'دقيقتان سيرًا',
      '5 دقائق سيرًا',
      '14 دقيقة سيرًا',
    ]);
    expect(arabic('experiences.pyramidsDuration', { hours: 8 })).toBe('يوم كامل · 8 ساعات');
    expect(arabic('guestsStep.sleeps', { suite: 'Nile', count: 2 })).toBe(
      'يتسع Nile لضيفين كحد أقصى.',
    );
  });
});
