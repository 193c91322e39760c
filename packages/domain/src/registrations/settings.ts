import { z } from 'zod';

export const RETENTION_MESSAGE = 'Keep registrations between 1 and 3650 days after departure.';

/** A property's registration rules: required before check-in, and kept how long after departure. */
export const registrationSettingsSchema = z.object({
  required: z.boolean(),
  retentionDays: z
    .number(RETENTION_MESSAGE)
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(3650, RETENTION_MESSAGE),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;
