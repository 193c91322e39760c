import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  deleteCapabilityOverride,
  listCapabilityOverrides,
  lockPropertySettings,
  upsertCapabilityOverride,
} from '@zamalek/db/queries/settings';
import { allowedByDefault, capabilitiesOf, isAdjustable } from '@zamalek/domain/roles';
import type { CapabilityChange } from '@zamalek/domain/settings';
import type { Actor } from '../actors';
import { AppError } from '../errors';

/**
 * An admin grants a capability to a role or withdraws it. Only the departure from the default
 * matrix is stored (back to the default removes the row). The table's trigger re-checks every
 * open socket of the role's holders, and their next call is judged by the new permissions.
 */
export function setRoleCapability(db: Db, actor: Actor, change: CapabilityChange) {
  const { role, capability, allowed } = change;
  if (!isAdjustable(role, capability)) throw new AppError('PERMISSION_FIXED');
  return db.transaction(async (tx) => {
    // Permission changes take their turn on the settings row, so each is judged against the last.
    await lockPropertySettings(tx, { propertyId: actor.propertyId });
    const wasAllowed = capabilitiesOf(
      role,
      await listCapabilityOverrides(tx, { propertyId: actor.propertyId }),
    ).includes(capability);
    if (allowed === allowedByDefault(role, capability)) {
      await deleteCapabilityOverride(tx, { propertyId: actor.propertyId, role, capability });
    } else {
      await upsertCapabilityOverride(tx, {
        propertyId: actor.propertyId,
        role,
        capability,
        allowed,
        updatedBy: actor.id,
      });
    }
    if (wasAllowed !== allowed) {
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'role_capabilities',
        entityId: role,
        action: allowed ? 'grant' : 'withdraw',
        before: { capability, allowed: wasAllowed },
        after: { capability, allowed },
      });
    }
    return { role, capability, allowed };
  });
}
