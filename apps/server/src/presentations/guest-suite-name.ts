import type { Db } from '@zamalek/db/client';
import { findPresentation } from '@zamalek/db/queries/suite-presentations';
import type { GuestLanguage } from '@zamalek/domain/guest-language';
import { publicSuiteTexts } from '@zamalek/domain/suite-presentation';

/**
 * The name a guest knows a unit by, in their language: its public name (the room's own, else its
 * type's), else its type; never the room's internal code. For pages and e-mails guests see.
 */
export async function guestSuiteName(
  db: Db,
  unit: {
    propertyId: string;
    unitType: string | null;
    publicName: string | null;
    publicNameAr: string | null;
  },
  language: GuestLanguage,
): Promise<string> {
  const presentation = unit.unitType
    ? await findPresentation(db, { propertyId: unit.propertyId, unitType: unit.unitType })
    : undefined;
  return publicSuiteTexts({ ...unit, comments: null }, presentation).name[language];
}
