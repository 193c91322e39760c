import type { Db } from '@zamalek/db/client';
import { openDrawer } from '@zamalek/db/queries/cash-drawers';
import type { PaymentMethod } from '@zamalek/domain/ledger/accounts';
import type { Actor } from '../actors';

/**
 * The drawer cash taken or paid out by the actor goes through: their open drawer, opened on first
 * use without a float when they had none. Null for any other method.
 */
export async function drawerForCash(
  tx: Db,
  actor: Actor,
  method: PaymentMethod,
): Promise<string | null> {
  if (method !== 'cash') return null;
  const { drawer } = await openDrawer(tx, {
    propertyId: actor.propertyId,
    holderId: actor.id,
    floatUsdMinor: 0,
    floatEgpMinor: 0,
  });
  return drawer.id;
}
