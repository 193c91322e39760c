import type { Db } from '@zamalek/db/client';
import type { IsoDate } from '@zamalek/domain/dates';
import { checkInProblem } from '@zamalek/domain/manual-reservation';
import type { WalkIn } from '@zamalek/domain/walk-in';
import type { Actor, MailKick } from '../actors';
import { AppError } from '../errors';
import { insertStaffStay } from './staff-stay-insert';
import { bookableUnit } from './write-errors';

/**
 * A guest at the desk booked in a few steps: the first of its adults named, reachable by phone or
 * e-mail, with no commission when the guest walked in on their own (`WALK_IN_SOURCE`). The
 * stay is written exactly as a created one (same guarantee against double booking, same audit
 * and staff e-mail); nationality stays empty (null) and the guest's gender unknown ("") until the
 * stay is completed on the detail page.
 */
export async function walkIn(
  db: Db,
  actor: Actor,
  input: WalkIn,
  services: { today: IsoDate; now: Date; mail: MailKick },
) {
  const problem = checkInProblem(input.checkIn, services.today);
  if (problem) throw new AppError('INVALID_STAY', problem);
  const unit = await bookableUnit(db, actor.propertyId, input.unitId);
  return insertStaffStay(
    db,
    actor,
    {
      stay: {
        unit,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: { names: [input.guestName], adults: input.guests, children: 0, nationality: null },
        contact: { email: input.contactEmail || null, phone: input.contactPhone || null },
        pricePerNight: input.pricePerNight,
        source: input.source,
        notes: null,
      },
      documentIds: [],
      action: 'walk_in',
    },
    services,
  );
}
