import {
  DEFAULT_PHONE_CODE,
  digitsOnly,
  formatPhone,
  isPhoneCode,
  PHONE_CODES,
  PHONE_COUNTRY_CODES,
} from '@zamalek/domain/phone';
import { describe, expect, it } from 'vitest';

describe('PHONE_COUNTRY_CODES', () => {
  it('has about 90 countries, each once, sorted by country', () => {
    expect(PHONE_COUNTRY_CODES.length).toBeGreaterThanOrEqual(85);
    expect(PHONE_COUNTRY_CODES.length).toBeLessThanOrEqual(110);
    const countries = PHONE_COUNTRY_CODES.map((entry) => entry.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('holds well-formed codes', () => {
    for (const { code, country } of PHONE_COUNTRY_CODES) {
      expect(code).toMatch(/^\+[1-9]\d{0,3}$/);
      expect(country.trim()).toBe(country);
    }
  });

  it('has Egypt at +20 and the usual guests’ countries', () => {
    const byCountry = new Map(PHONE_COUNTRY_CODES.map((entry) => [entry.country, entry.code]));
    expect(byCountry.get('Egypt')).toBe('+20');
    expect(byCountry.get('Saudi Arabia')).toBe('+966');
    expect(byCountry.get('United Arab Emirates')).toBe('+971');
    expect(byCountry.get('United Kingdom')).toBe('+44');
    expect(byCountry.get('United States')).toBe('+1');
    expect(byCountry.get('Canada')).toBe('+1');
  });

  it('covers every country of the Arab nationality list', () => {
    const countries = new Set(PHONE_COUNTRY_CODES.map((entry) => entry.country));
    for (const country of [
      'Egypt',
      'Saudi Arabia',
      'United Arab Emirates',
      'Kuwait',
      'Qatar',
      'Bahrain',
      'Oman',
      'Yemen',
      'Jordan',
      'Lebanon',
      'Syria',
      'Iraq',
      'Palestine',
      'Libya',
      'Tunisia',
      'Algeria',
      'Morocco',
      'Sudan',
      'Somalia',
      'Djibouti',
      'Mauritania',
      'Comoros',
    ]) {
      expect(countries.has(country), country).toBe(true);
    }
  });
});

describe('PHONE_CODES and the default', () => {
  it('lists each code once, shared codes included once', () => {
    expect(new Set(PHONE_CODES).size).toBe(PHONE_CODES.length);
    expect(PHONE_CODES.filter((code) => code === '+1')).toHaveLength(1);
    expect(PHONE_CODES.filter((code) => code === '+7')).toHaveLength(1);
    expect(PHONE_CODES.length).toBe(new Set(PHONE_COUNTRY_CODES.map((e) => e.code)).size);
  });

  it('defaults to Egypt, which is a valid code', () => {
    expect(DEFAULT_PHONE_CODE).toBe('+20');
    expect(isPhoneCode(DEFAULT_PHONE_CODE)).toBe(true);
  });

  it('recognises only listed codes, exactly', () => {
    expect(isPhoneCode('+44')).toBe(true);
    expect(isPhoneCode('44')).toBe(false);
    expect(isPhoneCode('+20 ')).toBe(false);
    expect(isPhoneCode('+999')).toBe(false);
    expect(isPhoneCode('')).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('(010) 0123-4567')).toBe('01001234567');
    expect(digitsOnly('+20 100 123 4567')).toBe('201001234567');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('１２３')).toBe('');
  });
});

describe('formatPhone', () => {
  it('joins code and digits with one space', () => {
    expect(formatPhone('+20', '1001234567')).toBe('+20 1001234567');
    expect(formatPhone('+44', '7700 900123')).toBe('+44 7700900123');
  });

  it('keeps a leading 0 as typed', () => {
    expect(formatPhone('+39', '0612345678')).toBe('+39 0612345678');
  });

  it('trims the code and gives "" when there is no number', () => {
    expect(formatPhone(' +20 ', '100')).toBe('+20 100');
    expect(formatPhone('+20', '')).toBe('');
    expect(formatPhone('+20', ' - ')).toBe('');
  });
});
