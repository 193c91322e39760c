import { requiresMarriageCertificate } from '@zamalek/domain/marriage';
import { describe, expect, it } from 'vitest';

const couple = [
  { type: 'adult' as const, gender: 'male' as const },
  { type: 'adult' as const, gender: 'female' as const },
];

describe('requiresMarriageCertificate', () => {
  it('is required for two adults of an Arab nationality, a man and a woman', () => {
    expect(
      requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests: couple }),
    ).toBe(true);
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Saudi', guests: couple })).toBe(
      true,
    );
  });

  it('reads the nationality case-insensitively', () => {
    expect(
      requiresMarriageCertificate({ adults: 2, nationality: ' jordanian ', guests: couple }),
    ).toBe(true);
  });

  it('also holds when children come along', () => {
    const guests = [...couple, { type: 'child' as const, gender: null }];
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Moroccan', guests })).toBe(true);
  });

  it('is not required for other nationalities or a missing one', () => {
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'British', guests: couple })).toBe(
      false,
    );
    expect(requiresMarriageCertificate({ adults: 2, nationality: '', guests: couple })).toBe(false);
    expect(requiresMarriageCertificate({ adults: 2, nationality: null, guests: couple })).toBe(
      false,
    );
  });

  it('is not required unless adults is exactly 2', () => {
    for (const adults of [0, 1, 3, 4]) {
      const guests = [...couple, { type: 'adult' as const, gender: 'male' as const }];
      expect(requiresMarriageCertificate({ adults, nationality: 'Egyptian', guests })).toBe(false);
    }
  });

  it('is not required for two adults of the same gender', () => {
    const men = [
      { type: 'adult' as const, gender: 'male' as const },
      { type: 'adult' as const, gender: 'male' as const },
    ];
    const women = [
      { type: 'adult' as const, gender: 'female' as const },
      { type: 'adult' as const, gender: 'female' as const },
    ];
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests: men })).toBe(
      false,
    );
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests: women })).toBe(
      false,
    );
  });

  it('only counts the genders of adults, not of children', () => {
    const guests = [
      { type: 'adult' as const, gender: 'male' as const },
      { type: 'adult' as const, gender: 'male' as const },
      { type: 'child' as const, gender: 'female' as const },
    ];
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests })).toBe(false);
  });

  it('is not required while a gender is still missing', () => {
    const guests = [
      { type: 'adult' as const, gender: 'male' as const },
      { type: 'adult' as const, gender: null },
    ];
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests })).toBe(false);
    expect(
      requiresMarriageCertificate({
        adults: 2,
        nationality: 'Egyptian',
        guests: [{ type: 'adult' }, { type: 'adult' }],
      }),
    ).toBe(false);
    expect(requiresMarriageCertificate({ adults: 2, nationality: 'Egyptian', guests: [] })).toBe(
      false,
    );
  });
});
