import { z } from 'zod';
import { MARKUP_KINDS } from './restrictions-payload';

/** A Channex id as its screens show it (a UUID), any case, trimmed. */
export const channexIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: 'Paste the id from Channex: 36 characters like 0a1b2c3d-….',
  });

export const connectChannexSchema = z.object({ channexPropertyId: channexIdSchema });
export type ConnectChannex = z.infer<typeof connectChannexSchema>;

/** A room type mapped to a Channex room type, or (null) unmapped with its rate plans. */
export const mapRoomTypeSchema = z.object({
  roomTypeId: z.uuid(),
  channexRoomTypeId: channexIdSchema.nullable(),
});
export type MapRoomType = z.infer<typeof mapRoomTypeSchema>;

/** Percent markups in hundredths (−50 % to +100 %); amounts in cents (±$1,000 a night). */
export const MARKUP_LIMITS = {
  percent: { min: -5_000, max: 10_000 },
  amount: { min: -100_000, max: 100_000 },
} as const;

export const ratePlanSchema = z
  .object({
    roomTypeId: z.uuid(),
    channexRatePlanId: channexIdSchema,
    name: z.string().trim().min(1, 'Name the rate plan.').max(60, 'At most 60 characters.'),
    markupKind: z.enum(MARKUP_KINDS),
    markup: z.number().int(),
  })
  .superRefine((plan, ctx) => {
    const limits = MARKUP_LIMITS[plan.markupKind];
    if (plan.markup < limits.min || plan.markup > limits.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['markup'],
        message:
          plan.markupKind === 'percent'
            ? 'A markup from −50 % to +100 %.'
            : 'A markup from −$1,000 to +$1,000 a night.',
      });
    }
  });
export type RatePlanInput = z.infer<typeof ratePlanSchema>;

export const updateRatePlanSchema = z.object({ id: z.uuid(), plan: ratePlanSchema });
export const ratePlanIdSchema = z.object({ id: z.uuid() });
export const repackMoveIdSchema = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** A markup as staff type it (15 for +15 %, 10 for +$10) in its stored units (both × 100). */
export function markupFromInput(value: number): number {
  return Math.round(value * 100);
}

/** A markup as staff read it: "+15 %", "−10 %", "+$10.00", "No markup". */
export function formatMarkup(kind: 'percent' | 'amount', markup: number): string {
  if (markup === 0) return 'No markup';
  const sign = markup > 0 ? '+' : '−';
  const size = Math.abs(markup) / 100;
  return kind === 'percent' ? `${sign}${size} %` : `${sign}$${size.toFixed(2)}`;
}
