import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { lockRateSeason, updateRateSeason } from '@zamalek/db/queries/rate-seasons';
import type { SeasonUpdate } from '@zamalek/domain/pricing/rate-forms';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { checkSeasonTarget, seasonValues, seasonWriteError } from './season-values';

/** Column values compare by content (the weekday arrays are new arrays on every read). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes a season on its locked row, audited with the fields changed. Two managers editing one
 * season take turns: the later write wins and both are in the log.
 */
export async function updateSeason(db: Db, actor: Actor, input: SeasonUpdate) {
  const values = seasonValues(input);
  await checkSeasonTarget(db, { ...values, propertyId: actor.propertyId });
  try {
    return await db.transaction(async (tx) => {
      const season = await lockRateSeason(tx, { propertyId: actor.propertyId, id: input.id });
      if (!season) throw new AppError('RATE_SEASON_GONE');
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        const old: unknown = Reflect.get(season, field);
        if (sameValue(old, value)) continue;
        before[field] = old;
        after[field] = value;
      }
      if (Object.keys(after).length === 0) return { id: input.id, changed: false };
      await updateRateSeason(tx, { propertyId: actor.propertyId, id: input.id, values });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'rate_season',
        entityId: input.id,
        action: 'update',
        before,
        after,
      });
      return { id: input.id, changed: true };
    });
  } catch (error) {
    throw seasonWriteError(error);
  }
}
