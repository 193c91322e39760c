import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findPricingSettings,
  lockPropertySettings,
  updateWeekendNights,
} from '@zamalek/db/queries/settings';
import type { Weekday } from '@zamalek/domain/pricing/types';
import type { Actor } from '../actors';

/**
 * An admin chooses which nights take a season's weekend rate (a night is the date it starts on:
 * Thursday and Friday nights by default, the Egyptian weekend). Audited when it changes.
 */
export function setWeekendNights(
  db: Db,
  actor: Actor,
  { weekendNights }: { weekendNights: Weekday[] },
) {
  return db.transaction(async (tx) => {
    await lockPropertySettings(tx, { propertyId: actor.propertyId });
    const before = (await findPricingSettings(tx, { propertyId: actor.propertyId })).weekendNights;
    if (before.join() === weekendNights.join()) return { weekendNights, changed: false };
    await updateWeekendNights(tx, {
      propertyId: actor.propertyId,
      weekendNights,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: actor.propertyId,
      action: 'update',
      before: { weekendNights: before },
      after: { weekendNights },
    });
    return { weekendNights, changed: true };
  });
}
