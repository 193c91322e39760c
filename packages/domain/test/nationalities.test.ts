import {
  ARAB_NATIONALITIES,
  isArabNationality,
  NATIONALITIES,
} from '@zamalek/domain/nationalities';
import { describe, expect, it } from 'vitest';

describe('NATIONALITIES', () => {
  it('has about 200 distinct, non-blank, trimmed adjectives', () => {
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(190);
    expect(NATIONALITIES.length).toBeLessThanOrEqual(210);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
    for (const nationality of NATIONALITIES) {
      expect(nationality.trim()).toBe(nationality);
      expect(nationality.length).toBeGreaterThan(1);
    }
  });

  it('is sorted', () => {
    const sorted = [...NATIONALITIES].sort((a, b) => a.localeCompare(b, 'en'));
    expect(NATIONALITIES).toEqual(sorted);
  });

  it('runs from Afghan to Zimbabwean and holds the common guests', () => {
    expect(NATIONALITIES[0]).toBe('Afghan');
    expect(NATIONALITIES.at(-1)).toBe('Zimbabwean');
    for (const n of ['Egyptian', 'Saudi', 'Emirati', 'British', 'American', 'German', 'French']) {
      expect(NATIONALITIES).toContain(n);
    }
  });

  it('is case-insensitively unique', () => {
    const lower = NATIONALITIES.map((n) => n.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});

describe('ARAB_NATIONALITIES', () => {
  it('is exactly the spec list of 22, in its order', () => {
    expect(ARAB_NATIONALITIES).toEqual([
      'Egyptian',
      'Saudi',
      'Emirati',
      'Kuwaiti',
      'Qatari',
      'Bahraini',
      'Omani',
      'Yemenite',
      'Jordanian',
      'Lebanese',
      'Syrian',
      'Iraqi',
      'Palestinian',
      'Libyan',
      'Tunisian',
      'Algerian',
      'Moroccan',
      'Sudanese',
      'Somali',
      'Djiboutian',
      'Mauritanian',
      'Comoran',
    ]);
  });

  it('are all offered in NATIONALITIES, so the rule can trigger from the select', () => {
    for (const arab of ARAB_NATIONALITIES) expect(NATIONALITIES).toContain(arab);
  });
});

describe('isArabNationality', () => {
  it('accepts every Arab nationality', () => {
    for (const arab of ARAB_NATIONALITIES) expect(isArabNationality(arab)).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isArabNationality('egyptian')).toBe(true);
    expect(isArabNationality('  SAUDI  ')).toBe(true);
    expect(isArabNationality('\tComoran\n')).toBe(true);
  });

  it('rejects the others, blanks, missing values and near misses', () => {
    expect(isArabNationality('British')).toBe(false);
    expect(isArabNationality('Iranian')).toBe(false);
    expect(isArabNationality('Turkish')).toBe(false);
    expect(isArabNationality('South Sudanese')).toBe(false);
    expect(isArabNationality('Egypt')).toBe(false);
    expect(isArabNationality('Egyptian American')).toBe(false);
    expect(isArabNationality('')).toBe(false);
    expect(isArabNationality('   ')).toBe(false);
    expect(isArabNationality(null)).toBe(false);
    expect(isArabNationality(undefined)).toBe(false);
  });

  it('counts exactly 22 of the offered nationalities as Arab', () => {
    expect(NATIONALITIES.filter((n) => isArabNationality(n))).toHaveLength(22);
  });
});
