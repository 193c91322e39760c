import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import {
  insertOwnerUseRequest,
  landlordPortalSettings,
  roomTakenBetween,
} from '@zamalek/db/queries/landlord-portal';
import { enqueueMail, staffNotificationRecipients } from '@zamalek/db/queries/notifications';
import { landlordRooms } from '@zamalek/db/queries/owners';
import type { IsoDate } from '@zamalek/domain/dates';
import { OWNER_USE_MESSAGES, type OwnerUseRequestInput } from '@zamalek/domain/owners/portal';
import type { MailKick } from '../../actors';
import { AppError, sqlState } from '../../errors';
import { ownerUseRequestedMail } from '../../mail/owner-use-mails';
import type { LandlordScope } from '../../trpc/landlord-procedure';

/**
 * A landlord asks to use one of their rooms: refused at once when the nights are taken, kept
 * pending until a manager decides (one pending request per room and night: the database's
 * exclusion), and admins and managers are mailed.
 */
export async function requestOwnerUse(
  db: Db,
  scope: LandlordScope,
  input: OwnerUseRequestInput,
  services: { today: IsoDate; mail: MailKick },
) {
  if (input.from < services.today) throw new AppError('INVALID_STAY', OWNER_USE_MESSAGES.past);
  const rooms = await landlordRooms(db, scope);
  const room = rooms.find((entry) => entry.unitId === input.unitId);
  if (!room) throw new AppError('NOT_FOUND');
  if (await roomTakenBetween(db, input)) throw new AppError('OWNER_USE_NIGHTS_TAKEN');
  const { propertyId, landlordId } = scope;
  try {
    const request = await db.transaction(async (tx) => {
      const created = await insertOwnerUseRequest(tx, {
        propertyId,
        landlordId,
        unitId: input.unitId,
        fromDate: input.from,
        toDate: input.to,
        note: input.note,
        requestedBy: scope.userId,
      });
      await recordAudit(tx, {
        propertyId,
        actorId: scope.userId,
        entity: 'owner_use_request',
        entityId: created.id,
        action: 'create',
        after: { unitId: input.unitId, from: input.from, to: input.to },
      });
      const settings = await landlordPortalSettings(tx, scope);
      const facts = {
        propertyName: scope.propertyName,
        landlordName: settings?.name ?? '',
        roomName: room.name,
        from: input.from,
        to: input.to,
        note: input.note,
      };
      const recipients = await staffNotificationRecipients(tx, { propertyId });
      await enqueueMail(tx, {
        propertyId,
        mail: recipients.map((recipient) => ownerUseRequestedMail(recipient, facts)),
      });
      return created;
    });
    services.mail.kick();
    return request;
  } catch (error) {
    if (sqlState(error) === '23P01') throw new AppError('OWNER_USE_ALREADY_ASKED');
    throw error;
  }
}
