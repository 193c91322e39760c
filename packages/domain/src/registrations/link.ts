import { z } from 'zod';
import { addDaysIso, dayStartIn, type IsoDate } from '../dates';
import type { GuestLanguage } from '../guest-language';
import { registrationSchema, signatureSchema } from './registration';

/**
 * The pre-arrival registration link (decision 0086). Its secret is made when the message that
 * carries it is sent: the queued message holds this placeholder in its place.
 */
export const REGISTRATION_LINK_PLACEHOLDER = '{{registration-link}}';

/** Wrong last names a link takes before it is locked (the desk sends a new one). */
export const MAX_WRONG_LAST_NAMES = 5;

/** 256 random bits, base64url, as every secret address of the product. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const LINK_MESSAGES = {
  lastName: 'Please enter the last name the booking was made under.',
  arrivalTime: 'Please enter a time like 15:30.',
} as const;

export const linkTokenSchema = z.object({ token: z.string().regex(TOKEN) });

/** What a guest gives on the link's page before it shows anything of the stay. */
export const linkAccessSchema = linkTokenSchema.extend({
  lastName: z.string().trim().min(1, LINK_MESSAGES.lastName).max(80, LINK_MESSAGES.lastName),
});
export type LinkAccess = z.infer<typeof linkAccessSchema>;

export const arrivalTimeSchema = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, LINK_MESSAGES.arrivalTime);

/** Letters only, lower case, without accents or Arabic vowel marks: how names are compared. */
function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a typed last name is that of a guest the stay was booked for: the last word of any
 * guest's name (families may not share one), or the whole name after the first word.
 */
export function lastNameMatches(typed: string, guestNames: readonly string[]): boolean {
  const key = nameKey(typed);
  if (key === '') return false;
  return guestNames.some((name) => {
    const words = nameKey(name).split(' ').filter(Boolean);
    if (words.length < 2) return words[0] === key;
    return words.at(-1) === key || words.slice(1).join(' ') === key;
  });
}

/** A link lasts until the end of the stay's departure day, property time. */
export function registrationLinkExpiry(checkOut: IsoDate, timeZone: string): Date {
  return dayStartIn(timeZone, addDaysIso(checkOut, 1));
}

/** The page of a link, in the language the guest booked in. */
export function registrationLinkPath(language: GuestLanguage, token: string): string {
  return `${language === 'ar' ? '/ar' : ''}/register/${token}`;
}

/** A guest's registration, filled in from the link (the stay is the link's). */
export const linkRegistrationSchema = linkAccessSchema.extend({
  registration: registrationSchema.omit({ reservationId: true }),
});

/** A guest signing from the link, by their place in the stay. */
export const linkSignatureSchema = linkAccessSchema.extend({
  guestNo: registrationSchema.shape.guestNo,
  signature: signatureSchema.shape.signature,
});

export const linkArrivalSchema = linkAccessSchema.extend({ arrivalTime: arrivalTimeSchema });
