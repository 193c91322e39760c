// The public site's view of a property. Free of zod: the web's route table reads it.

/** Whether a property takes bookings: a property coming soon is shown, but books nothing. */
export const PROPERTY_STATUSES = ['open', 'coming_soon'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** A property as the public site lists it (Locations, its own page): never an id. */
export interface PublicLocation {
  slug: string;
  propertyName: string;
  propertyNameAr: string | null;
  address: string;
  addressAr: string | null;
  status: PropertyStatus;
}

/** The property's name in a page's language: its Arabic name where it has one. */
export function locationName(
  location: Pick<PublicLocation, 'propertyName' | 'propertyNameAr'>,
  lang: 'en' | 'ar',
): string {
  return lang === 'ar' && location.propertyNameAr ? location.propertyNameAr : location.propertyName;
}

/** The property's address in a page's or a mail's language: its Arabic one where it has one. */
export function locationAddress(
  location: Pick<PublicLocation, 'address' | 'addressAr'>,
  lang: 'en' | 'ar',
): string {
  return lang === 'ar' && location.addressAr ? location.addressAr : location.address;
}
