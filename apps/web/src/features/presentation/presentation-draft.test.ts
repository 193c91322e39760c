import { AMENITIES } from '@zamalek/domain/suite-presentation';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf } from './presentation-draft';
import type { RoomTypePresentation } from './types';

const type = (presentation: RoomTypePresentation['presentation']): RoomTypePresentation => ({
  unitType: 'Studio',
  rooms: [],
  presentation,
  defaultAmenities: ['kitchenette', 'wifi'],
  photos: [],
});

describe('presentation draft', () => {
  it("starts from the room type's name and implied amenities", () => {
    expect(draftOf(type(null), AMENITIES)).toMatchObject({
      name: 'Studio',
      nameAr: '',
      highlights: '',
      amenities: ['kitchenette', 'wifi'],
    });
  });

  it('turns highlight lines into a list, blank lines dropped, and back', () => {
    const draft = {
      ...draftOf(type(null), AMENITIES),
      highlights: 'Quiet\n\n  \nDesk by the window',
    };
    expect(inputOf('Studio', draft).highlights).toEqual(['Quiet', 'Desk by the window']);
  });

  it('keeps only amenities the site still knows', () => {
    const saved = {
      propertyId: 'a-property',
      unitType: 'Studio',
      name: 'Garden Studio',
      nameAr: null,
      description: null,
      descriptionAr: null,
      highlights: ['Quiet'],
      highlightsAr: [],
      amenities: ['wifi', 'retired'],
      updatedBy: null,
      updatedAt: new Date(),
    };
    expect(draftOf(type(saved), AMENITIES)).toMatchObject({
      name: 'Garden Studio',
      highlights: 'Quiet',
      amenities: ['wifi'],
    });
  });
});
