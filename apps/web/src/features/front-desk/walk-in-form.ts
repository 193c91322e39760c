import type { IsoDate } from '@zamalek/domain/dates';
import { SOURCE_OTHERS, sourceChoices } from '@zamalek/domain/manual-reservation';
import {
  WALK_IN_SOURCE,
  type WalkIn,
  walkInDefaultDates,
  walkInSchema,
} from '@zamalek/domain/walk-in';
import { quoteRequestOf } from '@/components/stay-quote/quote-request';

/**
 * The walk-in dialog's fields as typed (the price as text, so it can be emptied). The price is
 * the quote's unless a manager switches the override on.
 */
export interface WalkInFormValues {
  unitId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guestName: string;
  /** How many guests, as typed. */
  guests: string;
  contactPhone: string;
  contactEmail: string;
  overridePrice: boolean;
  pricePerNight: string;
  source: string;
}

type WalkInField = keyof WalkInFormValues;
export type WalkInErrors = Partial<Record<WalkInField, string>>;

/** The dialog's fields, where the schema's and the server's messages go. */
export const WALK_IN_FIELDS: readonly WalkInField[] = [
  'unitId',
  'checkIn',
  'checkOut',
  'guestName',
  'guests',
  'contactPhone',
  'contactEmail',
  'overridePrice',
  'pricePerNight',
  'source',
];

/** Tonight for one night, the walk-in source; everything else empty. */
export function walkInDefaults(today: IsoDate): WalkInFormValues {
  return {
    unitId: '',
    ...walkInDefaultDates(today),
    guestName: '',
    guests: '1',
    contactPhone: '',
    contactEmail: '',
    overridePrice: false,
    pricePerNight: '',
    source: WALK_IN_SOURCE,
  };
}

/** The quote to show for the walk-in (its guests, as the server books it; one until typed). */
export function walkInQuoteRequest(values: WalkInFormValues) {
  const guests = Number(values.guests);
  return quoteRequestOf(
    {
      unitId: values.unitId,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      guests: Number.isInteger(guests) && guests >= 1 ? guests : 1,
    },
    { on: values.overridePrice, text: values.pricePerNight, decimals: 0 },
  );
}

/** The source choices: the walk-in convention first, then linked sources, KSS and Booking.com. */
export function walkInSourceChoices(linked: readonly (string | null | undefined)[]) {
  return [
    { value: WALK_IN_SOURCE, label: 'Walk-in' },
    ...sourceChoices(linked)
      .filter((choice) => choice !== SOURCE_OTHERS)
      .map((choice) => ({ value: choice, label: choice })),
  ];
}

/** The shared schema's verdict on the form: the procedure's input, or a message per field. */
export function checkWalkInForm(
  values: WalkInFormValues,
): { ok: true; input: WalkIn } | { ok: false; errors: WalkInErrors } {
  const price = values.pricePerNight.trim();
  const { overridePrice, guests, ...fields } = values;
  const parsed = walkInSchema.safeParse({
    ...fields,
    guests: guests.trim() === '' ? Number.NaN : Number(guests),
    pricePerNight: overridePrice ? (price === '' ? Number.NaN : Number(price)) : null,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: walkInErrorsFrom(parsed.error.issues) };
}

/** Field messages from schema issues (the form's own check or the server's fieldErrors). */
export function walkInErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): WalkInErrors {
  const errors: WalkInErrors = {};
  for (const issue of issues) {
    const field = WALK_IN_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
