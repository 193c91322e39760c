import type { IsoDate } from '@zamalek/domain/dates';
import { type SeasonFieldsInput, seasonFieldsSchema } from '@zamalek/domain/pricing/rate-forms';
import type { Weekday } from '@zamalek/domain/pricing/types';

/** The season dialog's values as typed (numbers as text, "" for none). */
export interface SeasonFormValues {
  name: string;
  unitId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  nightly: string;
  weekend: string;
  minStay: string;
  maxStay: string;
  closedToArrival: Weekday[];
  closedToDeparture: Weekday[];
}

export type SeasonErrors = Partial<Record<keyof SeasonFormValues, string>>;

/** A season row (cents) as the dialog shows it (dollars). */
export function seasonFormOf(season: {
  name: string;
  unitId: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  nightlyCents: number;
  weekendCents: number | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: readonly number[];
  closedToDeparture: readonly number[];
}): SeasonFormValues {
  const weekdays = (days: readonly number[]) =>
    days.filter((day): day is Weekday => day >= 0 && day <= 6);
  return {
    name: season.name,
    unitId: season.unitId ?? '',
    startDate: season.startDate,
    endDate: season.endDate,
    nightly: String(season.nightlyCents / 100),
    weekend: season.weekendCents === null ? '' : String(season.weekendCents / 100),
    minStay: season.minStay === null ? '' : String(season.minStay),
    maxStay: season.maxStay === null ? '' : String(season.maxStay),
    closedToArrival: weekdays(season.closedToArrival),
    closedToDeparture: weekdays(season.closedToDeparture),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The procedure's input from the typed values (the schema gives the messages). */
export function seasonInput(values: SeasonFormValues, roomTypeId: string): SeasonFieldsInput {
  return {
    name: values.name,
    roomTypeId,
    unitId: values.unitId || null,
    startDate: values.startDate,
    endDate: values.endDate,
    nightly: values.nightly.trim() === '' ? Number.NaN : Number(values.nightly),
    weekend: numberOrNull(values.weekend),
    minStay: numberOrNull(values.minStay),
    maxStay: numberOrNull(values.maxStay),
    closedToArrival: values.closedToArrival,
    closedToDeparture: values.closedToDeparture,
  };
}

/**
 * Checks the form with the shared schema: the input to send (as typed, in dollars: the server
 * parses it again), or each field's message.
 */
export function checkSeasonForm(
  values: SeasonFormValues,
  roomTypeId: string,
): { ok: true; input: SeasonFieldsInput } | { ok: false; errors: SeasonErrors } {
  const input = seasonInput(values, roomTypeId);
  const parsed = seasonFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return { ok: false, errors: seasonErrorsFrom(parsed.error.issues) };
}

/** The dialog's fields, where the schema's and the server's messages go. */
export const SEASON_FIELDS = [
  'name',
  'unitId',
  'startDate',
  'endDate',
  'nightly',
  'weekend',
  'minStay',
  'maxStay',
  'closedToArrival',
  'closedToDeparture',
] as const satisfies readonly (keyof SeasonFormValues)[];

export function seasonErrorsFrom(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): SeasonErrors {
  const errors: SeasonErrors = {};
  for (const issue of issues) {
    const field = SEASON_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
