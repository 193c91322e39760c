import type { Db } from '@zamalek/db/client';
import { findRegistrationListFields } from '@zamalek/db/queries/registration-list-fields';
import { registeredGuestsBetween } from '@zamalek/db/queries/registrations';
import {
  authorityListHeader,
  authorityListRecord,
  HOME_NATIONALITY,
} from '@zamalek/domain/registrations/authority-list';

/**
 * The list for the authorities over [from, to): the property's chosen columns, in its order,
 * and a row of them per registered guest (foreigners only when asked).
 */
export async function authorityList(
  db: Db,
  {
    propertyId,
    from,
    to,
    foreignersOnly,
  }: { propertyId: string; from: string; to: string; foreignersOnly: boolean },
) {
  const [settings, guests] = await Promise.all([
    findRegistrationListFields(db, { propertyId }),
    registeredGuestsBetween(db, { propertyId, from, to, foreignersOnly, home: HOME_NATIONALITY }),
  ]);
  return {
    propertyName: settings.propertyName,
    timeZone: settings.timeZone,
    header: authorityListHeader(settings.fields),
    records: guests.map((guest) => authorityListRecord(guest, settings.fields)),
  };
}
