import { describe, expect, it } from 'vitest';
import { lodgingData } from './structured-data';

describe('the suites page’s schema.org data', () => {
  it('describes the property as a LodgingBusiness with its suites as HotelRooms', () => {
    const data = lodgingData(
      {
        propertyName: 'Zamalek Suites',
        address: '12 Hassan Sabry, Zamalek',
        addressAr: null,
        phone: '+20 2 0000 0000',
        checkInTime: '14:00',
        checkOutTime: '12:00',
        cancellationPolicy: '',
        houseRules: '',
        contactEmail: '',
        whatsapp: '201001234567',
      },
      [
        {
          name: 'Nile View One-Bedroom',
          description: 'A bright suite.',
          facts: { maxGuests: 2, bedding: '1 Queen Bed' },
          nightlyRateCents: 12_500,
        },
      ],
      { url: 'https://zamaleksuites.example/suites', lang: 'en' },
    );
    expect(data).toMatchObject({
      '@type': 'LodgingBusiness',
      checkinTime: '14:00',
      sameAs: ['https://wa.me/201001234567'],
      containsPlace: [
        { '@type': 'HotelRoom', name: 'Nile View One-Bedroom', offers: { price: '125.00' } },
      ],
    });
    expect(data).not.toHaveProperty('email');
  });

  it('gives the address in the page’s language: the Arabic one where the property has it', () => {
    const property = {
      propertyName: 'Garden City Suites',
      address: '5 Ahmed Pasha Street, Garden City',
      addressAr: '5 شارع أحمد باشا، جاردن سيتي',
      phone: '',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      cancellationPolicy: '',
      houseRules: '',
      contactEmail: '',
      whatsapp: '',
    };
    const url = 'https://zamaleksuites.example/ar/locations/garden-city';
    expect(lodgingData(property, [], { url, lang: 'ar' }).address).toBe(property.addressAr);
    expect(lodgingData(property, [], { url, lang: 'en' }).address).toBe(property.address);
    expect(lodgingData({ ...property, addressAr: null }, [], { url, lang: 'ar' }).address).toBe(
      property.address,
    );
    expect(lodgingData({ ...property, address: '' }, [], { url, lang: 'en' })).not.toHaveProperty(
      'address',
    );
  });
});
