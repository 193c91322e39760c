import { describe, expect, it } from 'vitest';
import { lastNameMatches, registrationLinkPath } from '../src/registrations/link';

describe('the last name a registration link asks for', () => {
  const guests = ['Anna Weber', 'Jonas Müller-Weber', 'محمد عبد الله'];

  it('is the last word of any guest, whatever its case, accents or spacing', () => {
    expect(lastNameMatches('weber', guests)).toBe(true);
    expect(lastNameMatches('  WEBER ', guests)).toBe(true);
    expect(lastNameMatches('Muller-Weber', guests)).toBe(true);
    expect(lastNameMatches('müller weber', guests)).toBe(true);
    expect(lastNameMatches('الله', guests)).toBe(true);
    expect(lastNameMatches('عبد الله', guests)).toBe(true);
    expect(lastNameMatches('عَبْد الله', guests)).toBe(true);
  });

  it('is not a first name, part of a name, or nothing', () => {
    expect(lastNameMatches('Anna', guests)).toBe(false);
    expect(lastNameMatches('Web', guests)).toBe(false);
    expect(lastNameMatches('', guests)).toBe(false);
    expect(lastNameMatches('---', guests)).toBe(false);
    expect(lastNameMatches('Weber', [])).toBe(false);
  });

  it('matches a one-word name whole', () => {
    expect(lastNameMatches('Madonna', ['Madonna'])).toBe(true);
  });
});

describe('a registration link address', () => {
  it('is in the language the guest booked in', () => {
    expect(registrationLinkPath('en', 'abc')).toBe('/register/abc');
    expect(registrationLinkPath('ar', 'abc')).toBe('/ar/register/abc');
  });
});
