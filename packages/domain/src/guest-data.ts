import { z } from 'zod';

export const GUEST_DATA_MESSAGES = {
  email: 'Please enter the guest’s e-mail address.',
  confirm: 'Type the guest’s e-mail address again to confirm.',
} as const;

/** What an erased stay's guests are called: the stay keeps its number of guests. */
export const ERASED_GUEST_NAME = 'Erased guest';

const guestEmail = z
  .string()
  .trim()
  .max(254, GUEST_DATA_MESSAGES.email)
  .pipe(z.email(GUEST_DATA_MESSAGES.email));

/** A guest's data request names the guest by the e-mail address their stays were booked with. */
export const guestDataRequestSchema = z.object({ email: guestEmail });
export type GuestDataRequest = z.output<typeof guestDataRequestSchema>;

/** Erasing asks for the address twice: the second typed, as a confirmation. */
export const guestEraseSchema = z
  .object({ email: guestEmail, confirmEmail: z.string().trim().max(254) })
  .refine((input) => input.confirmEmail.toLowerCase() === input.email.toLowerCase(), {
    message: GUEST_DATA_MESSAGES.confirm,
    path: ['confirmEmail'],
  });
export type GuestEraseInput = z.input<typeof guestEraseSchema>;

/** The file a guest's export is saved as (no name or address in it). */
export function guestDataFileName(today: string): string {
  return `guest-data-${today}.json`;
}
