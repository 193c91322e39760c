import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { setExportToken } from '@zamalek/db/queries/channel-export';
import { findUnit } from '@zamalek/db/queries/units';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { newSecretToken } from '../secret-token';
import { exportTokenHash } from './export-token';

/**
 * Gives a room a new export URL (its first, or in place of one that leaked): the old URL answers
 * 404 from the commit on. Audited without the token.
 */
export async function rotateExportToken(db: Db, actor: Actor, input: { unitId: string }) {
  if (!(await findUnit(db, { propertyId: actor.propertyId, id: input.unitId })))
    throw new AppError('UNIT_GONE');
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await setExportToken(tx, {
      propertyId: actor.propertyId,
      unitId: input.unitId,
      token,
      tokenSha256: exportTokenHash(token),
      rotatedBy: actor.id,
    });
    await recordAudit(tx, {
      propertyId: actor.propertyId,
      actorId: actor.id,
      entity: 'unit',
      entityId: input.unitId,
      action: 'export_url_rotate',
    });
  });
  return { token };
}
