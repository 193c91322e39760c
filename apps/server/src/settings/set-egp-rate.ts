import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  findPricingSettings,
  lockPropertySettings,
  updateEgpRate,
} from '@zamalek/db/queries/settings';
import type { IsoDate } from '@zamalek/domain/dates';
import type { Actor } from '../actors';

/**
 * An admin sets how many Egyptian pounds a US dollar buys, for showing EGP beside USD prices
 * (never for charging), stamped with the property's date; null stops showing EGP. Audited.
 */
export function setEgpRate(
  db: Db,
  actor: Actor,
  { egpPerUsd }: { egpPerUsd: number | null },
  { today }: { today: IsoDate },
) {
  const egpRateOn = egpPerUsd === null ? null : today;
  return db.transaction(async (tx) => {
    await lockPropertySettings(tx, { propertyId: actor.propertyId });
    const before = await findPricingSettings(tx, { propertyId: actor.propertyId });
    await updateEgpRate(tx, {
      propertyId: actor.propertyId,
      egpPerUsd,
      egpRateOn,
      updatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'property_settings',
      entityId: actor.propertyId,
      action: 'update',
      before: { egpPerUsd: before.egpPerUsd, egpRateOn: before.egpRateOn },
      after: { egpPerUsd, egpRateOn },
    });
    return { egpPerUsd, on: egpRateOn };
  });
}
