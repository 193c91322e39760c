import { NATIONALITIES } from '@zamalek/domain/nationalities';
import { NATIONALITY_REGIONS } from '@zamalek/domain/nationality-regions';
import { describe, expect, it } from 'vitest';

describe('NATIONALITY_REGIONS', () => {
  it('gives every nationality offered a country, each its own, known to Intl', () => {
    const regions = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    expect(Object.keys(NATIONALITY_REGIONS).sort()).toEqual([...NATIONALITIES].sort());
    const codes = Object.values(NATIONALITY_REGIONS).filter((code) => code !== null);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(regions.of(code), code).toBeDefined();
  });

  it('names the country of the common guests', () => {
    expect(NATIONALITY_REGIONS.Egyptian).toBe('EG');
    expect(NATIONALITY_REGIONS.British).toBe('GB');
    expect(NATIONALITY_REGIONS.Emirati).toBe('AE');
    expect(NATIONALITY_REGIONS.Dutch).toBe('NL');
  });

  it('has no code only for the nations of the United Kingdom', () => {
    const none = Object.entries(NATIONALITY_REGIONS).flatMap(([name, code]) =>
      code === null ? [name] : [],
    );
    expect(none).toEqual(['Northern Irish', 'Scottish', 'Welsh']);
  });
});
