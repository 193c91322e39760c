import { describe, expect, it } from 'vitest';
import { holdsSoldOutNight, lastCheckOut, settleRange } from './sold-out-days';
import { soldOutOfAnswer } from './sold-out-probe';

const soldOut = new Set(['2027-03-10', '2027-03-14']);

describe('the calendar and the sold-out nights', () => {
  it('knows a stay holds a sold-out night, but not one that leaves that morning', () => {
    expect(holdsSoldOutNight(soldOut, { checkIn: '2027-03-08', checkOut: '2027-03-11' })).toBe(
      true,
    );
    expect(holdsSoldOutNight(soldOut, { checkIn: '2027-03-08', checkOut: '2027-03-10' })).toBe(
      false,
    );
    expect(holdsSoldOutNight(soldOut, { checkIn: '2027-03-11', checkOut: '2027-03-14' })).toBe(
      false,
    );
  });

  it('offers the first sold-out night after a check-in as its last check-out day', () => {
    expect(lastCheckOut(soldOut, { checkIn: '2027-03-11' })).toBe('2027-03-14');
    expect(lastCheckOut(soldOut, { checkIn: '2027-03-01' })).toBe('2027-03-10');
    expect(lastCheckOut(soldOut, { checkIn: '2027-03-15' })).toBeUndefined();
    // Only while the check-out is being picked.
    expect(lastCheckOut(soldOut, {})).toBeUndefined();
    expect(
      lastCheckOut(soldOut, { checkIn: '2027-03-11', checkOut: '2027-03-13' }),
    ).toBeUndefined();
  });

  it('starts a new stay on the day clicked when the range would hold a sold-out night', () => {
    const across = { checkIn: '2027-03-08', checkOut: '2027-03-12' };
    expect(settleRange(soldOut, across, '2027-03-12')).toEqual({
      checkIn: '2027-03-12',
      checkOut: undefined,
    });
    // Clicked before the check-in, across a sold-out night: that day is the new check-in.
    expect(
      settleRange(soldOut, { checkIn: '2027-03-09', checkOut: '2027-03-12' }, '2027-03-09'),
    ).toEqual({ checkIn: '2027-03-09', checkOut: undefined });
    const clear = { checkIn: '2027-03-11', checkOut: '2027-03-14' };
    expect(settleRange(soldOut, clear, '2027-03-14')).toBe(clear);
    // A sold-out night never becomes a check-in.
    expect(
      settleRange(soldOut, { checkIn: '2027-03-10', checkOut: '2027-03-14' }, '2027-03-14'),
    ).toEqual({});
  });

  it('reads the server’s answer, and nothing else', () => {
    const answer = { result: { data: { json: { nights: ['2027-03-10'] } } } };
    expect(soldOutOfAnswer(answer)).toEqual(new Set(['2027-03-10']));
    expect(soldOutOfAnswer({ result: { data: { json: { nights: ['soon'] } } } })).toBeUndefined();
    expect(soldOutOfAnswer({ error: { json: { message: 'Please check your dates.' } } })).toBe(
      undefined,
    );
    expect(soldOutOfAnswer(null)).toBeUndefined();
  });
});
