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

/** Grant a capability to a role, or withdraw it (the use case refuses fixed ones). */
export const capabilityChangeSchema = z.object({
  role: z.enum(ROLES),
  capability: z.enum(CAPABILITIES),
  allowed: z.boolean(),
});
export type CapabilityChange = z.infer<typeof capabilityChangeSchema>;
