import type { Db } from '@zamalek/db/client';
import { listFolioExtras } from '@zamalek/db/queries/folio-extras';
import type { Actor } from '../actors';

/** The extras the desk may post at the actor's property (those offered), in their order. */
export function offeredExtras(db: Db, actor: Actor) {
  return listFolioExtras(db, { propertyId: actor.propertyId, offeredOnly: true });
}
