import type { Db } from '@zamalek/db/client';
import { listPublicUnits } from '@zamalek/db/queries/unit-availability';
import { suiteFacts } from '@zamalek/domain/suites';

/**
 * The rooms the public site could offer a party: on sale (status available) and sleeping it, as
 * `availableSuites` offers them; with a suite chosen, only the rooms of its type. A suite that is
 * not on sale (or no longer exists) narrows nothing.
 */
export async function roomsForParty(
  db: Db,
  {
    propertyId,
    guests,
    suiteId,
  }: { propertyId: string; guests: number; suiteId?: string | undefined },
): Promise<string[]> {
  const onSale = await listPublicUnits(db, { propertyId });
  const chosen = suiteId ? onSale.find((unit) => unit.id === suiteId) : undefined;
  return onSale
    .filter((unit) => suiteFacts(unit.unitType).maxGuests >= guests)
    .filter((unit) => !chosen || unit.roomTypeId === chosen.roomTypeId)
    .map((unit) => unit.id);
}
