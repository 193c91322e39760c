import type { Db } from '@zamalek/db/client';
import { recordAudit } from '@zamalek/db/queries/audit';
import { setExpectedArrival } from '@zamalek/db/queries/registration-links';
import type { linkArrivalSchema } from '@zamalek/domain/registrations/link';
import type { z } from 'zod';
import { enterRegistrationLink } from './registration-link-access';

/** The guest says when they expect to arrive; the desk sees it with the arrivals. */
export async function giveArrivalTime(
  db: Db,
  input: z.infer<typeof linkArrivalSchema>,
  { now }: { now: Date },
) {
  const link = await enterRegistrationLink(db, { ...input, now });
  const scope = { propertyId: link.propertyId, reservationId: link.reservationId };
  await db.transaction(async (tx) => {
    await setExpectedArrival(tx, { ...scope, arrivalTime: input.arrivalTime, givenVia: 'link' });
    await recordAudit(tx, {
      propertyId: link.propertyId,
      actorId: null,
      entity: 'reservation',
      entityId: link.reservationId,
      action: 'expected_arrival',
      after: { arrivalTime: input.arrivalTime, via: 'link' },
    });
  });
}
