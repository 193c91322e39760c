import { describe, expect, it } from 'vitest';
import { checkHoldForm, holdDefaults } from './hold-form';

const UNIT = '3f1b7a4e-8a51-4c1e-9d0a-2b9a4f7e1c11';

describe('the Block room form', () => {
  it('starts one night from the chosen day, as maintenance', () => {
    expect(holdDefaults({ unitId: UNIT, from: '2026-12-01' })).toEqual({
      unitId: UNIT,
      kind: 'maintenance',
      reason: '',
      from: '2026-12-01',
      to: '2026-12-02',
    });
  });

  it('gives the shared schema’s messages per field', () => {
    const check = checkHoldForm({ ...holdDefaults({ from: '2026-12-05' }), to: '2026-12-05' });
    expect(check).toEqual({
      ok: false,
      errors: {
        unitId: 'Please select a room',
        reason: 'Please give a reason',
        to: 'The last day must be after the first day',
      },
    });
  });

  it('sends the trimmed reason', () => {
    const check = checkHoldForm({
      ...holdDefaults({ unitId: UNIT, from: '2026-12-05' }),
      reason: '  Leaking tap ',
    });
    expect(check).toMatchObject({ ok: true, input: { reason: 'Leaking tap' } });
  });
});
