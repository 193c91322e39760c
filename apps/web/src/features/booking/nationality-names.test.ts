import { ARAB_NATIONALITIES, NATIONALITIES } from '@zamalek/domain/nationalities';
import { describe, expect, it } from 'vitest';
import { nationalityName, nationalityOptions } from './nationality-names';

describe('the booking form’s nationality list', () => {
  it('keeps the English words and their order on English pages', () => {
    expect(nationalityOptions('en').map((option) => option.label)).toEqual([...NATIONALITIES]);
    expect(nationalityName('Egyptian', 'en')).toBe('Egyptian');
  });

  it('names each country in Arabic on Arabic pages, the value staying the English word', () => {
    const arabic = nationalityOptions('ar');
    expect(arabic).toHaveLength(NATIONALITIES.length);
    expect(arabic.map((option) => option.value).sort()).toEqual([...NATIONALITIES].sort());
    const label = (value: string) => arabic.find((option) => option.value === value)?.label;
    expect(label('Egyptian')).toBe('مصر');
    expect(label('Saudi')).toBe('المملكة العربية السعودية');
    expect(label('British')).toBe('المملكة المتحدة');
    expect(label('German')).toBe('ألمانيا');
    expect(label('Palestinian')).toBe('فلسطين');
    expect(label('Scottish')).toBe('اسكتلندا');
    expect(label('Welsh')).toBe('ويلز');
    expect(label('Northern Irish')).toBe('أيرلندا الشمالية');
  });

  it('has an Arabic name for every nationality, no two alike, in Arabic alphabetical order', () => {
    const labels = nationalityOptions('ar').map((option) => option.label);
    for (const label of labels) expect(label).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF\s()\-–]*$/);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar').compare));
    for (const arab of ARAB_NATIONALITIES) {
      expect(nationalityName(arab, 'ar')).not.toBe(arab);
    }
  });

  it('shows a value it does not know as it is', () => {
    expect(nationalityName('Martian', 'ar')).toBe('Martian');
    expect(nationalityName('', 'ar')).toBe('');
  });
});
