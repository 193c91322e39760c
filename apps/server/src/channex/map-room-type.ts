import type { Db } from '@zamalek/db/client';
import { findChannexConnection, setChannexRoomType } from '@zamalek/db/queries/channex';
import { findRoomType } from '@zamalek/db/queries/room-types';
import type { MapRoomType } from '@zamalek/domain/channels/channex-mapping';
import type { Actor } from '../actors';
import { AppError } from '../errors';
import { auditedMappingChange } from './mapping-writes';

/**
 * Maps a room type to its Channex room type: its nights are queued and sent from now on (the
 * database queues them). Unmapping stops that and removes its rate plans.
 */
export async function mapChannexRoomType(db: Db, actor: Actor, input: MapRoomType) {
  const { propertyId } = actor;
  if (!(await findChannexConnection(db, { propertyId })))
    throw new AppError('CHANNEX_NOT_CONNECTED');
  if (!(await findRoomType(db, { propertyId, id: input.roomTypeId }))) {
    throw new AppError('ROOM_TYPE_GONE');
  }
  await auditedMappingChange(
    db,
    actor,
    {
      entity: 'channex_room_type',
      entityId: input.roomTypeId,
      action: input.channexRoomTypeId ? 'map' : 'unmap',
      after: input.channexRoomTypeId ? { channexRoomTypeId: input.channexRoomTypeId } : null,
    },
    (tx) => setChannexRoomType(tx, { propertyId, ...input }),
  );
}
