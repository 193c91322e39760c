import { describe, expect, it } from 'vitest';
import { checkSeasonForm, type SeasonFormValues, seasonFormOf } from './season-form';

const values: SeasonFormValues = {
  name: 'Winter',
  unitId: '',
  startDate: '2031-12-01',
  endDate: '2031-12-10',
  nightly: '150',
  weekend: '',
  minStay: '3',
  maxStay: '',
  closedToArrival: [5],
  closedToDeparture: [],
};

const STUDIO = '00000000-0000-4000-8000-000000000001';

describe('season form', () => {
  it('sends dollars as typed (the server turns them into cents once) and nulls for empty fields', () => {
    const check = checkSeasonForm(values, STUDIO);
    expect(check).toMatchObject({
      ok: true,
      input: { nightly: 150, weekend: null, minStay: 3, maxStay: null, unitId: null },
    });
  });

  it('gives each field its message from the shared schema', () => {
    expect(checkSeasonForm({ ...values, name: ' ', nightly: '' }, STUDIO)).toEqual({
      ok: false,
      errors: { name: 'Give the season a name', nightly: 'Enter a nightly rate above $0' },
    });
    // Rules across fields speak once each field is right.
    const check = checkSeasonForm(
      { ...values, endDate: '2031-11-30', minStay: '5', maxStay: '4' },
      STUDIO,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        endDate: 'The last night must be on or after the first night',
        maxStay: 'The maximum stay must be at least the minimum stay',
      },
    });
  });

  it('shows a saved season in dollars', () => {
    expect(
      seasonFormOf({
        name: 'Eid',
        unitId: null,
        startDate: '2031-12-01',
        endDate: '2031-12-02',
        nightlyCents: 12_550,
        weekendCents: null,
        minStay: null,
        maxStay: 7,
        closedToArrival: [],
        closedToDeparture: [0],
      }),
    ).toMatchObject({ nightly: '125.5', weekend: '', maxStay: '7', closedToDeparture: [0] });
  });
});
