import { describe, expect, it } from 'vitest';
import {
  type BulkRow,
  checkRoomDraft,
  draftFromRoom,
  EMPTY_ROOM_DRAFT,
  planBulkSave,
  type RoomSource,
} from './room-draft';

const ROOM: RoomSource = {
  name: 'Z-101',
  unitNumber: '101',
  unitType: 'Studio',
  unitSize: '38 m2',
  status: 'available',
  bookingComId: null,
  comments: 'Garden side',
  baseRateCents: 8_500,
};

function bulkRow(position: number, draft = draftFromRoom(ROOM)): BulkRow {
  return { id: `id-${position}`, label: ROOM.name, position, draft, original: ROOM };
}

describe('room drafts', () => {
  it('round-trips a listed room, blanks as empty text and the rate in whole dollars', () => {
    const draft = draftFromRoom(ROOM);
    expect(draft).toEqual({
      name: 'Z-101',
      unitNumber: '101',
      unitType: 'Studio',
      unitSize: '38 m2',
      status: 'available',
      bookingComId: '',
      comments: 'Garden side',
      baseRate: '85',
    });
    const check = checkRoomDraft(draft);
    expect(check.ok && check.fields).toEqual({
      name: 'Z-101',
      unitNumber: '101',
      unitType: 'Studio',
      unitSize: '38 m2',
      status: 'available',
      bookingComId: null,
      comments: 'Garden side',
      baseRate: 85,
    });
  });

  it('requires a name and a type with the spec messages and defaults Add Room to available', () => {
    expect(EMPTY_ROOM_DRAFT.status).toBe('available');
    expect(checkRoomDraft({ ...EMPTY_ROOM_DRAFT, name: '   ' })).toEqual({
      ok: false,
      field: 'name',
      message: 'Room name is required',
    });
    expect(checkRoomDraft({ ...EMPTY_ROOM_DRAFT, name: 'Garden 104', unitType: ' ' })).toEqual({
      ok: false,
      field: 'unitType',
      message: 'Room type is required',
    });
    const check = checkRoomDraft({ ...EMPTY_ROOM_DRAFT, name: ' Garden 104 ', unitType: 'Studio' });
    expect(check.ok && check.fields).toMatchObject({
      name: 'Garden 104',
      unitType: 'Studio',
      unitNumber: null,
      baseRate: null,
    });
  });

  it('rejects a rate that is not a whole number of dollars', () => {
    for (const rate of ['12.5', '12O', '1,000', '-5', '0']) {
      const check = checkRoomDraft({ ...draftFromRoom(ROOM), baseRate: rate });
      expect(check.ok, rate).toBe(false);
      expect(!check.ok && check.field).toBe('baseRate');
    }
    const check = checkRoomDraft({ ...draftFromRoom(ROOM), baseRate: ' 120 ' });
    expect(check.ok && check.fields.baseRate).toBe(120);
  });
});

describe('Save All', () => {
  it('sends only the rows that changed', () => {
    const plan = planBulkSave([
      bulkRow(1),
      bulkRow(2, { ...draftFromRoom(ROOM), status: 'maintenance' }),
      // Whitespace alone is no change.
      bulkRow(3, { ...draftFromRoom(ROOM), unitType: ' Studio ' }),
    ]);
    expect(plan.ok && plan.rooms.map((room) => [room.id, room.status])).toEqual([
      ['id-2', 'maintenance'],
    ]);
  });

  it('names the table row that is wrong and sends nothing', () => {
    const plan = planBulkSave([
      bulkRow(1, { ...draftFromRoom(ROOM), status: 'reserved' }),
      bulkRow(2, { ...draftFromRoom(ROOM), name: '' }),
    ]);
    expect(plan).toEqual({
      ok: false,
      id: 'id-2',
      field: 'name',
      message: 'Row 2 (Z-101): Room name is required',
    });
  });
});
