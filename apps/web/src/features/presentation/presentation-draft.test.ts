import { AMENITIES } from '@zamalek/domain/suite-presentation';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf } from './presentation-draft';
import type { RoomTypePresentation } from './types';

const NOTHING_WRITTEN: RoomTypePresentation['presentation'] = {
  name: 'Studio',
  nameAr: null,
  description: null,
  descriptionAr: null,
  highlights: [],
  highlightsAr: [],
  amenities: null,
};

const type = (presentation = NOTHING_WRITTEN): RoomTypePresentation => ({
  id: 'studio-id',
  unitType: 'Studio',
  rooms: [],
  presentation,
  defaultAmenities: ['kitchenette', 'wifi'],
  photos: [],
});

describe('presentation draft', () => {
  it("starts from the room type's name and implied amenities", () => {
    expect(draftOf(type(), AMENITIES)).toMatchObject({
      code: 'Studio',
      name: 'Studio',
      nameAr: '',
      highlights: '',
      amenities: ['kitchenette', 'wifi'],
    });
  });

  it('turns highlight lines into a list, blank lines dropped, and back', () => {
    const draft = { ...draftOf(type(), AMENITIES), highlights: 'Quiet\n\n  \nDesk by the window' };
    expect(inputOf('studio-id', draft)).toMatchObject({
      roomTypeId: 'studio-id',
      code: 'Studio',
      highlights: ['Quiet', 'Desk by the window'],
    });
  });

  it('keeps only amenities the site still knows, and none when none were chosen', () => {
    const saved = {
      ...NOTHING_WRITTEN,
      name: 'Garden Studio',
      highlights: ['Quiet'],
      amenities: ['wifi', 'retired'],
    };
    expect(draftOf(type(saved), AMENITIES)).toMatchObject({
      name: 'Garden Studio',
      highlights: 'Quiet',
      amenities: ['wifi'],
    });
    expect(draftOf(type({ ...saved, amenities: [] }), AMENITIES).amenities).toEqual([]);
  });
});
