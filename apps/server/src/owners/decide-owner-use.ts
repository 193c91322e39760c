import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { type HoldValues, insertHold } from '@zamalek/db/queries/holds';
import { decideOwnerUseRequest, lockOwnerUseRequest } from '@zamalek/db/queries/landlord-portal';
import { enqueueMail } from '@zamalek/db/queries/notifications';
import { findLandlord, landlordRooms } from '@zamalek/db/queries/owners';
import { listPropertyRefs } from '@zamalek/db/queries/properties';
import { HOLD_REASON_MAX_LENGTH } from '@zamalek/domain/holds';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import { holdValues, holdWriteError } from '../holds/write-errors';
import { ownerUseDecidedMail } from '../mail/owner-use-mails';

export type OwnerUseDecision = 'approve' | 'decline';

/**
 * A manager approves a landlord's request into an owner-use hold of exactly its room and nights
 * (the occupancy constraint refuses it if a stay or hold took them meanwhile), or declines it.
 * Two deciding at once: the second finds it decided. The landlord is mailed if they have an
 * address.
 */
export async function decideOwnerUse(
  db: Db,
  actor: Actor,
  { id, decision }: { id: string; decision: OwnerUseDecision },
  services: { mail: MailKick },
) {
  const { propertyId } = actor;
  // The hold an approval tries, to say what is in its way if the database refuses it.
  const attempt: { values?: HoldValues } = {};
  try {
    await db.transaction(async (tx) => {
      const request = await lockOwnerUseRequest(tx, { propertyId, id });
      if (!request) throw new AppError('NOT_FOUND');
      if (request.status !== 'pending') throw new AppError('OWNER_USE_DECIDED');
      const landlord = await findLandlord(tx, { propertyId, id: request.landlordId });
      const rooms = await landlordRooms(tx, { propertyId, landlordId: request.landlordId });
      const roomName = rooms.find((room) => room.unitId === request.unitId)?.name ?? '';
      let holdId: string | null = null;
      if (decision === 'approve') {
        const reason = [`Owner use: ${landlord?.name ?? ''}`, request.note]
          .filter(Boolean)
          .join(' — ');
        const values = holdValues({
          unitId: request.unitId,
          kind: 'owner_use',
          reason: reason.slice(0, HOLD_REASON_MAX_LENGTH),
          from: request.fromDate,
          to: request.toDate,
        });
        attempt.values = values;
        holdId = (await insertHold(tx, { ...values, propertyId, createdBy: actor.id })).id;
      }
      await decideOwnerUseRequest(tx, {
        propertyId,
        id,
        status: decision === 'approve' ? 'approved' : 'declined',
        holdId,
        decidedBy: actor.id,
      });
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'owner_use_request',
        entityId: id,
        action: decision,
        after: { holdId },
      });
      if (landlord?.email) {
        const property = (await listPropertyRefs(tx)).find((entry) => entry.id === propertyId);
        const facts = {
          propertyName: property?.name ?? '',
          landlordName: landlord.name,
          roomName,
          from: request.fromDate,
          to: request.toDate,
          note: request.note,
        };
        await enqueueMail(tx, {
          propertyId,
          mail: ownerUseDecidedMail(landlord.email, facts, decision === 'approve'),
        });
      }
    });
  } catch (error) {
    throw attempt.values ? await holdWriteError(db, error, { values: attempt.values }) : error;
  }
  services.mail.kick();
}
