import { locationAddress, type PublicLocation } from '@zamalek/domain/locations';
import type { PublicPropertyInfo } from '@zamalek/domain/settings';
import { whatsappLink } from '@zamalek/domain/settings';

interface SuiteForData {
  name: string;
  description: string;
  facts: { maxGuests: number; bedding: string };
  nightlyRateCents: number | null;
}

/**
 * schema.org LodgingBusiness with its suites as HotelRoom offers (search engines' rich results);
 * the address in the page's language, as the suites are.
 */
export function lodgingData(
  property: PublicPropertyInfo & Pick<PublicLocation, 'addressAr'>,
  suites: SuiteForData[],
  { url, lang }: { url: string; lang: 'en' | 'ar' },
) {
  const whatsapp = whatsappLink(property.whatsapp);
  const address = locationAddress(property, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: property.propertyName,
    url,
    ...(address ? { address } : {}),
    ...(property.phone ? { telephone: property.phone } : {}),
    ...(property.contactEmail ? { email: property.contactEmail } : {}),
    ...(whatsapp ? { sameAs: [whatsapp] } : {}),
    checkinTime: property.checkInTime,
    checkoutTime: property.checkOutTime,
    containsPlace: suites.map((suite) => ({
      '@type': 'HotelRoom',
      name: suite.name,
      description: suite.description,
      bed: suite.facts.bedding,
      occupancy: { '@type': 'QuantitativeValue', maxValue: suite.facts.maxGuests },
      ...(suite.nightlyRateCents !== null
        ? {
            offers: {
              '@type': 'Offer',
              price: (suite.nightlyRateCents / 100).toFixed(2),
              priceCurrency: 'USD',
              unitText: 'night',
            },
          }
        : {}),
    })),
  };
}

/**
 * JSON-LD as data: browsers never run a script of this type, so the CSP's script-src does not
 * apply and no nonce is needed. `<` is escaped so no text can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, never executed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
