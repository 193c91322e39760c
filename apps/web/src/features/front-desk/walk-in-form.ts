import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { SOURCE_OTHERS, sourceChoices } from '@zamalek/domain/manual-reservation';
import {
  WALK_IN_SOURCE,
  type WalkIn,
  walkInDefaultDates,
  walkInSchema,
} from '@zamalek/domain/walk-in';

/** The walk-in dialog's fields as typed (the price as text, so it can be emptied). */
export interface WalkInFormValues {
  unitId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guestName: string;
  contactPhone: string;
  contactEmail: string;
  pricePerNight: string;
  source: string;
}

type WalkInField = keyof WalkInFormValues;
export type WalkInErrors = Partial<Record<WalkInField, string>>;

/** Tonight for one night, the walk-in source; everything else empty. */
export function walkInDefaults(today: IsoDate): WalkInFormValues {
  return {
    unitId: '',
    ...walkInDefaultDates(today),
    guestName: '',
    contactPhone: '',
    contactEmail: '',
    pricePerNight: '',
    source: WALK_IN_SOURCE,
  };
}

/** The room's nightly rate as the price field's text (whole dollars), or empty when it has none. */
export function priceFromRate(baseRateCents: number | null | undefined): string {
  return baseRateCents && baseRateCents > 0 ? String(Math.round(baseRateCents / 100)) : '';
}

/** A new check-in keeps the stay's length when it can, else one night. */
export function withCheckIn(values: WalkInFormValues, checkIn: IsoDate): WalkInFormValues {
  const checkOut = values.checkOut > checkIn ? values.checkOut : addDaysIso(checkIn, 1);
  return { ...values, checkIn, checkOut };
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
  const parsed = walkInSchema.safeParse({
    ...values,
    pricePerNight: price === '' ? Number.NaN : Number(price),
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
    const field = String(issue.path[0] ?? '') as WalkInField;
    if (field in walkInDefaults('2000-01-01') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
