import {
  REGISTRATION_MESSAGES,
  registrationSchema,
} from '@zamalek/domain/registrations/registration';
import { describe, expect, it } from 'vitest';
import { registrationDefaults, registrationInput } from './registration-form';
import type { RegistrationGuest } from './types';

const reservationId = '8d0c6a5e-1f7b-4b55-9a53-5a0c1b2d3e4f';
const child: RegistrationGuest = {
  guestNo: 3,
  bookedName: 'Omar Hassan',
  adult: false,
  registration: null,
  missing: ['date of birth'],
  status: 'missing',
  idPhotos: [],
};

describe('the registration form', () => {
  it('starts from the booked name and the booked age of a guest not registered yet', () => {
    expect(registrationDefaults(child)).toEqual({
      adult: false,
      fullName: 'Omar Hassan',
      nationality: '',
      dateOfBirth: '',
      idType: '',
      idNumber: '',
      idExpiry: '',
      residenceCountry: '',
    });
  });

  it('sends a choice left empty as none, and the schema keeps empty texts as none', () => {
    const input = registrationInput(
      { ...registrationDefaults(child), dateOfBirth: '2019-04-02', idType: 'visa' },
      { reservationId, guestNo: 3 },
    );
    expect(input).toMatchObject({ nationality: null, idType: null, guestNo: 3 });
    expect(registrationSchema.parse(input)).toMatchObject({
      fullName: 'Omar Hassan',
      dateOfBirth: '2019-04-02',
      idNumber: null,
      idExpiry: null,
    });
  });

  it('is refused without a full name, in the words the desk reads', () => {
    const input = registrationInput(
      { ...registrationDefaults(child), fullName: '  ', nationality: 'Egyptian' },
      { reservationId, guestNo: 3 },
    );
    expect(input.nationality).toBe('Egyptian');
    const parsed = registrationSchema.safeParse(input);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      REGISTRATION_MESSAGES.fullName,
    ]);
  });
});
