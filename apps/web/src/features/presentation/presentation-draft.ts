import type { Amenity, SuitePresentationInput } from '@zamalek/domain/suite-presentation';
import { isOneOf } from '@zamalek/domain/type-guards';
import type { RoomTypePresentation } from './types';

/** The Presentation form's values: highlights are typed one a line. */
export interface PresentationDraft {
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

/** The saved presentation, or a start from the room type's own name and implied amenities. */
export function draftOf(type: RoomTypePresentation, known: readonly Amenity[]): PresentationDraft {
  const saved = type.presentation;
  return {
    name: saved?.name ?? type.unitType,
    nameAr: saved?.nameAr ?? '',
    description: saved?.description ?? '',
    descriptionAr: saved?.descriptionAr ?? '',
    highlights: (saved?.highlights ?? []).join('\n'),
    highlightsAr: (saved?.highlightsAr ?? []).join('\n'),
    amenities: saved
      ? saved.amenities.filter((value) => isAmenity(known, value))
      : type.defaultAmenities,
  };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

export function inputOf(unitType: string, draft: PresentationDraft): SuitePresentationInput {
  return {
    unitType,
    name: draft.name,
    nameAr: draft.nameAr,
    description: draft.description,
    descriptionAr: draft.descriptionAr,
    highlights: lines(draft.highlights),
    highlightsAr: lines(draft.highlightsAr),
    amenities: draft.amenities,
  };
}
