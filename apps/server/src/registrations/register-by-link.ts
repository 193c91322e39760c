import type { Db } from '@zamalek/db/client';
import { dateIn } from '@zamalek/domain/dates';
import type { linkRegistrationSchema } from '@zamalek/domain/registrations/link';
import type { z } from 'zod';
import { enterRegistrationLink } from './registration-link-access';
import { saveGuestRegistration } from './save-registration';

/** A guest fills in a registration of their own stay from its link (audited as the link). */
export async function registerByLink(
  db: Db,
  input: z.infer<typeof linkRegistrationSchema>,
  { now }: { now: Date },
) {
  const link = await enterRegistrationLink(db, { ...input, now });
  await saveGuestRegistration(
    db,
    { propertyId: link.propertyId, id: null, via: 'link' },
    { ...input.registration, reservationId: link.reservationId },
    { today: dateIn(link.timeZone, now) },
  );
}
