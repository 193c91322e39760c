import { z } from 'zod';
import { MAX_PRICE_PER_NIGHT, tooLongMessage } from './form-fields';
import { roomTypeCodeSchema } from './room-types';

export const UNIT_STATUSES = ['available', 'occupied', 'maintenance', 'reserved'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const ROOM_NAME_REQUIRED = 'Room name is required';
/** The public site's nightly rate has the same ceiling as a reservation's price per night. */
export const BASE_RATE_TOO_HIGH_MESSAGE = 'The nightly rate cannot exceed $100,000';

/** Blank optional fields are stored as empty (null), never as whitespace. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

export const unitFieldsSchema = z.object({
  name: z.string().trim().min(1, ROOM_NAME_REQUIRED).max(60, tooLongMessage('Room name', 60)),
  unitNumber: optionalText('Unit number', 20),
  /** The room type's code: an existing type's (any case), or a new type of that code. */
  unitType: roomTypeCodeSchema,
  unitSize: optionalText('Unit size', 60),
  status: z.enum(UNIT_STATUSES).default('available'),
  bookingComId: optionalText('Booking.com ID', 60),
  comments: optionalText('Comments', 1000),
  /** Nightly base rate for the public site, whole dollars; blank means not bookable online. */
  baseRate: z
    .number('The nightly rate must be a whole number of dollars')
    .int('The nightly rate must be a whole number of dollars')
    .positive('The nightly rate must be greater than 0')
    .max(MAX_PRICE_PER_NIGHT, BASE_RATE_TOO_HIGH_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
});
export type UnitFieldsInput = z.input<typeof unitFieldsSchema>;
export type UnitFields = z.output<typeof unitFieldsSchema>;

export const unitUpdateSchema = unitFieldsSchema.extend({ id: z.uuid() });
export type UnitUpdate = z.output<typeof unitUpdateSchema>;

/** Rows are validated one by one on the server, so its message can name the failing row. */
export const bulkUnitUpdateSchema = z.object({
  rooms: z
    .array(z.looseObject({ id: z.uuid(), name: z.unknown() }))
    .min(1)
    .max(500),
});
export type BulkUnitUpdate = z.output<typeof bulkUnitUpdateSchema>;
