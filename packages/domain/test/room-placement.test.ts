import {
  placeInType,
  type RoomBlock,
  type RoomNights,
} from '@zamalek/domain/channels/room-placement';
import { addDaysIso } from '@zamalek/domain/dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const day = (offset: number) => addDaysIso('2027-03-01', offset);
const stay = (id: string, from: number, to: number, movable = true): RoomBlock => ({
  id,
  kind: 'stay',
  from: day(from),
  to: day(to),
  movable,
});

/** Applies the moves in order, failing if one lands on a night taken at that moment. */
function applied(rooms: readonly RoomNights[], moves: ReturnType<typeof placeInType>) {
  const state = new Map(rooms.map((room) => [room.unitId, [...room.blocks]]));
  for (const move of moves?.moves ?? []) {
    const from = state.get(move.fromUnitId) ?? [];
    const block = from.find((entry) => entry.id === move.reservationId);
    if (!block?.movable) throw new Error(`moved what cannot move: ${move.reservationId}`);
    const into = state.get(move.toUnitId) ?? [];
    if (into.some((other) => other.from < block.to && block.from < other.to)) {
      throw new Error(`moved onto a taken night: ${move.reservationId} → ${move.toUnitId}`);
    }
    state.set(
      move.fromUnitId,
      from.filter((entry) => entry !== block),
    );
    state.set(move.toUnitId, [...into, block]);
  }
  return state;
}

describe('placing a channel booking in a room of its type', () => {
  it('takes a free room without moving anyone', () => {
    const rooms = [
      { unitId: 'a', blocks: [stay('s1', 0, 3)] },
      { unitId: 'b', blocks: [] },
    ];
    expect(placeInType(rooms, { from: day(1), to: day(2) })).toEqual({ unitId: 'b', moves: [] });
  });

  it('moves a stay not yet arrived to another room of the type to free one for the whole stay', () => {
    // Neither room is free for nights 2–4; s1 fits in room b before s2.
    const rooms = [
      { unitId: 'a', blocks: [stay('s1', 0, 3)] },
      { unitId: 'b', blocks: [stay('s2', 3, 6)] },
    ];
    expect(placeInType(rooms, { from: day(2), to: day(5) })).toEqual({
      unitId: 'a',
      moves: [{ reservationId: 's1', fromUnitId: 'a', toUnitId: 'b' }],
    });
    expect(placeInType(rooms, { from: day(2), to: day(5) }, 0)).toBeNull();
  });

  it('never moves a guest in house or a hold, and keeps the booking without a room rather than double', () => {
    const hold: RoomBlock = { id: 'h1', kind: 'hold', from: day(1), to: day(6), movable: false };
    const rooms = [
      { unitId: 'a', blocks: [stay('s1', 0, 3, false)] },
      { unitId: 'b', blocks: [hold] },
    ];
    expect(placeInType(rooms, { from: day(2), to: day(5) })).toBeNull();
  });

  it('moves in a chain, deepest first, each move to a room free at that moment', () => {
    const hold: RoomBlock = { id: 'h1', kind: 'hold', from: day(0), to: day(1), movable: false };
    const rooms = [
      { unitId: 'a', blocks: [stay('s1', 0, 4)] },
      { unitId: 'b', blocks: [stay('s2', 2, 6)] },
      { unitId: 'c', blocks: [hold, stay('s3', 6, 9)] },
    ];
    const placed = placeInType(rooms, { from: day(0), to: day(4) });
    expect(placed).toEqual({
      unitId: 'a',
      moves: [
        { reservationId: 's2', fromUnitId: 'b', toUnitId: 'c' },
        { reservationId: 's1', fromUnitId: 'a', toUnitId: 'b' },
      ],
    });
    expect(() => applied(rooms, placed)).not.toThrow();
    // One move allowed: the shorter way, s2 to room c, frees room b.
    expect(placeInType(rooms, { from: day(0), to: day(4) }, 1)).toEqual({
      unitId: 'b',
      moves: [{ reservationId: 's2', fromUnitId: 'b', toUnitId: 'c' }],
    });
  });

  it('whatever the rooms, a placement never puts two blocks on one night nor moves what cannot move', () => {
    const block = fc
      .record({
        from: fc.integer({ min: 0, max: 20 }),
        length: fc.integer({ min: 1, max: 6 }),
        movable: fc.boolean(),
      })
      .map((entry) => ({ ...entry, to: entry.from + entry.length }));
    const roomsArb = fc
      .array(fc.array(block, { maxLength: 4 }), { minLength: 1, maxLength: 5 })
      .map((rooms) => {
        let id = 0;
        return rooms.map((blocks, index) => {
          // A room's own blocks never overlap: keep those that do not.
          const kept: RoomBlock[] = [];
          for (const entry of blocks) {
            id += 1;
            const candidate = stay(`s${id}`, entry.from, entry.to, entry.movable);
            if (kept.every((other) => other.to <= candidate.from || candidate.to <= other.from))
              kept.push(candidate);
          }
          return { unitId: `r${index}`, blocks: kept };
        });
      });
    fc.assert(
      fc.property(
        roomsArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        (rooms, from, length) => {
          const request = { from: day(from), to: day(from + length) };
          const placed = placeInType(rooms, request);
          if (placed === null) return;
          expect(placed.moves.length).toBeLessThanOrEqual(3);
          const state = applied(rooms, placed);
          const target = state.get(placed.unitId) ?? [];
          expect(
            target.every((other) => other.to <= request.from || request.to <= other.from),
          ).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
