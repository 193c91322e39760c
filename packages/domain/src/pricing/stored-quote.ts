import { z } from 'zod';
import { CHARGE_BASES, CHARGE_KINDS, type Quote } from './types';

const cents = z.number().int();
const reason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('NO_RATE'), date: z.string() }),
  z.object({ code: z.literal('MIN_STAY'), minNights: z.number().int() }),
  z.object({ code: z.literal('MAX_STAY'), maxNights: z.number().int() }),
  z.object({ code: z.literal('CLOSED_TO_ARRIVAL'), date: z.string() }),
  z.object({ code: z.literal('CLOSED_TO_DEPARTURE'), date: z.string() }),
]);

/** A quote as stored with its reservation (`reservations.price_quote`), checked when read. */
export const storedQuoteSchema: z.ZodType<Quote> = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  nights: z.array(
    z.object({
      date: z.string(),
      rateCents: cents,
      seasonId: z.string().nullable(),
      seasonName: z.string().nullable(),
      weekend: z.boolean(),
      discountCents: cents,
      extraGuestCents: cents,
      chargeCents: z.array(cents),
      totalCents: cents,
    }),
  ),
  overridden: z.boolean(),
  roomCents: cents,
  discount: z
    .object({ kind: z.enum(['weekly', 'monthly']), percent: z.number(), cents })
    .nullable(),
  extraGuests: z.object({ guests: z.number().int(), perNightCents: cents, cents }).nullable(),
  roomRevenueCents: cents,
  charges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(CHARGE_KINDS),
      basis: z.enum(CHARGE_BASES),
      percent: z.number().nullable(),
      amountCents: cents.nullable(),
      minPerNightCents: cents.nullable(),
      maxPerNightCents: cents.nullable(),
      included: z.boolean(),
      totalCents: cents,
    }),
  ),
  taxesCents: cents,
  totalCents: cents,
  totalBeforeTaxesCents: cents,
  averageNightlyCents: cents,
  unsellable: z.array(reason),
});

/** A stored quote, or null when the stay has none (priced before quotes, or a channel's). */
export function readStoredQuote(value: unknown): Quote | null {
  if (value === null || value === undefined) return null;
  const parsed = storedQuoteSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
