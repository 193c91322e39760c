import { z } from 'zod';

/**
 * What a public procedure may name: the property it is about, by its slug. Without one, the
 * installation's only open property; a slug no property has is "not found".
 */
export const publicSiteSchema = z.object({ property: z.string().min(1).max(64).optional() });
export type PublicSiteInput = z.input<typeof publicSiteSchema>;
