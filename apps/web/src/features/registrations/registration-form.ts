import { NATIONALITIES } from '@zamalek/domain/nationalities';
import type { RegistrationInput } from '@zamalek/domain/registrations/registration';
import { ID_TYPES } from '@zamalek/domain/registrations/registration';
import type { RegistrationGuest } from './types';

/** The fill-in form as typed: every choice a text ('' for none yet). */
export interface RegistrationFormValues {
  adult: boolean;
  fullName: string;
  nationality: string;
  dateOfBirth: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  residenceCountry: string;
}

/** What the form starts from: the desk's or the guest's own view of a guest's registration. */
type SavedFields =
  Omit<RegistrationFormValues, 'adult'> extends infer Fields
    ? { [K in keyof Fields]: string | null } & { adult?: boolean }
    : never;

/** The form as a guest's saved registration left it, or empty with the booked name. */
export function registrationDefaults(
  guest: Pick<RegistrationGuest, 'adult' | 'bookedName'> & { registration: SavedFields | null },
): RegistrationFormValues {
  const saved = guest.registration;
  return {
    adult: saved?.adult ?? guest.adult,
    fullName: saved?.fullName ?? guest.bookedName,
    nationality: saved?.nationality ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    idType: saved?.idType ?? '',
    idNumber: saved?.idNumber ?? '',
    idExpiry: saved?.idExpiry ?? '',
    residenceCountry: saved?.residenceCountry ?? '',
  };
}

const known = <T extends string>(choices: readonly T[], value: string): T | null =>
  choices.find((choice) => choice === value) ?? null;

/** The procedure's input from the form: a choice left empty is none (the schema checks the rest). */
export function registrationInput(
  values: RegistrationFormValues,
  { reservationId, guestNo }: { reservationId: string; guestNo: number },
): RegistrationInput {
  return {
    reservationId,
    guestNo,
    adult: values.adult,
    fullName: values.fullName,
    nationality: known(NATIONALITIES, values.nationality),
    dateOfBirth: values.dateOfBirth,
    idType: known(ID_TYPES, values.idType),
    idNumber: values.idNumber,
    idExpiry: values.idExpiry,
    residenceCountry: values.residenceCountry,
  };
}
