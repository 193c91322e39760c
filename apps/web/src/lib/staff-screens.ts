import type { LinkProps } from '@tanstack/react-router';
import type { Capability } from '@zamalek/domain/roles';
import {
  BanknoteIcon,
  BarChart3Icon,
  BedDoubleIcon,
  BookCheckIcon,
  CalendarDaysIcon,
  ClipboardListIcon,
  CloudIcon,
  HandCoinsIcon,
  IdCardIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  NotebookTextIcon,
  PresentationIcon,
  ReceiptIcon,
  SettingsIcon,
  SprayCanIcon,
  TagIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react';

/**
 * Where a screen is offered: a button in the header (staff only), an entry in the user menu, or
 * nowhere (reached by a link: the dashboard through the logo, a reservation from the lists).
 */
type Nav = 'header' | 'menu' | null;

/**
 * What someone without the screen's capability gets: taken to their own reservations (people
 * without a staff role land there), or told on the page that their role does not include it.
 */
type Refusal = { redirect: '/my-reservations' } | { noAccessTo: string };

export interface StaffScreen {
  path: NonNullable<LinkProps['to']>;
  label: string;
  icon: LucideIcon;
  /** Needed to open it; null: everyone signed in. */
  capability: Capability | null;
  nav: Nav;
  refusal: Refusal;
}

const OWN_RESERVATIONS: Refusal = { redirect: '/my-reservations' };

/**
 * Every back-office screen, in the order the header and the user menu list them. Adding a
 * screen or changing who may open one is a row here: the header and the user menu render from
 * it, and the route's guard (`RequireCapability screen=…`) reads it. The server checks every
 * call on its own.
 */
export const STAFF_SCREENS = {
  dashboard: {
    path: '/admin',
    label: 'Dashboard',
    icon: LayoutDashboardIcon,
    capability: 'reservations.view',
    nav: null,
    refusal: OWN_RESERVATIONS,
  },
  calendar: {
    path: '/calendar',
    label: 'Calendar View',
    icon: CalendarDaysIcon,
    capability: 'reservations.view',
    nav: 'header',
    refusal: OWN_RESERVATIONS,
  },
  rooms: {
    path: '/rooms',
    label: 'Rooms',
    icon: BedDoubleIcon,
    capability: 'rooms.view',
    nav: 'header',
    refusal: OWN_RESERVATIONS,
  },
  housekeeping: {
    path: '/housekeeping',
    label: 'Housekeeping',
    icon: SprayCanIcon,
    capability: 'rooms.housekeeping',
    nav: 'header',
    refusal: OWN_RESERVATIONS,
  },
  reservation: {
    path: '/reservation/$id',
    label: 'Reservation',
    icon: NotebookTextIcon,
    capability: 'reservations.view',
    nav: null,
    refusal: OWN_RESERVATIONS,
  },
  receipt: {
    path: '/receipt/$id',
    label: 'Receipt',
    icon: ReceiptIcon,
    capability: 'folio.view',
    nav: null,
    refusal: { noAccessTo: 'Receipts' },
  },
  presentation: {
    path: '/rooms/presentation',
    label: 'Suite presentation',
    icon: PresentationIcon,
    capability: 'rooms.present',
    nav: null,
    refusal: { noAccessTo: 'Suite presentation' },
  },
  myReservations: {
    path: '/my-reservations',
    label: 'My Reservations',
    icon: ClipboardListIcon,
    capability: null,
    nav: 'menu',
    refusal: OWN_RESERVATIONS,
  },
  users: {
    path: '/users',
    label: 'Users',
    icon: UserCogIcon,
    capability: 'users.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Users' },
  },
  guests: {
    path: '/guests',
    label: 'Guests',
    icon: UsersIcon,
    capability: 'guests.view',
    nav: 'menu',
    refusal: { noAccessTo: 'Guests' },
  },
  analytics: {
    path: '/analytics',
    label: 'Analytics',
    icon: BarChart3Icon,
    capability: 'analytics.view',
    nav: 'menu',
    refusal: { noAccessTo: 'Analytics' },
  },
  cash: {
    path: '/cash',
    label: 'Cash',
    icon: BanknoteIcon,
    capability: 'folio.post',
    nav: 'menu',
    refusal: { noAccessTo: 'Cash' },
  },
  commissions: {
    path: '/commissions',
    label: 'Commissions',
    icon: HandCoinsIcon,
    capability: 'commission.pay',
    nav: 'menu',
    refusal: { noAccessTo: 'Commissions' },
  },
  landlords: {
    path: '/landlords',
    label: 'Landlords',
    icon: KeyRoundIcon,
    capability: 'landlords.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Landlords' },
  },
  registrations: {
    path: '/registrations',
    label: 'Registrations',
    icon: IdCardIcon,
    // The day's arrivals are the desk's too; the lists for the authorities need
    // registrations.export, asked on the page.
    capability: 'registrations.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Registrations' },
  },
  dayClose: {
    path: '/day-close',
    label: 'Day close',
    icon: BookCheckIcon,
    capability: 'ledger.view',
    nav: 'menu',
    refusal: { noAccessTo: 'Day close' },
  },
  rates: {
    path: '/rates',
    label: 'Rates',
    icon: TagIcon,
    capability: 'rates.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Rates' },
  },
  channels: {
    path: '/channels',
    label: 'Channels',
    icon: CloudIcon,
    capability: 'channels.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Channels' },
  },
  settings: {
    path: '/settings',
    label: 'Settings',
    icon: SettingsIcon,
    capability: 'settings.manage',
    nav: 'menu',
    refusal: { noAccessTo: 'Settings' },
  },
} as const satisfies Record<string, StaffScreen>;

export type StaffScreenName = keyof typeof STAFF_SCREENS;

/** The screens offered at `nav`, in the table's order. */
export function staffScreensIn(nav: Exclude<Nav, null>): StaffScreen[] {
  return Object.values<StaffScreen>(STAFF_SCREENS).filter((screen) => screen.nav === nav);
}
