import { z } from 'zod';

export const LIVE_ENTITIES = [
  'reservations',
  'units',
  'profiles',
  'users',
  'properties',
  'role_capabilities',
  'unit_holds',
  'rate_seasons',
  'room_types',
  'price_charges',
  'room_problems',
  'journals',
  'folios',
  'cash_drawers',
  'folio_extras',
  'guest_registrations',
  'registration_id_photos',
  // No trigger: the channel use cases announce conflicts themselves (queries/live.ts).
  'channel_conflicts',
] as const;
export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/**
 * What a NOTIFY carries: which row of which table changed, and whose property it is (null: the
 * organisation's, like an account), never personal data.
 */
export const liveChangeSchema = z.object({
  entity: z.enum(LIVE_ENTITIES),
  id: z.string(),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  property: z.string().nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const LIVE_CHANNEL = 'app_changes';

/**
 * What a live subscriber receives: one change, or `resync` when this server may have missed
 * changes (its database connection was re-established) and everything shown must be refetched.
 */
export type LiveMessage = ({ kind: 'change' } & LiveChange) | { kind: 'resync' };
