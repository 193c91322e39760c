import { TRPCClientError } from '@trpc/client';
import { APP_ERROR_MESSAGES } from '@zamalek/domain/app-errors';
import { describe, expect, it } from 'vitest';
import { serverError } from '@/lib/trpc-error-fixture';
import { describeBookingFailure, SOMETHING_WENT_WRONG } from './booking-errors';

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
