import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { type HoldFields, type HoldKind, holdFieldsSchema } from '@zamalek/domain/holds';

/** The Block room form's values, as typed. */
export interface HoldFormValues {
  unitId: string;
  kind: HoldKind;
  reason: string;
  from: IsoDate | '';
  to: IsoDate | '';
}

export type HoldField = keyof HoldFormValues;
export type HoldErrors = Partial<Record<HoldField, string>>;

/** A new hold: the room and first night given (an empty day, a room's row), one night. */
export function holdDefaults(start: { unitId?: string; from?: IsoDate }): HoldFormValues {
  return {
    unitId: start.unitId ?? '',
    kind: 'maintenance',
    reason: '',
    from: start.from ?? '',
    to: start.from ? addDaysIso(start.from, 1) : '',
  };
}

/** The form's fields, where the schema's and the server's messages go. */
export const HOLD_FIELDS: readonly HoldField[] = ['unitId', 'kind', 'reason', 'from', 'to'];

function isHoldField(value: string | undefined): value is HoldField {
  return HOLD_FIELDS.some((field) => field === value);
}

/** Messages per field from the server's (or the schema's) issues: the first one per field. */
export function holdErrorsFrom(
  issues: ReadonlyArray<{ path: readonly PropertyKey[] | readonly string[]; message: string }>,
): HoldErrors {
  const errors: HoldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (isHoldField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The shared schema's verdict on the form: the input to send, or the messages per field. */
export function checkHoldForm(
  values: HoldFormValues,
): { ok: true; input: HoldFields } | { ok: false; errors: HoldErrors } {
  const parsed = holdFieldsSchema.safeParse(values);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: holdErrorsFrom(parsed.error.issues) };
}
