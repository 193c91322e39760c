import { describe, expect, it } from 'vitest';
import { cardDeskSteps, offersDeskStep } from '@/features/dashboard/card-desk-steps';

const all = {
  checkIn: true,
  checkOut: true,
  earlyCheckOut: true,
  undoCheckIn: true,
  undoCheckOut: true,
};

describe('cardDeskSteps', () => {
  it('offers check-in on arrivals and check-out on departures and in-house stays', () => {
    expect(cardDeskSteps('arrivals', all)).toMatchObject({ checkIn: true, checkOut: false });
    expect(cardDeskSteps('departures', all)).toMatchObject({
      checkIn: false,
      checkOut: true,
      earlyCheckOut: true,
    });
    expect(cardDeskSteps('inHouse', all).checkOut).toBe(true);
    expect(offersDeskStep(cardDeskSteps('newBookings', all))).toBe(false);
  });

  it('never offers what the server did not allow, nor an undo', () => {
    const none = { ...all, checkIn: false, checkOut: false };
    expect(offersDeskStep(cardDeskSteps('arrivals', none))).toBe(false);
    expect(offersDeskStep(cardDeskSteps('departures', none))).toBe(false);
    expect(cardDeskSteps('departures', all).undoCheckOut).toBe(false);
  });
});
