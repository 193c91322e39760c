import { WALK_IN_SOURCE } from '@zamalek/domain/walk-in';
import { describe, expect, it } from 'vitest';
import {
  checkWalkInForm,
  priceFromRate,
  walkInDefaults,
  walkInSourceChoices,
  withCheckIn,
} from '@/features/front-desk/walk-in-form';

const UNIT = '0b6f3f0e-2c1a-4d47-9d8e-4b1f4c6f2a10';

describe('walk-in form', () => {
  it('starts tonight for one night under the walk-in source', () => {
    expect(walkInDefaults('2026-05-01')).toMatchObject({
      checkIn: '2026-05-01',
      checkOut: '2026-05-02',
      source: WALK_IN_SOURCE,
      pricePerNight: '',
    });
  });

  it("prices a night at the room's rate in whole dollars", () => {
    expect(priceFromRate(12_000)).toBe('120');
    expect(priceFromRate(null)).toBe('');
  });

  it('keeps the check-out after a moved check-in', () => {
    const values = walkInDefaults('2026-05-01');
    expect(withCheckIn(values, '2026-05-03').checkOut).toBe('2026-05-04');
    expect(withCheckIn({ ...values, checkOut: '2026-05-09' }, '2026-05-03').checkOut).toBe(
      '2026-05-09',
    );
  });

  it('needs a name, a room, a price and a phone or an e-mail', () => {
    const blank = checkWalkInForm(walkInDefaults('2026-05-01'));
    expect(blank.ok).toBe(false);
    if (!blank.ok) {
      expect(Object.keys(blank.errors).sort()).toEqual(
        ['contactPhone', 'guestName', 'pricePerNight', 'unitId'].sort(),
      );
    }
    const filled = checkWalkInForm({
      ...walkInDefaults('2026-05-01'),
      unitId: UNIT,
      guestName: ' Mona Adel ',
      contactEmail: 'MONA@example.com',
      pricePerNight: '120',
    });
    expect(filled).toMatchObject({
      ok: true,
      input: { guestName: 'Mona Adel', contactEmail: 'mona@example.com', contactPhone: '' },
    });
  });

  it('offers the walk-in source first and never a bare "Others"', () => {
    const choices = walkInSourceChoices(['Ahmed']).map((choice) => choice.value);
    expect(choices[0]).toBe(WALK_IN_SOURCE);
    expect(choices).toContain('Ahmed');
    expect(choices).not.toContain('Others');
  });
});
