import {
  isReservedSalesSource,
  normalizeSalesSource,
  SALES_SOURCE_MAX_LENGTH,
  SALES_SOURCE_MESSAGES,
  salesSourceProblem,
  salesSourceSchema,
  sameSalesSource,
} from '@zamalek/domain/sales-source';
import { addUserSchema, editUserSchema } from '@zamalek/domain/users';
import { describe, expect, it } from 'vitest';

describe('sales source rule', () => {
  it('reserves the channels and house sources in any case and spacing', () => {
    for (const name of [
      'Direct Website',
      'direct  website',
      'Website',
      'Booking.com',
      'BOOKING.COM',
      'Airbnb',
      'KSS',
      'kss ',
      'Manual',
      'Others',
      'Others - Instagram',
      'others-walk in',
      'My Booking Agent',
    ]) {
      expect(isReservedSalesSource(name), name).toBe(true);
    }
    for (const name of ['Karim Adel', 'Omar Khaled', 'Othersworld Travel', 'Web Tours']) {
      expect(isReservedSalesSource(name), name).toBe(false);
    }
  });

  it('refuses reserved names first, then names another user holds in any case', () => {
    expect(salesSourceProblem('Booking.com', [])).toBe('reserved');
    expect(salesSourceProblem('Karim Adel', ['karim  ADEL'])).toBe('taken');
    expect(salesSourceProblem('Karim Adel', ['Karim Adela'])).toBeNull();
    expect(salesSourceProblem('Karim Adel', [])).toBeNull();
    expect(salesSourceProblem(null, ['Karim Adel'])).toBeNull();
    expect(salesSourceProblem('  ', ['Karim Adel'])).toBeNull();
    expect(sameSalesSource(' Nadia  Samy', 'nadia samy')).toBe(true);
  });

  it('reads a blank field as no link and normalises the spelling', () => {
    expect(salesSourceSchema.parse('')).toBeNull();
    expect(salesSourceSchema.parse('   ')).toBeNull();
    expect(salesSourceSchema.parse(null)).toBeNull();
    expect(salesSourceSchema.parse(undefined)).toBeNull();
    expect(salesSourceSchema.parse('  Karim \t Adel ')).toBe('Karim Adel');
    expect(normalizeSalesSource(' a  b ')).toBe('a b');
    const tooLong = salesSourceSchema.safeParse('x'.repeat(SALES_SOURCE_MAX_LENGTH + 1));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(SALES_SOURCE_MESSAGES.tooLong);
    expect(salesSourceSchema.parse('x'.repeat(SALES_SOURCE_MAX_LENGTH))).toHaveLength(
      SALES_SOURCE_MAX_LENGTH,
    );
  });

  it('is part of Add User (none by default) and Edit User (left out keeps the link)', () => {
    const added = addUserSchema.parse({
      fullName: 'Nour',
      email: 'nour@example.com',
      password: 'long-enough',
    });
    expect(added.salesSource).toBeNull();
    const id = '6f1c1b6e-4c8a-4a57-9a63-0b3c2f8b9d11';
    const base = { id, fullName: 'Nour', email: 'nour@example.com', role: null };
    expect(editUserSchema.parse(base).salesSource).toBeUndefined();
    expect(editUserSchema.parse({ ...base, salesSource: '' }).salesSource).toBeNull();
    expect(editUserSchema.parse({ ...base, salesSource: 'Nour H' }).salesSource).toBe('Nour H');
  });
});
