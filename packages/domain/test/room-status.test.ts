import { capabilitiesOf } from '@zamalek/domain/roles';
import {
  arrivalRoomNotReady,
  ROOM_STATUS_LABELS,
  ROOM_STATUSES,
  roomReady,
  roomStatusCapability,
  roomStatusChoices,
  setRoomStatusSchema,
} from '@zamalek/domain/room-status';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-11-24';

describe('room status', () => {
  it('is ready for a guest when clean or inspected', () => {
    expect(ROOM_STATUSES.filter(roomReady)).toEqual(['clean', 'inspected']);
    expect(ROOM_STATUSES.map((status) => ROOM_STATUS_LABELS[status])).toEqual([
      'Dirty',
      'Clean',
      'Inspected',
      'Out of order',
    ]);
  });

  it('keeps inspecting and out of order (in and out) for supervisors', () => {
    expect(roomStatusCapability('dirty', 'clean')).toBe('rooms.housekeeping');
    expect(roomStatusCapability('inspected', 'dirty')).toBe('rooms.housekeeping');
    expect(roomStatusCapability('clean', 'inspected')).toBe('rooms.inspect');
    expect(roomStatusCapability('dirty', 'out_of_order')).toBe('rooms.inspect');
    expect(roomStatusCapability('out_of_order', 'clean')).toBe('rooms.inspect');
  });

  it("offers each role the board's buttons it may use", () => {
    const housekeeper = { capabilities: capabilitiesOf('housekeeping', []) };
    const manager = { capabilities: capabilitiesOf('manager', []) };
    expect(roomStatusChoices(housekeeper, 'dirty')).toEqual(['clean']);
    expect(roomStatusChoices(housekeeper, 'out_of_order')).toEqual([]);
    expect(roomStatusChoices(manager, 'dirty')).toEqual(['clean', 'inspected', 'out_of_order']);
    expect(roomStatusChoices({ capabilities: [] }, 'dirty')).toEqual([]);
  });

  it('warns the desk only of an expected arrival today in a room not ready', () => {
    const arrival = { status: 'confirmed' as const, checkInDate: TODAY, unitId: 'u1' };
    expect(arrivalRoomNotReady(arrival, 'dirty', TODAY)).toBe(true);
    expect(arrivalRoomNotReady(arrival, 'out_of_order', TODAY)).toBe(true);
    expect(arrivalRoomNotReady(arrival, 'clean', TODAY)).toBe(false);
    expect(arrivalRoomNotReady(arrival, 'inspected', TODAY)).toBe(false);
    expect(arrivalRoomNotReady({ ...arrival, status: 'checked_in' }, 'dirty', TODAY)).toBe(false);
    expect(arrivalRoomNotReady({ ...arrival, checkInDate: '2026-11-25' }, 'dirty', TODAY)).toBe(
      false,
    );
    expect(arrivalRoomNotReady({ ...arrival, unitId: null }, null, TODAY)).toBe(false);
  });

  it('accepts only known statuses and room ids', () => {
    expect(setRoomStatusSchema.safeParse({ unitId: 'x', status: 'clean' }).success).toBe(false);
    expect(
      setRoomStatusSchema.safeParse({
        unitId: '00000000-0000-4000-8000-000000000000',
        status: 'sparkling',
      }).success,
    ).toBe(false);
  });
});
