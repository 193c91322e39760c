import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { saveRegistration, stayForRegistration } from '@zamalek/db/queries/registrations';
import type { IsoDate } from '@zamalek/domain/dates';
import {
  type RegistrationFields,
  registrationDateProblems,
} from '@zamalek/domain/registrations/registration';
import { AppError, sqlState } from '../errors';
import type { RegistrationAuthor } from './registration-author';

/**
 * The desk, or the guest from their link, fills in a registration (or corrects it while it is unsigned). Audited by
 * which fields were written, never their values.
 */
export async function saveGuestRegistration(
  db: Db,
  actor: RegistrationAuthor,
  input: RegistrationFields,
  { today }: { today: IsoDate },
) {
  const { propertyId } = actor;
  const stay = await stayForRegistration(db, { propertyId, reservationId: input.reservationId });
  if (!stay) throw new AppError('NOT_FOUND');
  if (input.guestNo > stay.numberOfGuests) throw new AppError('NOT_FOUND');
  const [problem] = registrationDateProblems(input, { today, checkIn: stay.checkIn });
  if (problem) throw new AppError('INVALID_REGISTRATION', problem.message);
  try {
    return await db.transaction(async (tx) => {
      const saved = await saveRegistration(tx, { propertyId, ...input });
      await recordAudit(tx, {
        propertyId,
        actorId: actor.id,
        entity: 'registration',
        entityId: saved.id,
        action: 'save',
        after: {
          reservationId: input.reservationId,
          guestNo: input.guestNo,
          via: actor.via,
          filled: Object.entries(input)
            .filter(([, value]) => value !== null)
            .map(([field]) => field),
        },
      });
      return saved;
    });
  } catch (error) {
    if (sqlState(error) === 'ZL020') throw new AppError('REGISTRATION_SIGNED');
    throw error;
  }
}
