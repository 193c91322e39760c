import type { CapabilityHolder, Role } from '@zamalek/domain/roles';

/**
 * A signed-in user acting through a use case at a property: who is audited as having done it,
 * where, and what their role there may do.
 */
export interface Actor extends CapabilityHolder {
  id: string;
  role: Role | null;
  propertyId: string;
}

/** An anonymous visitor of the public site, known only by its connection. */
export interface Visitor {
  ip: string;
}

/** Wakes the outbox worker after a commit that queued mail. */
export interface MailKick {
  kick(): void;
}
