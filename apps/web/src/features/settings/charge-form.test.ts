import { describe, expect, it } from 'vitest';
import { chargeExample, checkChargeForm, NEW_CHARGE } from './charge-form';

const base = {
  kind: 'tax' as const,
  basis: 'percent' as const,
  percent: 14,
  amountCents: null,
  minPerNightCents: null,
  maxPerNightCents: null,
  included: false,
};

describe('taxes and fees form', () => {
  it('shows what a charge does to a $100 night, as the quote figures it', () => {
    expect(chargeExample(base)).toBe('On a $100 night: $14.00 added');
    // Included: extracted from the price, 100 × 14 / 114.
    expect(chargeExample({ ...base, included: true })).toBe('On a $100 night: $12.28 of it');
    // Egypt's tourism fund fee: 1 % with a $2 minimum a night.
    expect(chargeExample({ ...base, percent: 1, minPerNightCents: 200 })).toBe(
      'On a $100 night: $2.00 added',
    );
    expect(chargeExample({ ...base, basis: 'per_stay', percent: null, amountCents: 4_000 })).toBe(
      'On a $100 night: $40.00 a stay added',
    );
  });

  it('sends only what the basis uses, and names the field that is wrong', () => {
    expect(
      checkChargeForm({ ...NEW_CHARGE, name: 'VAT', percent: '14', amount: '9' }),
    ).toMatchObject({ ok: true, input: { percent: 14, amountCents: null } });
    expect(checkChargeForm({ ...NEW_CHARGE, name: '', percent: '140' })).toEqual({
      ok: false,
      errors: {
        name: 'Give the tax or fee a name',
        percent: 'Enter a percentage from 0 to 100',
      },
    });
  });
});
