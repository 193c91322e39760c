import type { RouterOutputs } from '@/lib/router-types';

export type StayRegistrations = RouterOutputs['registrations']['ofStay'];
export type RegistrationGuest = StayRegistrations['guests'][number];
export type HouseRules = NonNullable<StayRegistrations['rules']>;

/** The name the desk knows a guest by: the registration's, else the booked one, else "Guest N". */
export function guestName(guest: RegistrationGuest): string {
  return guest.registration?.fullName || guest.bookedName.trim() || `Guest ${guest.guestNo}`;
}
