import { locationAddress, locationName } from '@zamalek/domain/locations';
import { describe, expect, it } from 'vitest';

const garden = {
  propertyName: 'Garden City Suites',
  propertyNameAr: 'جاردن سيتي سويتس',
  address: '5 Ahmed Pasha Street, Garden City',
  addressAr: '5 شارع أحمد باشا، جاردن سيتي',
};

describe('a property in a page’s language', () => {
  it('gives its Arabic name and address to Arabic readers, its English ones to the others', () => {
    expect(locationName(garden, 'ar')).toBe('جاردن سيتي سويتس');
    expect(locationAddress(garden, 'ar')).toBe('5 شارع أحمد باشا، جاردن سيتي');
    expect(locationName(garden, 'en')).toBe('Garden City Suites');
    expect(locationAddress(garden, 'en')).toBe('5 Ahmed Pasha Street, Garden City');
  });

  it('falls back to the English where it has no Arabic', () => {
    const english = { ...garden, propertyNameAr: null, addressAr: null };
    expect(locationName(english, 'ar')).toBe('Garden City Suites');
    expect(locationAddress(english, 'ar')).toBe('5 Ahmed Pasha Street, Garden City');
    expect(locationAddress({ ...english, addressAr: '' }, 'ar')).toBe(english.address);
  });
});
