import type { Db } from '@zamalek/db/client';
import {
  listPhotos,
  listPresentations,
  listTypedUnits,
} from '@zamalek/db/queries/suite-presentations';
import { defaultAmenities } from '@zamalek/domain/suite-presentation';
import { publicPhoto } from './public-photo';

/**
 * The back office's Presentation page: every room type in use with its rooms, its saved
 * presentation (null until first saved; the amenities its kind implies are offered meanwhile)
 * and its photos in order.
 */
export async function presentationOverview(db: Db) {
  const [typedUnits, presentations, photos] = await Promise.all([
    listTypedUnits(db),
    listPresentations(db),
    listPhotos(db),
  ]);
  const types = [...new Set(typedUnits.map((unit) => unit.unitType))];
  return types.map((unitType) => ({
    unitType,
    rooms: typedUnits.filter((unit) => unit.unitType === unitType),
    presentation: presentations.find((row) => row.unitType === unitType) ?? null,
    defaultAmenities: defaultAmenities(unitType),
    photos: photos
      .filter((photo) => photo.unitType === unitType)
      .map((photo) => ({ id: photo.id, ...publicPhoto(photo) })),
  }));
}
