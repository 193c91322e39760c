export const ROLES = ['admin', 'manager', 'front_desk', 'housekeeping'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  front_desk: 'Front desk',
  housekeeping: 'Housekeeping',
};

export function roleLabel(role: Role | null): string {
  return role ? ROLE_LABELS[role] : 'No role';
}

/** Everything the back office can do; the permission matrix maps each to the roles allowed. */
export const CAPABILITIES = [
  'reservations.view',
  'reservations.viewContact',
  'reservations.create',
  'reservations.edit',
  'reservations.delete',
  'documents.download',
  'rooms.view',
  'rooms.manage',
  'users.manage',
  'guests.view',
  'analytics.view',
  'myReservations.view',
  'reservations.checkInOut',
  'reservations.move',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const STAFF: readonly Role[] = ['admin', 'manager', 'front_desk', 'housekeeping'];

export const PERMISSIONS: Record<Capability, readonly Role[]> = {
  'reservations.view': STAFF,
  'reservations.viewContact': ['admin', 'manager', 'front_desk'],
  'reservations.create': ['admin', 'manager'],
  'reservations.edit': ['admin', 'manager'],
  'reservations.delete': ['admin'],
  'documents.download': ['admin', 'manager', 'front_desk'],
  'rooms.view': STAFF,
  'rooms.manage': ['admin'],
  'users.manage': ['admin'],
  'guests.view': ['admin'],
  'analytics.view': ['admin'],
  // Sales agents without a staff role still see their own sales.
  'myReservations.view': [],
  // Arrivals and departures at the desk (and their same-day undo).
  'reservations.checkInOut': ['admin', 'manager', 'front_desk'],
  // Moving a stay to another room or dates, extending or shortening it (calendar drag and dialog).
  'reservations.move': ['admin', 'manager'],
};

/** Capabilities open to every signed-in user, whatever their role (or none). */
const OPEN_TO_ALL_SIGNED_IN: ReadonlySet<Capability> = new Set(['myReservations.view']);

export function can(role: Role | null, capability: Capability): boolean {
  if (OPEN_TO_ALL_SIGNED_IN.has(capability)) return true;
  return role !== null && PERMISSIONS[capability].includes(role);
}

export function isStaff(role: Role | null): role is Role {
  return role !== null && STAFF.includes(role);
}
