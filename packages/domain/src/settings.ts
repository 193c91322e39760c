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
  phone: z
    .string()
    .trim()
    .max(40, 'The phone number can be at most 40 characters.')
    .regex(ONE_LINE, ONE_LINE_MESSAGE),
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
  digestHour: z
    .number({ error: 'Choose the hour of the daily digest.' })
    .int('Choose the hour of the daily digest.')
    .min(0, 'Choose an hour from 00 to 23.')
    .max(23, 'Choose an hour from 00 to 23.'),
});
export type PropertyDetailsInput = z.input<typeof propertyDetailsSchema>;
export type PropertyDetails = z.output<typeof propertyDetailsSchema>;

/** Grant a capability to a role, or withdraw it (the use case refuses fixed ones). */
export const capabilityChangeSchema = z.object({
  role: z.enum(ROLES),
  capability: z.enum(CAPABILITIES),
  allowed: z.boolean(),
});
export type CapabilityChange = z.infer<typeof capabilityChangeSchema>;
