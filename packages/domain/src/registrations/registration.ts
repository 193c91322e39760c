import { z } from 'zod';
import { type IsoDate, isValidIsoDate } from '../dates';
import { NATIONALITIES } from '../nationalities';

/** The identity documents a registration records (decision 0085). */
export const ID_TYPES = ['passport', 'national_id', 'residence_permit', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  passport: 'Passport',
  national_id: 'National ID',
  residence_permit: 'Residence permit',
  driving_licence: 'Driving licence',
};

export const REGISTRATION_MESSAGES = {
  fullName: 'Please enter the guest’s full name as on their ID.',
  date: 'Please enter a valid date.',
  born: 'A date of birth is in the past.',
  expired: 'This ID has expired: ask for another one.',
  text: 'Keep this under 60 characters.',
  idNumber: 'Keep the ID number under 40 characters.',
  signature: 'Please sign in the box.',
} as const;

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidIsoDate(value), REGISTRATION_MESSAGES.date)
  .transform((value) => (value === '' ? null : value));
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** A guest's registration as the desk or the guest fills it: anything may wait but the name. */
export const registrationSchema = z.object({
  reservationId: z.uuid(),
  guestNo: z.number().int().min(1).max(50),
  adult: z.boolean(),
  fullName: z.string().trim().min(1, REGISTRATION_MESSAGES.fullName).max(120),
  nationality: z.enum(NATIONALITIES).nullable(),
  dateOfBirth: optionalDate,
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: optionalText(40, REGISTRATION_MESSAGES.idNumber),
  idExpiry: optionalDate,
  residenceCountry: optionalText(60, REGISTRATION_MESSAGES.text),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationFields = z.output<typeof registrationSchema>;

/** What the authorities need of an adult, by the names the desk reads. */
const REQUIRED_OF_ADULTS = [
  'nationality',
  'dateOfBirth',
  'idType',
  'idNumber',
  'idExpiry',
  'residenceCountry',
] as const;
type RequiredFact = (typeof REQUIRED_OF_ADULTS)[number];
export const FACT_LABELS: Record<RequiredFact, string> = {
  nationality: 'nationality',
  dateOfBirth: 'date of birth',
  idType: 'ID type',
  idNumber: 'ID number',
  idExpiry: 'ID expiry',
  residenceCountry: 'country of residence',
};

type Facts = { adult: boolean } & Record<RequiredFact, string | null>;

/** What a registration still lacks before it can be signed (a child: only a date of birth). */
export function missingFacts(facts: Facts): string[] {
  const required: readonly RequiredFact[] = facts.adult ? REQUIRED_OF_ADULTS : ['dateOfBirth'];
  return required.filter((field) => !facts[field]).map((field) => FACT_LABELS[field]);
}

/** Dates that cannot be right: born in the future, or an ID expired before the stay begins. */
export function registrationDateProblems(
  facts: Pick<RegistrationFields, 'dateOfBirth' | 'idExpiry'>,
  { today, checkIn }: { today: IsoDate; checkIn: IsoDate },
): { field: 'dateOfBirth' | 'idExpiry'; message: string }[] {
  const problems: { field: 'dateOfBirth' | 'idExpiry'; message: string }[] = [];
  if (facts.dateOfBirth && facts.dateOfBirth >= today) {
    problems.push({ field: 'dateOfBirth', message: REGISTRATION_MESSAGES.born });
  }
  if (facts.idExpiry && facts.idExpiry < checkIn) {
    problems.push({ field: 'idExpiry', message: REGISTRATION_MESSAGES.expired });
  }
  return problems;
}

/** Where a guest's registration stands: signed, filled in but not signed, or not filled in. */
export type RegistrationStatus = 'signed' | 'unsigned' | 'incomplete' | 'missing';

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  signed: 'Signed',
  unsigned: 'Ready to sign',
  incomplete: 'Details missing',
  missing: 'Not registered',
};

/** A signature as the pad gives it: a PNG data URL, at most about 200 kB. */
export const SIGNATURE_MAX_BYTES = 200_000;
export const signatureSchema = z.object({
  registrationId: z.uuid(),
  signature: z
    .string()
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, REGISTRATION_MESSAGES.signature)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, REGISTRATION_MESSAGES.signature),
});
export type SignatureInput = z.infer<typeof signatureSchema>;
