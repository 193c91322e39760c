import { z } from 'zod';
import { isoDateSchema, MAX_PRICE_PER_NIGHT, PRICE_TOO_HIGH_MESSAGE } from '../form-fields';
import { RESERVATION_EDIT_MESSAGES } from '../reservation-edit';
import { staffStayIssues } from '../staff-stay';

/** What the staff dialogs ask a quote for: a room, dates, guests, and a manager's nightly price. */
export const staffQuoteInputSchema = z
  .object({
    unitId: z.uuid('Please select a room'),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.number().int().min(1).max(20),
    pricePerNight: z
      .number(RESERVATION_EDIT_MESSAGES.price)
      .min(0, RESERVATION_EDIT_MESSAGES.price)
      .multipleOf(0.01, RESERVATION_EDIT_MESSAGES.price)
      .max(MAX_PRICE_PER_NIGHT, PRICE_TOO_HIGH_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    for (const issue of staffStayIssues(input)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type StaffQuoteInput = z.output<typeof staffQuoteInputSchema>;
