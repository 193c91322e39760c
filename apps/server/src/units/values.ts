import type { UnitValues } from '@zamalek/db/queries/units';
import { dollarsToCents } from '@zamalek/domain/money';
import type { UnitFields } from '@zamalek/domain/units';

/** The Rooms form's fields as stored: the base rate in cents. */
export function unitValues(fields: UnitFields): UnitValues {
  const { baseRate, ...rest } = fields;
  return { ...rest, baseRateCents: baseRate === null ? null : dollarsToCents(baseRate) };
}
