import {
  EMAIL_SHAPE,
  isoDateSchema,
  MAX_PRICE_PER_NIGHT,
  notesSchema,
  optionalEmailSchema,
  PRICE_TOO_HIGH_MESSAGE,
} from '@zamalek/domain/form-fields';
import { manualReservationSchema } from '@zamalek/domain/manual-reservation';
import { reservationEditSchema } from '@zamalek/domain/reservation-edit';
import { describe, expect, it } from 'vitest';

describe('isoDateSchema', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2027-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2025-5-1').success).toBe(false);
    expect(isoDateSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Please choose a valid date',
    );
  });
});

describe('optionalEmailSchema', () => {
  it('turns blank or missing into "" and normalises a given address', () => {
    expect(optionalEmailSchema.parse('')).toBe('');
    expect(optionalEmailSchema.parse(null)).toBe('');
    expect(optionalEmailSchema.parse(undefined)).toBe('');
    expect(optionalEmailSchema.parse(' A@B.co ')).toBe('a@b.co');
  });

  it('refuses a given address without the x@y.z shape', () => {
    expect(optionalEmailSchema.safeParse('a@b').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(EMAIL_SHAPE.test('a@b.c')).toBe(true);
    expect(EMAIL_SHAPE.test('a b@c.d')).toBe(false);
  });
});

describe('notesSchema', () => {
  it('trims and defaults to ""', () => {
    expect(notesSchema.parse('  hi ')).toBe('hi');
    expect(notesSchema.parse(undefined)).toBe('');
    expect(notesSchema.parse(null)).toBe('');
  });
});

describe('price ceiling', () => {
  it('refuses a price above the ceiling in both forms, with its own message', () => {
    expect(MAX_PRICE_PER_NIGHT).toBe(100_000);
    const manual = manualReservationSchema.shape.pricePerNight;
    expect(manual.safeParse(MAX_PRICE_PER_NIGHT).success).toBe(true);
    expect(manual.safeParse(MAX_PRICE_PER_NIGHT + 1).error?.issues[0]?.message).toBe(
      PRICE_TOO_HIGH_MESSAGE,
    );
    const edit = reservationEditSchema.shape.pricePerNight;
    expect(edit.safeParse(MAX_PRICE_PER_NIGHT).success).toBe(true);
    expect(edit.safeParse(MAX_PRICE_PER_NIGHT + 0.01).error?.issues[0]?.message).toBe(
      PRICE_TOO_HIGH_MESSAGE,
    );
    expect(PRICE_TOO_HIGH_MESSAGE).toBe('Price per night cannot exceed $100,000');
  });
});
