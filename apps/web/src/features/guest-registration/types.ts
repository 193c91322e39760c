import type { RouterOutputs } from '@/lib/router-types';

/** The guest's own view of their stay's registration, once the last name is given. */
export type LinkStay = RouterOutputs['guestRegistrationLink']['enter'];
export type LinkGuest = LinkStay['guests'][number];

/** What every call of the page carries: the link's secret and the booking's last name. */
export interface LinkAccess {
  token: string;
  lastName: string;
}
