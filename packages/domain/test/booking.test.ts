import {
  BOOKING_HORIZON_DAYS,
  GUEST_NAMES_OVER_GUESTS_MESSAGE,
  guestDetailsSchema,
  MAX_STAY_NIGHTS,
  publicBookingSchema,
  stayDatesProblem,
  stayDatesSchema,
  stayWindowProblem,
} from '@zamalek/domain/booking';
import { addDaysIso } from '@zamalek/domain/dates';
import { describe, expect, it } from 'vitest';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('stayDatesSchema', () => {
  it('accepts a stay of one night up to the online maximum', () => {
    expect(
      stayDatesSchema.safeParse({ checkIn: '2026-03-10', checkOut: '2026-03-11' }).success,
    ).toBe(true);
    const longest = { checkIn: '2026-03-10', checkOut: addDaysIso('2026-03-10', MAX_STAY_NIGHTS) };
    expect(stayDatesSchema.safeParse(longest).success).toBe(true);
  });

  it('needs check-out after check-in', () => {
    const result = stayDatesSchema.safeParse({ checkIn: '2026-03-10', checkOut: '2026-03-10' });
    expect(messages(result)).toEqual(['Check-out date must be after check-in date']);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['checkOut'],
      params: { rule: 'checkOutAfterCheckIn' },
    });
  });

  it('refuses stays longer than the online maximum', () => {
    const result = stayDatesSchema.safeParse({
      checkIn: '2026-03-10',
      checkOut: addDaysIso('2026-03-10', MAX_STAY_NIGHTS + 1),
    });
    expect(messages(result)).toEqual([
      `Stays are limited to ${MAX_STAY_NIGHTS} nights online; please contact us for longer stays`,
    ]);
    expect(result.error?.issues[0]).toMatchObject({ params: { rule: 'maxNights' } });
  });

  it('rejects dates that do not exist', () => {
    const result = stayDatesSchema.safeParse({ checkIn: '2026-02-30', checkOut: '2026-03-02' });
    expect(messages(result)).toContain('Please choose a valid date');
  });
});

describe('stayDatesProblem', () => {
  const today = '2026-03-15';

  it('allows arriving today, and up to the booking horizon', () => {
    expect(stayDatesProblem({ checkIn: today, checkOut: '2026-03-16' }, today)).toBeNull();
    const last = addDaysIso(today, BOOKING_HORIZON_DAYS);
    expect(stayDatesProblem({ checkIn: last, checkOut: addDaysIso(last, 1) }, today)).toBeNull();
  });

  it('refuses a check-in in the past', () => {
    expect(stayDatesProblem({ checkIn: '2026-03-14', checkOut: '2026-03-16' }, today)).toBe(
      'Check-in date cannot be in the past',
    );
    expect(stayWindowProblem({ checkIn: '2026-03-14', checkOut: '2026-03-16' }, today)).toBe(
      'past',
    );
  });

  it('refuses a check-in beyond the horizon', () => {
    const tooFar = addDaysIso(today, BOOKING_HORIZON_DAYS + 1);
    expect(stayDatesProblem({ checkIn: tooFar, checkOut: addDaysIso(tooFar, 1) }, today)).toBe(
      'Bookings can be made up to 18 months ahead',
    );
    expect(stayWindowProblem({ checkIn: tooFar, checkOut: addDaysIso(tooFar, 1) }, today)).toBe(
      'beyondHorizon',
    );
  });
});

describe('guestDetailsSchema', () => {
  const valid = {
    adults: 2,
    children: 1,
    guestNames: ['Sophie Martin'],
    email: 'sophie@orange.fr',
  };

  it('drops blank guest names and fills optional fields with empty text', () => {
    expect(
      guestDetailsSchema.parse({ ...valid, guestNames: [' Sophie Martin ', '  ', 'Julien'] }),
    ).toEqual({
      adults: 2,
      children: 1,
      guestNames: ['Sophie Martin', 'Julien'],
      email: 'sophie@orange.fr',
      phone: '',
      nationality: '',
      specialRequests: '',
    });
  });

  it('needs at least one non-blank guest name', () => {
    const result = guestDetailsSchema.safeParse({ ...valid, guestNames: ['', '  '] });
    expect(messages(result)).toEqual(['Please enter at least one guest name']);
    expect(result.error?.issues[0]).toMatchObject({ path: ['guestNames'], code: 'too_small' });
  });

  it('takes a name per guest at most', () => {
    const names = Array.from({ length: 15 }, (_, i) => `Guest ${i + 1}`);
    const result = guestDetailsSchema.safeParse({
      ...valid,
      adults: 1,
      children: 0,
      guestNames: names,
    });
    expect(messages(result)).toEqual([GUEST_NAMES_OVER_GUESTS_MESSAGE]);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['guestNames'],
      params: { rule: 'namesOverGuests' },
    });
    const three = { ...valid, guestNames: names.slice(0, 3) };
    expect(guestDetailsSchema.safeParse(three).success).toBe(true);
  });

  it('takes at most 15 names, blank rows aside', () => {
    const names = [...Array.from({ length: 16 }, (_, i) => `Guest ${i + 1}`), ' '];
    const result = guestDetailsSchema.safeParse({ ...valid, guestNames: names });
    expect(messages(result)).toEqual(['At most 15 guest names']);
    expect(result.error?.issues[0]).toMatchObject({ path: ['guestNames'], code: 'too_big' });
    const party = { ...valid, adults: 10, children: 5 };
    expect(guestDetailsSchema.safeParse({ ...party, guestNames: names.slice(1) }).success).toBe(
      true,
    );
  });

  it('needs an adult, and at most 10 adults and 10 children', () => {
    expect(messages(guestDetailsSchema.safeParse({ ...valid, adults: 0 }))).toEqual([
      'At least one adult is required',
    ]);
    expect(guestDetailsSchema.safeParse({ ...valid, adults: 11 }).success).toBe(false);
    expect(guestDetailsSchema.safeParse({ ...valid, children: 11 }).success).toBe(false);
    expect(guestDetailsSchema.safeParse({ ...valid, children: -1 }).success).toBe(false);
  });

  it('checks the e-mail and phone shapes', () => {
    expect(messages(guestDetailsSchema.safeParse({ ...valid, email: 'sophie' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(guestDetailsSchema.parse({ ...valid, phone: '+20 (100) 123-4567' }).phone).toBe(
      '+20 (100) 123-4567',
    );
    expect(messages(guestDetailsSchema.safeParse({ ...valid, phone: '0100 CALL ME' }))).toEqual([
      'Please enter a valid phone number',
    ]);
  });
});

describe('publicBookingSchema', () => {
  it('needs a suite id, valid dates and guest details', () => {
    const booking = {
      unitId: '7d4f9b8e-2c1a-4e5b-9f3d-6a8b0c2e4f61',
      stay: { checkIn: '2026-03-10', checkOut: '2026-03-12' },
      guest: { adults: 1, children: 0, guestNames: ['Laura Schmidt'], email: 'laura@web.de' },
    };
    expect(publicBookingSchema.safeParse(booking).success).toBe(true);
    expect(messages(publicBookingSchema.safeParse({ ...booking, unitId: 'Z-101' }))).toEqual([
      'Please choose a suite',
    ]);
  });
});
