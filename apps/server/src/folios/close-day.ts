import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { inHouseStays, insertClosedDay, ledgerStart } from '@zamalek/db/queries/day-close';
import { lockOpenDay } from '@zamalek/db/queries/ledger';
import type { IsoDate } from '@zamalek/domain/dates';
import { ledgerNights } from '@zamalek/domain/ledger/day-close';
import { retryOnDeadlock } from '../errors';
import { postRoomNights } from './post-room-nights';

/**
 * Closes the property's business day `day` if it is still the open one, in one transaction: every
 * stay in house is charged its nights up to `day` not charged yet (room revenue, taxes and fees
 * from its quote), then the day is closed and the next one opens. The ledger row is locked first,
 * so postings under way finish before, later ones land on the next day, and a second close of the
 * same day (another instance, a retry) waits and then finds it closed. Returns whether this call
 * closed it and how many nights it charged.
 */
export function closeBusinessDay(
  db: Db,
  { propertyId, day, closedBy }: { propertyId: string; day: IsoDate; closedBy: string | null },
) {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const openDay = await lockOpenDay(tx, { propertyId, exclusive: true });
      if (openDay !== day) return { closed: false, nightsPosted: 0 };
      const start = await ledgerStart(tx, { propertyId });
      let nightsPosted = 0;
      for (const stay of await inHouseStays(tx, { propertyId, upTo: day })) {
        nightsPosted += await postRoomNights(tx, {
          propertyId,
          businessDate: day,
          actorId: closedBy,
          stay,
          nights: ledgerNights(stay, { upTo: day, ledgerStart: start }),
        });
      }
      await insertClosedDay(tx, { propertyId, day, closedBy });
      await recordAudit(tx, {
        propertyId,
        actorId: closedBy,
        entity: 'business_day',
        entityId: propertyId,
        action: 'close',
        after: { businessDate: day, nightsPosted },
      });
      return { closed: true, nightsPosted };
    }),
  );
}
