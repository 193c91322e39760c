import type { Readable } from 'node:stream';
import type { Db } from '@zamalek/db/client';
import {
  registrationCardGuests,
  registrationCardStay,
} from '@zamalek/db/queries/registration-cards';
import { currentHouseRules } from '@zamalek/db/queries/registrations';
import { AppError } from '../errors';

interface SignatureStore {
  open(key: string): Promise<Readable | null>;
}

export type RegistrationCardDocument = Awaited<ReturnType<typeof registrationCardDocument>>;

async function dataUrlOf(store: SignatureStore, key: string | null): Promise<string | null> {
  const file = key ? await store.open(key) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`;
}

/**
 * A stay's registration card, guest by guest as booked: each guest's registration, the house
 * rules of the version they signed (the rules in force for one not signed yet) and their
 * signature as an inline image read from the private store. Another property's stay is not found.
 */
export async function registrationCardDocument(
  db: Db,
  store: SignatureStore,
  { propertyId, reservationId }: { propertyId: string; reservationId: string },
) {
  const stay = await registrationCardStay(db, { propertyId, reservationId });
  if (!stay) throw new AppError('NOT_FOUND');
  const [registrations, rulesInForce] = await Promise.all([
    registrationCardGuests(db, { propertyId, reservationId }),
    currentHouseRules(db, { propertyId }),
  ]);
  const guests = await Promise.all(
    Array.from({ length: stay.numberOfGuests }, async (_, index) => {
      const guestNo = index + 1;
      const registration = registrations.find((entry) => entry.guestNo === guestNo) ?? null;
      const signed = registration?.signedAt ? registration : null;
      return {
        guestNo,
        bookedName: stay.guestNames[index] ?? '',
        adult: registration?.adult ?? stay.guestTypes[index] !== 'child',
        registration,
        signedAt: signed?.signedAt ?? null,
        signedVia: signed?.signedVia === 'link' ? ('link' as const) : ('desk' as const),
        signature: signed ? await dataUrlOf(store, signed.signatureKey) : null,
        rules: signed?.rules
          ? { ...signed.rules, signed: true }
          : rulesInForce && {
              version: rulesInForce.version,
              textEn: rulesInForce.textEn,
              textAr: rulesInForce.textAr,
              signed: false,
            },
      };
    }),
  );
  return { stay, guests };
}
