import type { IsoDate } from '../dates';

/** Something that takes a room's nights: a stay (movable when not yet arrived) or a hold. */
export interface RoomBlock {
  /** The stay's id (`stay`) or the hold's (`hold`). */
  id: string;
  kind: 'stay' | 'hold';
  from: IsoDate;
  /** The day it leaves (not a night of it). */
  to: IsoDate;
  /** Whether it may be moved to another room of its type (a stay not yet arrived). */
  movable: boolean;
}

export interface RoomNights {
  unitId: string;
  blocks: readonly RoomBlock[];
}

/** A stay moved from one room to another, in the order the moves are to be made. */
export interface RoomMove {
  reservationId: string;
  fromUnitId: string;
  toUnitId: string;
}

/** How many stays a placement may move at most: few, and each one logged and shown. */
export const MAX_REPACK_MOVES = 3;

const overlaps = (block: { from: IsoDate; to: IsoDate }, from: IsoDate, to: IsoDate) =>
  block.from < to && from < block.to;

type Rooms = Map<string, RoomBlock[]>;

function clone(rooms: Rooms): Rooms {
  return new Map([...rooms].map(([unit, blocks]) => [unit, [...blocks]]));
}

interface Placed {
  unitId: string;
  moves: RoomMove[];
  rooms: Rooms;
}

function place(
  rooms: Rooms,
  from: IsoDate,
  to: IsoDate,
  excluded: ReadonlySet<string>,
  budget: number,
): Placed | null {
  const candidates = [...rooms.keys()].filter((unit) => !excluded.has(unit));
  const free = candidates.find((unit) =>
    (rooms.get(unit) ?? []).every((block) => !overlaps(block, from, to)),
  );
  if (free !== undefined) return { unitId: free, moves: [], rooms };
  if (budget === 0) return null;
  for (const unit of candidates) {
    const blockers = (rooms.get(unit) ?? []).filter((block) => overlaps(block, from, to));
    if (blockers.length > budget || blockers.some((block) => !block.movable)) continue;
    let state = clone(rooms);
    state.set(
      unit,
      (state.get(unit) ?? []).filter((block) => !blockers.includes(block)),
    );
    const moves: RoomMove[] = [];
    let placedAll = true;
    for (const blocker of blockers) {
      const left = budget - moves.length - 1;
      const placed = place(state, blocker.from, blocker.to, new Set([...excluded, unit]), left);
      if (!placed) {
        placedAll = false;
        break;
      }
      state = placed.rooms;
      state.set(placed.unitId, [...(state.get(placed.unitId) ?? []), blocker]);
      moves.push(...placed.moves, {
        reservationId: blocker.id,
        fromUnitId: unit,
        toUnitId: placed.unitId,
      });
    }
    if (placedAll && moves.length <= budget) return { unitId: unit, moves, rooms: state };
  }
  return null;
}

/**
 * A room of the type for the nights [from, to): a free one if there is any (the first, in the
 * order given), else one freed by moving not-yet-arrived stays to other rooms of the type — at
 * most `maxMoves` of them, chains included, each move to a room free at the moment it is made.
 * Null when no such placement exists: the booking is then kept without a room, never on top of
 * another stay.
 */
export function placeInType(
  rooms: readonly RoomNights[],
  request: { from: IsoDate; to: IsoDate },
  maxMoves = MAX_REPACK_MOVES,
): { unitId: string; moves: RoomMove[] } | null {
  const state: Rooms = new Map(rooms.map((room) => [room.unitId, [...room.blocks]]));
  const placed = place(state, request.from, request.to, new Set(), maxMoves);
  return placed && { unitId: placed.unitId, moves: placed.moves };
}
