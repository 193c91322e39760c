import { isArabNationality } from './nationalities';

export type GuestType = 'adult' | 'child';
export type Gender = 'male' | 'female';

interface MarriageCheckInput {
  adults: number;
  nationality: string | null | undefined;
  guests: ReadonlyArray<{ type: GuestType; gender?: Gender | null }>;
}

/**
 * A marriage certificate is required when there are exactly 2 adults, the nationality is in the
 * Arab list and the adult guests include both a male and a female.
 */
export function requiresMarriageCertificate({
  adults,
  nationality,
  guests,
}: MarriageCheckInput): boolean {
  if (adults !== 2 || !isArabNationality(nationality)) return false;
  const adultGenders = new Set(
    guests.filter((guest) => guest.type === 'adult').map((guest) => guest.gender),
  );
  return adultGenders.has('male') && adultGenders.has('female');
}
