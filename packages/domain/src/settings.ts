import { z } from 'zod';
import { CAPABILITIES, ROLES } from './roles';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The property settings an admin edits on the Settings page (form and procedure alike). */
export const propertySettingsSchema = z.object({
  noShowCutoff: z
    .string({ error: 'Enter the No-Show cut-off time.' })
    .regex(TIME_OF_DAY, 'Enter a time of day as HH:MM, e.g. 12:00.'),
});
export type PropertySettingsInput = z.infer<typeof propertySettingsSchema>;

export const PRE_ARRIVAL_INSTRUCTIONS_MAX = 2000;

const timeOfDay = (missing: string) =>
  z.string({ error: missing }).regex(TIME_OF_DAY, 'Enter a time of day as HH:MM, e.g. 14:00.');

/**
 * The property's details an admin edits in the Settings page's Property card (form and procedure
 * alike): used by the pre-arrival e-mail and the daily digest.
 */
const ONE_LINE = /^[^\r\n]*$/;
const ONE_LINE_MESSAGE = 'Keep this on one line.';

export const GUEST_TEXT_MAX = 2000;

/** A text shown to guests as the operator wrote it (line breaks kept). */
const guestText = (label: string) =>
  z
    .string()
    .max(GUEST_TEXT_MAX, `${label} can be at most ${GUEST_TEXT_MAX} characters.`)
    .transform((text) => text.replace(/\r\n?/g, '\n').trim());

/** Whether `name` is an IANA time zone this runtime knows ("Africa/Cairo"). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a property may be in, for the Settings page (the runtime's IANA list). */
export function timeZoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

export const propertyDetailsSchema = z.object({
  propertyName: z
    .string()
    .trim()
    .min(1, 'Enter the property name.')
    .max(100, 'The property name can be at most 100 characters.')
    .regex(ONE_LINE, ONE_LINE_MESSAGE),
  address: z
    .string()
    .trim()
    .max(300, 'The address can be at most 300 characters.')
    .regex(ONE_LINE, ONE_LINE_MESSAGE),
  /** What guests reading Arabic see; empty: they see the address above. */
  addressAr: z
    .string()
    .trim()
    .max(300, 'The Arabic address can be at most 300 characters.')
    .regex(ONE_LINE, ONE_LINE_MESSAGE)
    .transform((value) => (value === '' ? null : value)),
  phone: z
    .string()
    .trim()
    .max(40, 'The phone number can be at most 40 characters.')
    .regex(ONE_LINE, ONE_LINE_MESSAGE),
  /** The property's clock: its today, No-Show cut-off, digest hour and check-in times. */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { message: "Choose the property's time zone from the list." }),
  checkInTime: timeOfDay('Enter the check-in time.'),
  checkOutTime: timeOfDay('Enter the check-out time.'),
  preArrivalInstructions: z
    .string()
    .max(
      PRE_ARRIVAL_INSTRUCTIONS_MAX,
      `The instructions can be at most ${PRE_ARRIVAL_INSTRUCTIONS_MAX} characters.`,
    )
    // One kind of line break, whatever the browser sent.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim()),
  cancellationPolicy: guestText('The cancellation policy'),
  houseRules: guestText('The house rules'),
  /** The same rules for guests reading Arabic, shown beside the English when a guest signs. */
  houseRulesAr: guestText('The Arabic house rules'),
  contactEmail: z
    .string()
    .trim()
    .max(254, 'The e-mail address can be at most 254 characters.')
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Enter an e-mail address like stay@example.com, or leave it empty.',
    }),
  whatsapp: z
    .string()
    .trim()
    // People type "+20 100 123 4567"; the link needs the digits alone.
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .refine((value) => /^(\d{6,15})?$/.test(value), {
      message: 'Enter the WhatsApp number with its country code, digits only (e.g. 201001234567).',
    }),
  taxNumber: z
    .string()
    .trim()
    .regex(
      /^[0-9A-Za-z-]{0,30}$/,
      'Enter the tax registration number: letters, digits and dashes, 30 at most.',
    ),
  digestHour: z
    .number({ error: 'Choose the hour of the daily digest.' })
    .int('Choose the hour of the daily digest.')
    .min(0, 'Choose an hour from 00 to 23.')
    .max(23, 'Choose an hour from 00 to 23.'),
  dayCloseHour: z
    .number({ error: 'Choose the hour of the day close.' })
    .int('Choose the hour of the day close.')
    .min(0, 'Choose an hour from 00 to 23.')
    .max(23, 'Choose an hour from 00 to 23.'),
});
export type PropertyDetailsInput = z.input<typeof propertyDetailsSchema>;
export type PropertyDetails = z.output<typeof propertyDetailsSchema>;

/** What the public site and the guest's e-mails may show of the property's details. */
export interface PublicPropertyInfo {
  propertyName: string;
  address: string;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: string;
  houseRules: string;
  contactEmail: string;
  whatsapp: string;
}

/** The guest's WhatsApp link, or null when the property gives no number. */
export const whatsappLink = (digits: string) => (digits ? `https://wa.me/${digits}` : null);

/** Grant a capability to a role, or withdraw it (the use case refuses fixed ones). */
export const capabilityChangeSchema = z.object({
  role: z.enum(ROLES),
  capability: z.enum(CAPABILITIES),
  allowed: z.boolean(),
});
export type CapabilityChange = z.infer<typeof capabilityChangeSchema>;
