import type { Actor } from '../actors';

/**
 * Who writes or signs a registration: a member of staff at the desk, or the guest from the
 * stay's registration link (no user: audited as the link).
 */
export type RegistrationAuthor = { propertyId: string; id: string | null; via: 'desk' | 'link' };

export function deskAuthor(actor: Actor): RegistrationAuthor {
  return { propertyId: actor.propertyId, id: actor.id, via: 'desk' };
}
