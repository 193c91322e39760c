import { isOneOf } from './type-guards';

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
  'reservations.viewMoney',
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
  'settings.manage',
  'rooms.housekeeping',
  'rooms.inspect',
  'rooms.holds',
  'channels.manage',
  'rates.manage',
  'rates.override',
  'rooms.present',
  'folio.view',
  'folio.post',
  'folio.correct',
  'folio.transfer',
  'ledger.view',
  'cash.handover',
  'commission.pay',
  'landlords.manage',
  'registrations.manage',
  'registrations.override',
  'registrations.export',
  'guests.export',
  'guests.erase',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const KNOWN_CAPABILITIES: ReadonlySet<string> = new Set(CAPABILITIES);
/** Stored names are checked: one a newer release no longer has is ignored, never trusted. */
export function isCapability(value: string): value is Capability {
  return KNOWN_CAPABILITIES.has(value);
}

const STAFF: readonly Role[] = ['admin', 'manager', 'front_desk', 'housekeeping'];

export const PERMISSIONS: Record<Capability, readonly Role[]> = {
  'reservations.view': STAFF,
  'reservations.viewContact': ['admin', 'manager', 'front_desk'],
  // What stays cost: prices, totals, taxes, commissions and net revenue, wherever a stay is read.
  'reservations.viewMoney': ['admin', 'manager', 'front_desk'],
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
  // Property settings and the roles' permissions.
  'settings.manage': ['admin'],
  // The housekeeping board and marking rooms clean or dirty: the housekeepers, and the desk, who
  // often finds a room soiled or turns one around on a quiet night.
  'rooms.housekeeping': ['admin', 'manager', 'front_desk', 'housekeeping'],
  // Inspecting a cleaned room, and taking a room out of order or back into service: supervisors.
  'rooms.inspect': ['admin', 'manager'],
  // Blocking a room for maintenance, owner use or another reason (holds), and editing or removing it.
  'rooms.holds': ['admin', 'manager'],
  // Channel sync: the rooms' export URLs and the channels' feed URLs, which are secrets.
  'channels.manage': ['admin'],
  // The rate calendar: seasons, weekend rates, stay restrictions and room-type discounts.
  'rates.manage': ['admin', 'manager'],
  // Setting a stay's nightly price instead of the quote's (recorded in its history).
  'rates.override': ['admin', 'manager'],
  // How the public site presents each room type: names, texts, amenities and photos.
  'rooms.present': ['admin', 'manager'],
  // A stay's folio: its charges, payments, deposits and balance.
  'folio.view': ['admin', 'manager', 'front_desk'],
  // Posting extras and taking payments and deposits (the desk's daily money).
  'folio.post': ['admin', 'manager', 'front_desk'],
  // Refunds and corrections (reversals), each with a reason: supervisors.
  'folio.correct': ['admin', 'manager'],
  // Moving what a stay owes to a company's account (the company pays it later).
  'folio.transfer': ['admin', 'manager'],
  // The day close's report: revenue, money taken by method, balances left open.
  'ledger.view': ['admin', 'manager'],
  // Receiving the desk's cash drawers (counting them), the cash still held, and their export.
  'cash.handover': ['admin', 'manager'],
  // What the sales sources earned in commission and are owed, and paying it out.
  'commission.pay': ['admin', 'manager'],
  // Landlords: their rooms and terms, their monthly statements and paying them what they are owed.
  'landlords.manage': ['admin'],
  // Guests' registrations: their identity documents' details and signatures (personal data).
  'registrations.manage': ['admin', 'manager', 'front_desk'],
  // Checking guests in before every adult has signed, where the property requires it (audited).
  'registrations.override': ['admin', 'manager'],
  // The lists of registered guests for the police and the ministry (personal data, audited).
  'registrations.export': ['admin', 'manager'],
  // A guest's request for everything the property holds about them, as a file (personal data,
  // audited).
  'guests.export': ['admin', 'manager'],
  // Erasing a guest's personal data on their request once their stays are over: it cannot be
  // undone, so admins only (audited).
  'guests.erase': ['admin'],
};

/** Capabilities open to every signed-in user, whatever their role (or none). */
const OPEN_TO_ALL_SIGNED_IN: ReadonlySet<Capability> = new Set(['myReservations.view']);

/** Whether the default permission matrix lets `role` do it (before an admin's adjustments). */
export function allowedByDefault(role: Role | null, capability: Capability): boolean {
  if (OPEN_TO_ALL_SIGNED_IN.has(capability)) return true;
  return role !== null && PERMISSIONS[capability].includes(role);
}

export function isStaff(role: Role | null): role is Role {
  return role !== null && STAFF.includes(role);
}

/**
 * Roles and capabilities an admin may adjust on the Settings page. Admins always keep the whole
 * matrix, and managing users and settings stays with them: granting either would let a role make
 * itself admin. Channel sync stays with them too: it shows the channels' feed URLs and the rooms'
 * export URLs, secrets that would let anyone holding them read or feed the calendars.
 */
export const ADJUSTABLE_ROLES = ['manager', 'front_desk', 'housekeeping'] as const;
export type AdjustableRole = (typeof ADJUSTABLE_ROLES)[number];
const FIXED_CAPABILITIES: ReadonlySet<Capability> = new Set([
  'users.manage',
  'settings.manage',
  'myReservations.view',
  'channels.manage',
]);
export const ADJUSTABLE_CAPABILITIES: readonly Capability[] = CAPABILITIES.filter(
  (capability) => !FIXED_CAPABILITIES.has(capability),
);

export function isAdjustable(role: Role, capability: Capability): role is AdjustableRole {
  return isOneOf(ADJUSTABLE_ROLES, role) && !FIXED_CAPABILITIES.has(capability);
}

/** An admin's departure from the default matrix: `role` may (or may not) do `capability`. */
export interface CapabilityOverride {
  role: Role;
  capability: Capability;
  allowed: boolean;
}

/** What a role may do: the default matrix with the admin's adjustments applied. */
export function capabilitiesOf(
  role: Role | null,
  overrides: readonly CapabilityOverride[],
): Capability[] {
  return CAPABILITIES.filter((capability) => {
    const override =
      role === null || !isAdjustable(role, capability)
        ? undefined
        : overrides.find((o) => o.role === role && o.capability === capability);
    return override ? override.allowed : allowedByDefault(role, capability);
  });
}

/** Anyone whose capabilities are known: a signed-in user on the server or in the browser. */
export interface CapabilityHolder {
  capabilities: readonly Capability[];
}

export function can(holder: CapabilityHolder | null, capability: Capability): boolean {
  return holder?.capabilities.includes(capability) ?? false;
}

/**
 * Where a user starts after signing in: the desk's dashboard for those who book or check guests
 * in, the housekeeping board for housekeepers, a landlord's own pages for landlords, their own
 * sales for the others without a staff role.
 */
export function landingPath(
  holder: (CapabilityHolder & { landlord?: boolean }) | null,
): '/admin' | '/housekeeping' | '/owner' | '/my-reservations' {
  if (can(holder, 'reservations.create') || can(holder, 'reservations.checkInOut')) return '/admin';
  if (can(holder, 'rooms.housekeeping')) return '/housekeeping';
  if (can(holder, 'reservations.view')) return '/admin';
  if (holder?.landlord) return '/owner';
  return '/my-reservations';
}

/** How the Settings page names each capability an admin may adjust. */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  'reservations.view': 'See the dashboard, reservations and calendars',
  'reservations.viewContact': "See guests' contact details",
  'reservations.viewMoney': 'See prices, totals and commissions',
  'reservations.create': 'Create reservations and walk-ins',
  'reservations.edit': 'Edit reservations',
  'reservations.delete': 'Delete reservations',
  'reservations.checkInOut': 'Check guests in and out',
  'reservations.move': 'Move stays and change their dates',
  'documents.download': 'Download guest documents',
  'rooms.view': 'See rooms',
  'rooms.manage': 'Add and edit rooms',
  'rooms.holds': 'Block rooms (maintenance, owner use)',
  'users.manage': 'Manage users',
  'guests.view': 'See and export guests',
  'analytics.view': 'See revenue analytics',
  'myReservations.view': 'See their own sales',
  'settings.manage': 'Change property settings and permissions',
  'rooms.housekeeping': 'Use the housekeeping board and mark rooms clean or dirty',
  'rooms.inspect': 'Mark rooms inspected, or out of order and back',
  'channels.manage': 'Sync calendars with Booking.com and Airbnb',
  'rates.manage': 'Set seasons, rates and stay rules (rate calendar)',
  'rates.override': "Override a stay's quoted nightly price",
  'rooms.present': 'Edit how rooms are presented on the public site (names, texts, photos)',
  'folio.view': "See a stay's folio: charges, payments, deposits and balance",
  'folio.post': 'Post extras and take payments and deposits',
  'folio.correct': 'Refund money and correct folio entries',
  'folio.transfer': "Move a departing stay's balance to a company account",
  'ledger.view': 'See the day close: revenue, payments by method and balances left open',
  'cash.handover': "Receive and count the desk's cash drawers, and export the hand-overs",
  'commission.pay': 'See the commission owed to sales sources, and pay it',
  'landlords.manage': "Manage landlords' rooms and terms, issue their statements and pay them",
  'registrations.manage': "Fill in guests' registrations and have them signed",
  'registrations.override': 'Check guests in before their registrations are complete',
  'registrations.export': 'Export the lists of registered guests for the authorities',
  'guests.export': "Export a guest's personal data on their request",
  'guests.erase': "Erase a guest's personal data on their request",
};
