import type { Db } from '@zamalek/db/client';
import {
  channexHealth,
  channexRoomTypeMapping,
  findChannexConnection,
  listChannexRatePlans,
} from '@zamalek/db/queries/channex';
import { recentRepackMoves, unassignedChannexStays } from '@zamalek/db/queries/channex-bookings';
import { channexProblem } from '@zamalek/domain/channels/channex-errors';

/** A push is overdue when nights have waited this long (the job pushes within a minute). */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * The Channels page's channel-manager card: whether this server has one, the property's Channex
 * id, each room type's mapping with its rate plans, the channel bookings without a room and the
 * stays moved for them, and the connection's health — last push, what waits, failures, and mapping
 * that leaves nothing to send.
 */
export async function channexOverview(
  db: Db,
  { propertyId }: { propertyId: string },
  { configured, now }: { configured: boolean; now: Date },
) {
  const [connection, roomTypes, ratePlans, health, unassigned, repacks] = await Promise.all([
    findChannexConnection(db, { propertyId }),
    channexRoomTypeMapping(db, { propertyId }),
    listChannexRatePlans(db, { propertyId }),
    channexHealth(db, { propertyId }),
    unassignedChannexStays(db, { propertyId }),
    recentRepackMoves(db, { propertyId }),
  ]);
  const mapped = roomTypes.filter((type) => type.channexRoomTypeId !== null);
  return {
    configured,
    channexPropertyId: connection?.channexPropertyId ?? null,
    roomTypes: roomTypes.map((type) => ({
      ...type,
      ratePlans: ratePlans.filter((plan) => plan.roomTypeId === type.roomTypeId),
    })),
    /** Channel bookings kept without a room: overbookings staff must resolve. */
    unassigned,
    /** Stays moved to make room for channel bookings. */
    repacks,
    health: {
      lastPushedAt: health.lastPushedAt,
      lastPulledAt: connection?.lastPulledAt ?? null,
      queuedNights: health.queuedNights,
      stale:
        health.oldestQueuedAt !== null &&
        now.getTime() - health.oldestQueuedAt.getTime() > STALE_AFTER_MS,
      failureStreak: connection?.failureStreak ?? 0,
      retryAt: connection?.retryAt ?? null,
      /** Mapped room types without a rate plan get availability but no prices. */
      unpricedRoomTypes: mapped
        .filter((type) => !ratePlans.some((plan) => plan.roomTypeId === type.roomTypeId))
        .map((type) => type.code),
      recent: health.recent.map((push) => ({ ...push, problem: channexProblem(push.errorCode) })),
    },
  };
}
