import { i18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/client';
import { APP_ERROR_MESSAGES, type AppErrorCode } from '@zamalek/domain/app-errors';
import { beforeAll, describe, expect, it } from 'vitest';
import arBooking from '@/lib/i18n/messages/ar.booking.json';
import { messages as arCompiled } from '@/lib/i18n/messages/ar.booking.json?lingui';
import enBooking from '@/lib/i18n/messages/en.booking.json';
import { serverError } from '@/lib/trpc-error-fixture';
import { describeBookingFailure, REFUSAL_WORDS, SOMETHING_WENT_WRONG } from './booking-errors';

const en: Record<string, string> = enBooking;
const ar: Record<string, string> = arBooking;

describe('booking failures', () => {
  it('sends the guest back to step 1 when the suite was just taken or withdrawn', () => {
    const taken = APP_ERROR_MESSAGES.STAY_TAKEN;
    expect(
      describeBookingFailure(serverError(taken, { code: 'CONFLICT', appCode: 'STAY_TAKEN' })),
    ).toEqual({ message: taken, backToDates: true, priceChanged: false });
    const gone = APP_ERROR_MESSAGES.SUITE_UNAVAILABLE;
    expect(
      describeBookingFailure(
        serverError(gone, { code: 'NOT_FOUND', appCode: 'SUITE_UNAVAILABLE' }),
      ),
    ).toEqual({ message: gone, backToDates: true, priceChanged: false });
  });

  it('reads validation messages per field rather than the raw issue list', () => {
    const error = serverError('[{"code":"custom"…}]', {
      code: 'BAD_REQUEST',
      fieldErrors: {
        'guest.email': 'Please enter a valid email address',
        'guest.guestNames': 'Please enter at least one guest name',
      },
    });
    expect(describeBookingFailure(error)).toEqual({
      message: 'Please enter a valid email address Please enter at least one guest name',
      backToDates: false,
      priceChanged: false,
    });
  });

  it('keeps the guest on the review step, with the new price, when the rates just changed', () => {
    const message = APP_ERROR_MESSAGES.PRICE_CHANGED;
    expect(
      describeBookingFailure(serverError(message, { code: 'CONFLICT', appCode: 'PRICE_CHANGED' })),
    ).toEqual({ message, backToDates: false, priceChanged: true });
  });

  it("shows the server's own message for other refusals, on the same step", () => {
    const message = APP_ERROR_MESSAGES.TOO_MANY_BOOKINGS;
    const error = serverError(message, { code: 'TOO_MANY_REQUESTS', appCode: 'TOO_MANY_BOOKINGS' });
    expect(describeBookingFailure(error)).toEqual({
      message,
      backToDates: false,
      priceChanged: false,
    });
  });

  it('falls back to the generic message for network, internal and unknown failures', () => {
    expect(describeBookingFailure(new TypeError('Failed to fetch'))).toEqual({
      message: SOMETHING_WENT_WRONG,
      backToDates: false,
      priceChanged: false,
    });
    expect(describeBookingFailure(new TRPCClientError('socket hang up'))).toEqual({
      message: SOMETHING_WENT_WRONG,
      backToDates: false,
      priceChanged: false,
    });
    expect(
      describeBookingFailure(
        serverError('An unexpected error occurred', { code: 'INTERNAL_SERVER_ERROR' }),
      ),
    ).toEqual({ message: SOMETHING_WENT_WRONG, backToDates: false, priceChanged: false });
  });
});

describe('booking failures in Arabic', () => {
  beforeAll(() => {
    i18n.load('ar', arCompiled);
    i18n.activate('ar');
  });

  const mapped = Object.entries(REFUSAL_WORDS) as [keyof typeof REFUSAL_WORDS, string][];

  it('has words in both languages for every refusal it maps, the English ones the server’s', () => {
    for (const [code, id] of mapped) {
      expect(en[id], code).toBe(APP_ERROR_MESSAGES[code]);
      expect(ar[id], code).toMatch(/[\u0600-\u06ff]/);
    }
    expect(en['refusal.generic']).toBe(SOMETHING_WENT_WRONG);
  });

  it('maps every refusal of the wizard’s calls', () => {
    const wizardCodes: AppErrorCode[] = [
      'STAY_TAKEN',
      'SUITE_UNAVAILABLE',
      'TOO_MANY_GUESTS',
      'INVALID_STAY',
      'TOO_MANY_BOOKINGS',
      'TOO_MANY_FAILED_BOOKINGS',
      'BOOKING_REQUEST_REUSED',
      'STAY_NOT_SELLABLE',
      'PRICE_CHANGED',
      'DATABASE_UNAVAILABLE',
      'CONTROL_CHARACTERS',
      'PROPERTY_NOT_OPEN',
      'PROPERTY_REQUIRED',
    ];
    expect(Object.keys(REFUSAL_WORDS).sort()).toEqual([...wizardCodes].sort());
  });

  it.each(mapped)('words %s in Arabic by its code, keeping where it sends the guest', (code) => {
    // The server's English message (with details for some codes) is never shown in Arabic.
    const error = serverError('Nile sleeps up to 2 guests.', { code: 'CONFLICT', appCode: code });
    const english = describeBookingFailure(error, 'en');
    const arabic = describeBookingFailure(error, 'ar');
    expect(english.message).toBe('Nile sleeps up to 2 guests.');
    expect(arabic).toEqual({ ...english, message: ar[REFUSAL_WORDS[code]] });
  });

  it('words a stay rule generically; step 1’s refreshed list then shows the rule itself', () => {
    const error = serverError('These dates need a stay of at least 3 nights.', {
      code: 'BAD_REQUEST',
      appCode: 'STAY_NOT_SELLABLE',
    });
    expect(describeBookingFailure(error, 'ar')).toEqual({
      message: 'لا يمكن حجز هذا الجناح في هذه التواريخ.',
      backToDates: true,
      priceChanged: false,
    });
  });

  it('words invalid fields by field, once each', () => {
    const error = serverError('[{"code":"custom"…}]', {
      code: 'BAD_REQUEST',
      fieldErrors: {
        'guest.email': 'Please enter a valid email address',
        'guest.guestNames': 'Please enter at least one guest name',
        'guest.guestNames.0': 'Guest names are limited to 100 characters',
        'guest.guestNames.1': 'Guest names are limited to 100 characters',
      },
    });
    expect(describeBookingFailure(error, 'ar').message).toBe(
      [ar['validation.email'], ar['validation.guestNamesMin'], ar['validation.guestName']].join(
        ' ',
      ),
    );
  });

  it('words unknown refusals and network failures with the generic sentence', () => {
    const generic = 'حدث خطأ ما. يُرجى المحاولة مجددًا.';
    expect(describeBookingFailure(new TypeError('Failed to fetch'), 'ar').message).toBe(generic);
    const other = serverError('Not found.', { code: 'NOT_FOUND', appCode: 'NOT_FOUND' });
    expect(describeBookingFailure(other, 'ar').message).toBe(generic);
  });
});
