import { describe, expect, it } from 'vitest';
import { locationOfAnswer } from './location-probe';

const info = {
  slug: 'garden-city',
  status: 'coming_soon',
  propertyName: 'Garden City Suites',
  propertyNameAr: 'جاردن سيتي سويتس',
  address: '5 Ahmed Pasha Street',
  addressAr: '5 شارع أحمد باشا',
  phone: '',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: '',
  houseRules: '',
  contactEmail: '',
  whatsapp: '',
};
const answer = (json: unknown) => ({ result: { data: { json } } });

describe('the property a page names, as the server answers', () => {
  it('reads the property from tRPC’s answer', () => {
    expect(locationOfAnswer(answer(info))).toEqual(info);
    expect(locationOfAnswer(answer({ ...info, propertyNameAr: null }))?.propertyNameAr).toBeNull();
    expect(locationOfAnswer(answer({ ...info, addressAr: null }))?.addressAr).toBeNull();
  });

  it('refuses anything else', () => {
    expect(locationOfAnswer(null)).toBeUndefined();
    expect(locationOfAnswer({ error: { json: { message: 'Not found.' } } })).toBeUndefined();
    expect(locationOfAnswer(answer({ ...info, status: 'closed' }))).toBeUndefined();
    expect(locationOfAnswer(answer({ ...info, propertyName: 7 }))).toBeUndefined();
    expect(locationOfAnswer(answer({ ...info, addressAr: 7 }))).toBeUndefined();
    const { addressAr: _addressAr, ...withoutArabicAddress } = info;
    expect(locationOfAnswer(answer(withoutArabicAddress))).toBeUndefined();
    const { address: _address, ...withoutAddress } = info;
    expect(locationOfAnswer(answer(withoutAddress))).toBeUndefined();
  });
});
