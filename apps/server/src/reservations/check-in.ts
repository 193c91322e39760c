import type { Db } from '@zamalek/db/client';
import { roomForCheckIn } from '@zamalek/db/queries/check-in-room';
import { lockOpenDay } from '@zamalek/db/queries/ledger';
import { registrationRequired } from '@zamalek/db/queries/registrations';
import type { AppErrorCode } from '@zamalek/domain/app-errors';
import { type CheckInInput, checkInRefusal, checkInRoomRefusal } from '@zamalek/domain/front-desk';
import { adultsNotSigned } from '@zamalek/domain/registrations/completeness';
import { can } from '@zamalek/domain/roles';
import { ROOM_STATUS_LABELS, roomReady } from '@zamalek/domain/room-status';
import { stepChange } from '@zamalek/domain/stay-lifecycle';
import type { PropertyNow } from '@zamalek/domain/stays';
import type { Actor } from '../actors';
import { applyHeldDeposits } from '../folios/apply-deposits';
import { inLedger } from '../folios/ledger-errors';
import { stayRegistrations } from '../registrations/stay-registrations';
import { applyDeskChange, type DeskDecision } from './desk-change';

/**
 * The guests arrived: a confirmed stay whose arrival day has come (early or late, as it is), in
 * its room or another free, ready room of the same type. Never into a room whose guests are still
 * checked in (the database refuses that too); into a room not clean only when the desk accepts it,
 * which the audit entry records with the room's state. Deposits held for the stay are applied to
 * its balance in the same transaction.
 */
export function checkIn(db: Db, actor: Actor, input: CheckInInput, services: { now: PropertyNow }) {
  return inLedger(() =>
    applyDeskChange(
      db,
      actor,
      { id: input.id, action: 'check_in' },
      async (stay, tx) => {
        const refusal =
          checkInRefusal(stay, services.now.today) ?? (await registrationGate(tx, actor, input));
        if (typeof refusal === 'string') return refusal;
        const decision: DeskDecision = stepChange('checkIn', actor.id);
        if (refusal) decision.auditNote = refusal;
        const unitId = input.unitId ?? stay.unitId;
        if (unitId === null) return decision;
        const room = await roomForCheckIn(tx, {
          propertyId: actor.propertyId,
          unitId,
          stayId: stay.id,
        });
        if (!room) return 'UNIT_GONE';
        if (unitId !== stay.unitId) {
          const booked = stay.unitId
            ? await roomForCheckIn(tx, {
                propertyId: actor.propertyId,
                unitId: stay.unitId,
                stayId: stay.id,
              })
            : undefined;
          if (room.status === 'maintenance') return 'ROOM_UNDER_MAINTENANCE';
          if (booked && booked.roomTypeId !== room.roomTypeId) return 'UNIT_NOT_OF_TYPE';
          decision.unitId = unitId;
        }
        const roomRefusal = checkInRoomRefusal(
          { occupied: room.occupant !== null, roomStatus: room.roomStatus },
          input,
        );
        if (roomRefusal) return roomRefusal;
        if (!roomReady(room.roomStatus)) {
          decision.auditNote = {
            ...decision.auditNote,
            roomNotReady: ROOM_STATUS_LABELS[room.roomStatus],
          };
        }
        return decision;
      },
      applyDeposits(actor, input.id),
    ),
  );
}

/**
 * Where the property requires it, every adult registered and signed before check-in; those who
 * may override it check in anyway, recorded in the audit entry with how many had not signed.
 */
async function registrationGate(
  tx: Db,
  actor: Actor,
  input: CheckInInput,
): Promise<AppErrorCode | Record<string, string> | null> {
  const { propertyId } = actor;
  if (!(await registrationRequired(tx, { propertyId }))) return null;
  const { guests } = await stayRegistrations(tx, { propertyId, reservationId: input.id });
  const unsigned = adultsNotSigned(guests);
  if (unsigned.length === 0) return null;
  if (!input.registrationOverride) return 'REGISTRATION_REQUIRED';
  if (!can(actor, 'registrations.override')) return 'FORBIDDEN';
  return { registrationOverridden: `${unsigned.length} adult(s) not signed` };
}

/** Deposits taken before arrival are the guest's payment from the moment they arrive. */
function applyDeposits(actor: Actor, reservationId: string) {
  return async (tx: Db) => {
    const { propertyId } = actor;
    const businessDate = await lockOpenDay(tx, { propertyId });
    await applyHeldDeposits(tx, { propertyId, businessDate, actorId: actor.id, reservationId });
  };
}
