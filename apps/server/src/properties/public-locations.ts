import type { Db } from '@zamalek/db/client';
import { listPublicLocations, type PropertyRef } from '@zamalek/db/queries/properties';
import type { IsoDate } from '@zamalek/domain/dates';
import { publicSuites } from '../units/public-suites';

/**
 * The Locations page: every property, open or coming soon, in the order they were added, with
 * its slug, names, address, status and its suites as the suites page shows them (counted free
 * tonight by its own clock). No ids but the suite cards' own, as the suites page gives them.
 */
export async function publicLocations(
  db: Db,
  { todayOf }: { todayOf: (property: PropertyRef) => IsoDate },
) {
  const locations = await listPublicLocations(db);
  return Promise.all(
    locations.map(async ({ id, timeZone, ...location }) => ({
      ...location,
      suites: await publicSuites(db, {
        propertyId: id,
        today: todayOf({
          id,
          slug: location.slug,
          status: location.status,
          name: location.propertyName,
          timeZone,
        }),
      }),
    })),
  );
}
