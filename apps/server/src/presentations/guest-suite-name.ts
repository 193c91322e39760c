import type { Db } from '@zamalek/db/client';
import { findRoomType } from '@zamalek/db/queries/room-types';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import { publicSuiteTexts } from '@zamalek/domain/suite-presentation';

/**
 * The name a guest knows a unit by, in their language: its public name (the room's own, else its
 * type's), never the room's internal code; "Suite" once the room is gone. For pages and e-mails guests see.
 */
export async function guestSuiteName(
  db: Db,
  unit: {
    propertyId: string;
    /** Null: a stay whose room was removed. */
    roomTypeId: string | null;
    publicName: string | null;
    publicNameAr: string | null;
  },
  language: GuestLanguage,
): Promise<string> {
  const type = unit.roomTypeId
    ? await findRoomType(db, { propertyId: unit.propertyId, id: unit.roomTypeId })
    : undefined;
  if (!type) return unit.publicName ?? 'Suite';
  return publicSuiteTexts({ ...unit, comments: null }, type).name[language];
}
