import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { insertRateSeason } from '@zamalek/db/queries/rate-seasons';
import type { SeasonFields } from '@zamalek/domain/pricing/rate-forms';
import type { Actor } from '../actors';
import { checkSeasonTarget, seasonValues, seasonWriteError } from './season-values';

/**
 * A season for a room type or one of its rooms: the rate calendar's "New season" and its
 * "Set rates" on a selected range of days (a season over exactly those nights). Audited; the
 * table's trigger refreshes open calendars, settings pages and booking wizards.
 */
export async function createSeason(db: Db, actor: Actor, input: SeasonFields) {
  const values = seasonValues(input);
  await checkSeasonTarget(db, { ...values, propertyId: actor.propertyId });
  try {
    return await db.transaction(async (tx) => {
      const season = await insertRateSeason(tx, {
        ...values,
        propertyId: actor.propertyId,
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        propertyId: actor.propertyId,
        actorId: actor.id,
        entity: 'rate_season',
        entityId: season.id,
        action: 'create',
        after: values,
      });
      return { id: season.id };
    });
  } catch (error) {
    throw seasonWriteError(error);
  }
}
