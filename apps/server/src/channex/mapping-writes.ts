import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { AppError, sqlState } from '../errors';

/** A Channex id mapped twice (the database's unique keys) said as what it is. */
export function channexIdTaken(error: unknown): unknown {
  return sqlState(error) === '23505' ? new AppError('CHANNEX_ID_TAKEN') : error;
}

/** A mapping change and its audit entry, in one transaction. */
export async function auditedMappingChange<T>(
  db: Db,
  actor: { id: string; propertyId: string },
  audit: {
    entity: string;
    entityId: string;
    action: string;
    after: Record<string, unknown> | null;
  },
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await change(tx);
      await recordAudit(tx, { propertyId: actor.propertyId, actorId: actor.id, ...audit });
      return result;
    });
  } catch (error) {
    throw channexIdTaken(error);
  }
}
