import type { Db } from '@zamalek/db/client';
import { listRoomsByType, listRoomTypes } from '@zamalek/db/queries/room-types';
import { listPhotos } from '@zamalek/db/queries/suite-presentations';
import { defaultAmenities } from '@zamalek/domain/suite-presentation';
import { publicPhoto } from './public-photo';

/**
 * The back office's Presentation page: every room type of the property with its rooms, its words
 * (amenities null until chosen; those its kind implies are offered meanwhile) and its photos in
 * order.
 */
export async function presentationOverview(db: Db, { propertyId }: { propertyId: string }) {
  const [types, rooms, photos] = await Promise.all([
    listRoomTypes(db, { propertyId }),
    listRoomsByType(db, { propertyId }),
    listPhotos(db, { propertyId }),
  ]);
  return types.map((type) => ({
    id: type.id,
    unitType: type.code,
    rooms: rooms
      .filter((room) => room.roomTypeId === type.id)
      .map(({ id, name, unitNumber, publicName, publicNameAr }) => ({
        id,
        name,
        unitNumber,
        publicName,
        publicNameAr,
      })),
    presentation: {
      name: type.name,
      nameAr: type.nameAr,
      description: type.description,
      descriptionAr: type.descriptionAr,
      highlights: type.highlights,
      highlightsAr: type.highlightsAr,
      amenities: type.amenities,
    },
    defaultAmenities: defaultAmenities(type.code),
    photos: photos
      .filter((photo) => photo.roomTypeId === type.id)
      .map((photo) => ({ id: photo.id, ...publicPhoto(photo) })),
  }));
}
