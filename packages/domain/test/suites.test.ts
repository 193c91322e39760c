import {
  BASE_AMENITIES,
  DEFAULT_SUITE_SIZE,
  parseUnitSize,
  suiteDescription,
  suiteFacts,
  suiteSize,
} from '@zamalek/domain/suites';
import { describe, expect, it } from 'vitest';

describe('suiteFacts', () => {
  it('has the base four amenities', () => {
    expect(BASE_AMENITIES).toEqual([
      'Smart TV',
      'High-Speed WiFi',
      'Air Conditioning',
      'Premium Bedding',
    ]);
  });

  it('describes a studio', () => {
    expect(suiteFacts('Studio')).toEqual({
      kind: 'studio',
      guests: '1-2',
      maxGuests: 2,
      bedding: '1 Queen Bed',
      amenities: ['Kitchenette', 'Work Desk', ...BASE_AMENITIES],
    });
  });

  it('describes a one-bedroom suite, whatever the spelling', () => {
    for (const type of ['One Bedroom', 'one-bedroom apartment', '1BR', '1 bed']) {
      const facts = suiteFacts(type);
      expect(facts.kind, type).toBe('one-bedroom');
      expect(facts.guests).toBe('2-3');
      expect(facts.maxGuests).toBe(3);
      expect(facts.bedding).toBe('1 King Bed + Sofa Bed');
      expect(facts.amenities).toEqual([
        'Full Kitchen',
        'Living Area',
        'Work Desk',
        ...BASE_AMENITIES,
        'Washer/Dryer',
      ]);
    }
  });

  it('describes a two-bedroom suite', () => {
    const facts = suiteFacts('TWO BEDROOM');
    expect(facts).toMatchObject({
      kind: 'two-bedroom',
      guests: '4-5',
      maxGuests: 5,
      bedding: '1 King + 2 Twin Beds',
    });
    expect(facts.amenities).toEqual([
      'Full Kitchen',
      'Spacious Living Area',
      '2 Bathrooms',
      'Work Desk',
      ...BASE_AMENITIES,
      'Washer/Dryer',
    ]);
    expect(suiteFacts('2BR').kind).toBe('two-bedroom');
  });

  it('falls back to the base amenities for other or missing types', () => {
    for (const type of ['Penthouse', '', null, undefined]) {
      expect(suiteFacts(type)).toEqual({
        kind: 'other',
        guests: '1-2',
        maxGuests: 2,
        bedding: '1 Queen Bed',
        amenities: BASE_AMENITIES,
      });
    }
  });
});

describe('suiteDescription', () => {
  it("uses the unit's comments when there are any", () => {
    expect(suiteDescription('Studio', '  Nile view  ')).toBe('Nile view');
  });

  it('otherwise names the type, or "suite"', () => {
    expect(suiteDescription('One Bedroom', '')).toBe(
      'A beautifully appointed one bedroom in the heart of Zamalek, designed for comfortable short and long stays.',
    );
    expect(suiteDescription(null, null)).toBe(
      'A beautifully appointed suite in the heart of Zamalek, designed for comfortable short and long stays.',
    );
  });
});

describe('suiteSize and parseUnitSize', () => {
  it('shows the size, or the default', () => {
    expect(suiteSize(' 45 m2 + 10 m2 ')).toBe('45 m2 + 10 m2');
    expect(suiteSize('')).toBe(DEFAULT_SUITE_SIZE);
    expect(suiteSize(null)).toBe('35-40 sqm');
  });

  it('reads the area and an optional terrace', () => {
    expect(parseUnitSize('45 m2 + 10 m2')).toEqual({ area: 45, terrace: 10 });
    expect(parseUnitSize('38 m2')).toEqual({ area: 38, terrace: null });
    expect(parseUnitSize('62.5m² with 12 sqm terrace')).toEqual({ area: 62.5, terrace: 12 });
    expect(parseUnitSize('spacious')).toEqual({ area: null, terrace: null });
    expect(parseUnitSize(null)).toEqual({ area: null, terrace: null });
  });
});
