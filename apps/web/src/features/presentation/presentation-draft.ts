import type { Amenity, SuitePresentationInput } from '@zamalek/domain/suite-presentation';
import { isOneOf } from '@zamalek/domain/type-guards';
import type { RoomTypePresentation } from './types';

/** The Presentation form's values: highlights are typed one a line. */
export interface PresentationDraft {
  code: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  highlights: string;
  highlightsAr: string;
  amenities: Amenity[];
}

const isAmenity = (defaults: readonly Amenity[], value: string): value is Amenity =>
  isOneOf(defaults, value);

/** The room type as saved; amenities never chosen start from those its kind implies. */
export function draftOf(type: RoomTypePresentation, known: readonly Amenity[]): PresentationDraft {
  const saved = type.presentation;
  return {
    code: type.unitType,
    name: saved.name,
    nameAr: saved.nameAr ?? '',
    description: saved.description ?? '',
    descriptionAr: saved.descriptionAr ?? '',
    highlights: saved.highlights.join('\n'),
    highlightsAr: saved.highlightsAr.join('\n'),
    amenities:
      saved.amenities === null
        ? type.defaultAmenities
        : saved.amenities.filter((value) => isAmenity(known, value)),
  };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

export function inputOf(roomTypeId: string, draft: PresentationDraft): SuitePresentationInput {
  return {
    roomTypeId,
    code: draft.code,
    name: draft.name,
    nameAr: draft.nameAr,
    description: draft.description,
    descriptionAr: draft.descriptionAr,
    highlights: lines(draft.highlights),
    highlightsAr: lines(draft.highlightsAr),
    amenities: draft.amenities,
  };
}
