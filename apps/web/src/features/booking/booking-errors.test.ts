import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { describeBookingFailure, SOMETHING_WENT_WRONG } from './booking-errors';

function serverError(message: string, code: string, fieldErrors: Record<string, string> | null) {
  return new TRPCClientError(message, {
    result: {
      error: {
        message,
        code: -32000,
        data: { code, httpStatus: 400, path: 'public.book', fieldErrors },
      },
    },
  });
}

describe('booking failures', () => {
  it('sends the guest back to step 1 when the suite was just taken', () => {
    const message =
      'Sorry — those dates were just booked for this suite. Please choose other dates or another suite.';
    expect(describeBookingFailure(serverError(message, 'CONFLICT', null))).toEqual({
      message,
      backToDates: true,
    });
  });

  it('reads validation messages per field rather than the raw issue list', () => {
    const error = serverError('[{"code":"custom"…}]', 'BAD_REQUEST', {
      'guest.email': 'Please enter a valid email address',
      'guest.guestNames': 'Please enter at least one guest name',
    });
    expect(describeBookingFailure(error)).toEqual({
      message: 'Please enter a valid email address Please enter at least one guest name',
      backToDates: false,
    });
  });

  it("shows the server's own message for other refusals", () => {
    const message = 'Too many booking attempts from your connection. Please try again later.';
    expect(describeBookingFailure(serverError(message, 'TOO_MANY_REQUESTS', null))).toEqual({
      message,
      backToDates: false,
    });
  });

  it('falls back to the generic message for network and unknown failures', () => {
    expect(describeBookingFailure(new TypeError('Failed to fetch'))).toEqual({
      message: SOMETHING_WENT_WRONG,
      backToDates: false,
    });
    expect(describeBookingFailure(new TRPCClientError('socket hang up'))).toEqual({
      message: SOMETHING_WENT_WRONG,
      backToDates: false,
    });
  });
});
