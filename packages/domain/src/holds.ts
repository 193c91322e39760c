import { addYears, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { type IsoDate, isValidIsoDate } from './dates';
import { isoDateSchema, tooLongMessage } from './form-fields';
import { nightsBetween } from './stays';

/**
 * Holds block a room for the half-open nights [from, to), like a stay: maintenance (the room is
 * out of order), the owner's own use, or another reason. A hold and a stay never share a night of
 * a room (the database's `unit_occupancy_no_overlap`).
 */
export const HOLD_KINDS = ['maintenance', 'owner_use', 'other'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export const HOLD_KIND_LABELS: Record<HoldKind, string> = {
  maintenance: 'Maintenance',
  owner_use: 'Owner use',
  other: 'Other',
};

/**
 * Kinds whose nights leave the available room-nights (the occupancy and RevPAR denominator): a
 * room out of order or in its owner's use cannot be sold. Other blocks are the operator's choice
 * and count as unsold nights.
 */
export const UNSELLABLE_HOLD_KINDS: readonly HoldKind[] = ['maintenance', 'owner_use'];

const MAX_HOLD_NIGHTS = 365;
export const HOLD_REASON_MAX_LENGTH = 200;
const EARLIEST_HOLD_START = '2000-01-01';
const HOLD_HORIZON_YEARS = 5;

const HOLD_MESSAGES = {
  room: 'Please select a room',
  kind: 'Please choose what the hold is for',
  reasonRequired: 'Please give a reason',
  order: 'The last day must be after the first day',
  tooLong: `Holds are limited to ${MAX_HOLD_NIGHTS} nights`,
  tooEarly: 'A hold cannot start before 1 January 2000',
  tooFarAhead: `A hold cannot start more than ${HOLD_HORIZON_YEARS} years ahead`,
} as const;

const holdShape = {
  unitId: z.uuid(HOLD_MESSAGES.room),
  kind: z.enum(HOLD_KINDS, HOLD_MESSAGES.kind),
  reason: z
    .string()
    .trim()
    .min(1, HOLD_MESSAGES.reasonRequired)
    .max(HOLD_REASON_MAX_LENGTH, tooLongMessage('Reason', HOLD_REASON_MAX_LENGTH)),
  /** The first blocked night. */
  from: isoDateSchema,
  /** The day after the last blocked night (half-open, like a stay's check-out). */
  to: isoDateSchema,
};

interface HoldIssue {
  path: 'from' | 'to';
  message: string;
}

/**
 * What is wrong with a hold's dates once both are real: order, length and its start before 2000.
 * How far ahead it may start needs the property's today: `holdHorizonProblem`.
 */
function holdDateIssues(hold: { from: string; to: string }): HoldIssue[] {
  const { from, to } = hold;
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return [];
  const issues: HoldIssue[] = [];
  if (from < EARLIEST_HOLD_START) {
    issues.push({ path: 'from', message: HOLD_MESSAGES.tooEarly });
  }
  if (to <= from) {
    issues.push({ path: 'to', message: HOLD_MESSAGES.order });
  } else if (nightsBetween(from, to) > MAX_HOLD_NIGHTS) {
    issues.push({ path: 'to', message: HOLD_MESSAGES.tooLong });
  }
  return issues;
}

/** A hold starting more than five years after the property's `today`, in words; else null. */
export function holdHorizonProblem(from: IsoDate, today: IsoDate): string | null {
  if (!isValidIsoDate(from)) return null;
  const horizon = format(addYears(parseISO(today), HOLD_HORIZON_YEARS), 'yyyy-MM-dd');
  return from > horizon ? HOLD_MESSAGES.tooFarAhead : null;
}

function refineDates(hold: { from: string; to: string }, ctx: z.RefinementCtx) {
  for (const issue of holdDateIssues(hold)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/** A new hold (the Block room dialog and `holds.create`). */
export const holdFieldsSchema = z.object(holdShape).superRefine(refineDates);
export type HoldFieldsInput = z.input<typeof holdFieldsSchema>;
export type HoldFields = z.output<typeof holdFieldsSchema>;

/** A hold changed: its room, kind, reason or nights (`holds.update`). */
export const holdUpdateSchema = z.object({ id: z.uuid(), ...holdShape }).superRefine(refineDates);
export type HoldUpdate = z.output<typeof holdUpdateSchema>;

export const holdIdSchema = z.object({ id: z.uuid() });

/** "Maintenance — leaking tap": what a hold's bar says. */
export function holdTitle(hold: { kind: HoldKind; reason: string }): string {
  return `${HOLD_KIND_LABELS[hold.kind]} — ${hold.reason}`;
}
