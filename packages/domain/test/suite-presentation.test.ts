import {
  defaultAmenities,
  photoUrl,
  photoWidths,
  publicSuiteTexts,
  suitePresentationSchema,
} from '@zamalek/domain/suite-presentation';
import { describe, expect, it } from 'vitest';

const unit = { comments: null, publicName: null, publicNameAr: null };
const saved = {
  code: 'One Bedroom',
  name: 'Nile View One-Bedroom',
  nameAr: 'جناح مطل على النيل',
  description: 'Bright and calm.',
  descriptionAr: null,
  highlights: ['Sunset views'],
  highlightsAr: [],
  amenities: ['wifi', 'retired-amenity', 'nileView'],
};

describe('publicSuiteTexts', () => {
  it("shows the type's presentation, Arabic falling back to English text by text", () => {
    expect(publicSuiteTexts(unit, saved)).toEqual({
      name: { en: 'Nile View One-Bedroom', ar: 'جناح مطل على النيل' },
      description: { en: 'Bright and calm.', ar: 'Bright and calm.' },
      highlights: { en: ['Sunset views'], ar: ['Sunset views'] },
      amenities: ['wifi', 'nileView'],
    });
  });

  it("puts a room's own name over its type's, with its own Arabic or its English", () => {
    const own = { ...unit, publicName: 'The Penthouse', publicNameAr: null };
    expect(publicSuiteTexts(own, saved).name).toEqual({
      en: 'The Penthouse',
      ar: 'The Penthouse',
    });
  });

  it('with nothing written yet: the type as name, the derived description and amenities', () => {
    const bare = {
      code: 'One Bedroom',
      name: 'One Bedroom',
      nameAr: null,
      description: null,
      descriptionAr: null,
      highlights: [],
      highlightsAr: [],
      amenities: null,
    };
    const texts = publicSuiteTexts(unit, bare);
    expect(texts.name).toEqual({ en: 'One Bedroom', ar: 'One Bedroom' });
    expect(texts.description.en).toContain('one bedroom');
    expect(texts.amenities).toEqual(defaultAmenities('One Bedroom'));
    expect(publicSuiteTexts(unit, { ...bare, amenities: [] }).amenities).toEqual([]);
  });
});

describe('photo sizes', () => {
  it('makes every standard width the photo reaches, or its own width', () => {
    expect(photoWidths(4000)).toEqual([480, 960, 1600]);
    expect(photoWidths(1600)).toEqual([480, 960, 1600]);
    expect(photoWidths(959)).toEqual([480]);
    expect(photoWidths(320)).toEqual([320]);
    expect(photoUrl('k', 960, 'avif')).toBe('/api/suite-photos/k/960.avif');
  });
});

describe('suitePresentationSchema', () => {
  it('drops blank highlights and repeated amenities; blank Arabic becomes null', () => {
    const parsed = suitePresentationSchema.parse({
      roomTypeId: '00000000-0000-4000-8000-000000000001',
      code: ' Studio ',
      name: ' Garden Studio ',
      nameAr: '  ',
      description: '',
      descriptionAr: null,
      highlights: ['Quiet', ' '],
      highlightsAr: [],
      amenities: ['wifi', 'wifi'],
    });
    expect(parsed).toEqual({
      roomTypeId: '00000000-0000-4000-8000-000000000001',
      code: 'Studio',
      name: 'Garden Studio',
      nameAr: null,
      description: null,
      descriptionAr: null,
      highlights: ['Quiet'],
      highlightsAr: [],
      amenities: ['wifi'],
    });
  });

  it('refuses an unknown amenity, a blank name and too many highlights', () => {
    const base = {
      roomTypeId: '00000000-0000-4000-8000-000000000001',
      code: 'Studio',
      name: 'x',
      highlights: [],
      highlightsAr: [],
      amenities: [],
    };
    expect(suitePresentationSchema.safeParse({ ...base, amenities: ['jacuzzi'] }).success).toBe(
      false,
    );
    expect(suitePresentationSchema.safeParse({ ...base, name: ' ' }).success).toBe(false);
    expect(
      suitePresentationSchema.safeParse({ ...base, highlights: Array(7).fill('a') }).success,
    ).toBe(false);
  });
});
