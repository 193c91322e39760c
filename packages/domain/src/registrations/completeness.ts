import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { missingFacts, type RegistrationStatus } from './registration';

/** What a guest's registration holds that decides where it stands (null: none written yet). */
interface RegistrationFacts {
  adult: boolean;
  nationality: string | null;
  dateOfBirth: string | null;
  idType: string | null;
  idNumber: string | null;
  idExpiry: string | null;
  residenceCountry: string | null;
  signedAt: Date | string | null;
}

/** Where one guest's registration stands, and what it still lacks before it can be signed. */
export function guestRegistrationStanding(
  registration: RegistrationFacts | null,
  adult: boolean,
): { status: RegistrationStatus; missing: string[] } {
  const missing = missingFacts(
    registration ?? {
      adult,
      nationality: null,
      dateOfBirth: null,
      idType: null,
      idNumber: null,
      idExpiry: null,
      residenceCountry: null,
    },
  );
  const status: RegistrationStatus = !registration
    ? 'missing'
    : registration.signedAt
      ? 'signed'
      : missing.length > 0
        ? 'incomplete'
        : 'unsigned';
  return { status, missing };
}

interface GuestStanding {
  adult: boolean;
  status: RegistrationStatus;
}

/** The adults who have not signed: the check-in gate waits for every adult (children aside). */
export function adultsNotSigned<T extends GuestStanding>(guests: readonly T[]): T[] {
  return guests.filter((guest) => guest.adult && guest.status !== 'signed');
}

/** A stay's registration is complete when every adult has signed (what check-in requires). */
export function registrationComplete(guests: readonly GuestStanding[]): boolean {
  return adultsNotSigned(guests).length === 0;
}

/** Where an arriving stay's registration stands, for the Arrivals list. */
export const ARRIVAL_REGISTRATION_STATUSES = ['complete', 'pending', 'missing'] as const;
export type ArrivalRegistrationStatus = (typeof ARRIVAL_REGISTRATION_STATUSES)[number];

export const ARRIVAL_REGISTRATION_LABELS: Record<ArrivalRegistrationStatus, string> = {
  complete: 'Complete',
  pending: 'Pending',
  missing: 'Missing',
};

/**
 * A stay's registrations counted (signed, filled in but not signed, not written) and its status:
 * complete as check-in counts it, missing when nothing is filled in, pending in between.
 */
export function arrivalRegistration(guests: readonly GuestStanding[]) {
  const signed = guests.filter((guest) => guest.status === 'signed').length;
  const missing = guests.filter((guest) => guest.status === 'missing').length;
  const filled = guests.length - signed - missing;
  const status: ArrivalRegistrationStatus = registrationComplete(guests)
    ? 'complete'
    : signed + filled === 0
      ? 'missing'
      : 'pending';
  return { status, signed, filled, missing };
}

/** The Arrivals list's day (property time); the property's today when none is given. */
export const arrivalsDaySchema = z.object({
  day: z.string().refine(isValidIsoDate, 'Please choose a valid date.').optional(),
});
