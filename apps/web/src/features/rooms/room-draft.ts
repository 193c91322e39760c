import { keysOf } from '@zamalek/domain/type-guards';
import {
  type UnitFields,
  type UnitFieldsInput,
  type UnitStatus,
  unitFieldsSchema,
} from '@zamalek/domain/units';

/** The editable texts of one room row, as typed (the rate too: "" means not bookable online). */
export interface RoomDraft {
  name: string;
  unitNumber: string;
  unitType: string;
  unitSize: string;
  status: UnitStatus;
  bookingComId: string;
  comments: string;
  baseRate: string;
}

export type RoomDraftField = keyof RoomDraft;

/** The fields of a listed room a draft starts from. */
export interface RoomSource {
  name: string;
  unitNumber: string | null;
  unitType: string | null;
  unitSize: string | null;
  status: UnitStatus;
  bookingComId: string | null;
  comments: string | null;
  baseRateCents: number | null;
}

/** Add Room starts blank, with the status the spec defaults to. */
export const EMPTY_ROOM_DRAFT: RoomDraft = {
  name: '',
  unitNumber: '',
  unitType: '',
  unitSize: '',
  status: 'available',
  bookingComId: '',
  comments: '',
  baseRate: '',
};

export function draftFromRoom(room: RoomSource): RoomDraft {
  return {
    name: room.name,
    unitNumber: room.unitNumber ?? '',
    unitType: room.unitType ?? '',
    unitSize: room.unitSize ?? '',
    status: room.status,
    bookingComId: room.bookingComId ?? '',
    comments: room.comments ?? '',
    // Rates are whole dollars; a legacy rate with cents still shows exactly.
    baseRate: room.baseRateCents === null ? '' : String(room.baseRateCents / 100),
  };
}

/** What the server's room schema takes: blank rate → null, anything else → a number to check. */
export function roomInput(draft: RoomDraft): UnitFieldsInput {
  const rate = draft.baseRate.trim();
  return {
    name: draft.name,
    unitNumber: draft.unitNumber,
    unitType: draft.unitType,
    unitSize: draft.unitSize,
    status: draft.status,
    bookingComId: draft.bookingComId,
    comments: draft.comments,
    // "12O" or "1,000" become NaN, which the schema turns into its own message.
    baseRate: rate === '' ? null : /^\d+(\.\d+)?$/.test(rate) ? Number(rate) : Number.NaN,
  };
}

export type RoomCheck =
  | { ok: true; fields: UnitFields; input: UnitFieldsInput }
  | { ok: false; field: RoomDraftField; message: string };

/** Checks a draft with the server's own schema; on failure, which field and the message. */
export function checkRoomDraft(draft: RoomDraft): RoomCheck {
  const input = roomInput(draft);
  const parsed = unitFieldsSchema.safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data, input };
  const issue = parsed.error.issues[0];
  const path = issue?.path[0];
  const field = isDraftField(path) ? path : 'name';
  return { ok: false, field, message: issue?.message ?? 'Please check this room' };
}

function isDraftField(value: unknown): value is RoomDraftField {
  return typeof value === 'string' && Object.hasOwn(EMPTY_ROOM_DRAFT, value);
}

function sameFields(a: UnitFields, b: UnitFields): boolean {
  return keysOf(a).every((key) => a[key] === b[key]);
}

export interface BulkRow {
  id: string;
  /** The room's name as listed, to say which row is wrong. */
  label: string;
  /** 1-based position in the table. */
  position: number;
  draft: RoomDraft;
  original: RoomSource;
}

export type BulkPlan =
  | { ok: true; rooms: (UnitFieldsInput & { id: string })[] }
  | { ok: false; id: string; field: RoomDraftField; message: string };

/**
 * Save All: every changed row, checked first so the message names the table row that is wrong
 * ("Row 2 (Z-102): Room name is required"). Unchanged rows are not sent (no empty audit entries).
 */
export function planBulkSave(rows: readonly BulkRow[]): BulkPlan {
  const rooms: (UnitFieldsInput & { id: string })[] = [];
  for (const row of rows) {
    const check = checkRoomDraft(row.draft);
    if (!check.ok) {
      return {
        ok: false,
        id: row.id,
        field: check.field,
        message: `Row ${row.position} (${row.label}): ${check.message}`,
      };
    }
    const before = unitFieldsSchema.safeParse(roomInput(draftFromRoom(row.original)));
    if (before.success && sameFields(before.data, check.fields)) continue;
    rooms.push({ id: row.id, ...check.input });
  }
  return { ok: true, rooms };
}
