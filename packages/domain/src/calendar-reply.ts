import type { IsoDate } from './dates';
import { DISPLAY_STATUSES, type DisplayStatus } from './display-statuses';
import type { DeskActions } from './front-desk';
import type { HoldKind } from './holds';
import type { RoomStatus } from './room-status';
import { shortId, uuidOf } from './short-id';

/**
 * The calendars' reply (`reservations.calendar`): every room row, and the stays and holds with a
 * night in the window. A busy month is a couple of thousand bars, so the reply is packed (`pack`
 * on the server, `readCalendar` in the browser): rows are arrays, not objects repeating field
 * names; ids are 22 characters; a stay or hold names its room by its place in `units` and its
 * source by its place in `sources`; dates are days from `from`. Only what the grid draws travels:
 * stays without a room (on no row) stay home.
 */

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a `yyyy-MM-dd` date and back, in UTC arithmetic: a reply has thousands
 * of dates, and these are exact for calendar dates without parsing through date-fns.
 */
function dayNumber(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function isoDay(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The stay statuses a calendar shows (cancelled stays are not on it). */
export const CALENDAR_STAY_STATUSES = ['confirmed', 'checked_in', 'checked_out'] as const;
export type CalendarStayStatus = (typeof CALENDAR_STAY_STATUSES)[number];

/** The desk step a bar's menu offers: one at most (check-in before arrival, check-out after). */
export const CALENDAR_DESK_STEPS = [null, 'checkIn', 'checkOut', 'earlyCheckOut'] as const;
export type CalendarDeskStep = (typeof CALENDAR_DESK_STEPS)[number];

/** The step a bar offers of a stay's desk actions; `earlyCheckOut` checks out leaving nights. */
export function calendarDeskStep(actions: DeskActions): CalendarDeskStep {
  if (actions.checkIn) return 'checkIn';
  if (actions.checkOut) return actions.earlyCheckOut ? 'earlyCheckOut' : 'checkOut';
  return null;
}

export interface CalendarUnit {
  id: string;
  name: string;
  unitNumber: string | null;
  unitType: string | null;
  roomStatus: RoomStatus | null;
  occupiedTonight: boolean;
}

export interface CalendarStay {
  id: string;
  unitId: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  status: CalendarStayStatus;
  /** What the bar says the stay is today (Due In, In-House, Due Out, No-Show…): the server's word. */
  displayStatus: DisplayStatus;
  source: string | null;
  firstGuestName: string | null;
  deskStep: CalendarDeskStep;
}

export interface CalendarHold {
  id: string;
  unitId: string;
  kind: HoldKind;
  reason: string;
  fromDate: IsoDate;
  toDate: IsoDate;
}

/** The calendars' data, unpacked. */
export interface CalendarView {
  today: IsoDate;
  units: CalendarUnit[];
  stays: CalendarStay[];
  holds: CalendarHold[];
  /** Rooms whose sellable state is maintenance: blocked on every night without a stay. */
  maintenanceUnitIds: string[];
}

type PackedUnit = [
  id: string,
  name: string,
  unitNumber: string | null,
  unitType: string | null,
  roomStatus: RoomStatus | null,
  occupiedTonight: 0 | 1,
  underMaintenance: 0 | 1,
];
type PackedStay = [
  id: string,
  unit: number,
  checkIn: number,
  nights: number,
  firstGuestName: string | null,
  source: number,
  status: number,
  deskStep: number,
  displayStatus: number,
];
type PackedHold = [
  id: string,
  unit: number,
  kind: HoldKind,
  reason: string,
  from: number,
  nights: number,
];

export interface PackedCalendar {
  today: IsoDate;
  /** The day the offsets count from. */
  from: IsoDate;
  units: PackedUnit[];
  sources: (string | null)[];
  stays: PackedStay[];
  holds: PackedHold[];
}

/** Stays and holds with a unit not in `units` (none: every room is listed) are left out. */
export function packCalendar(view: CalendarView, from: IsoDate): PackedCalendar {
  const unitIndex = new Map(view.units.map((unit, index) => [unit.id, index]));
  const maintenance = new Set(view.maintenanceUnitIds);
  const sources: (string | null)[] = [];
  const sourceIndex = new Map<string | null, number>();
  const sourceOf = (source: string | null) => {
    let index = sourceIndex.get(source);
    if (index === undefined) {
      index = sources.push(source) - 1;
      sourceIndex.set(source, index);
    }
    return index;
  };
  const start = dayNumber(from);
  const stays = view.stays.flatMap((stay): PackedStay[] => {
    const unit = unitIndex.get(stay.unitId);
    if (unit === undefined) return [];
    return [
      [
        shortId(stay.id),
        unit,
        dayNumber(stay.checkInDate) - start,
        dayNumber(stay.checkOutDate) - dayNumber(stay.checkInDate),
        stay.firstGuestName,
        sourceOf(stay.source),
        CALENDAR_STAY_STATUSES.indexOf(stay.status),
        CALENDAR_DESK_STEPS.indexOf(stay.deskStep),
        DISPLAY_STATUSES.indexOf(stay.displayStatus),
      ],
    ];
  });
  return {
    today: view.today,
    from,
    units: view.units.map((unit) => [
      shortId(unit.id),
      unit.name,
      unit.unitNumber,
      unit.unitType,
      unit.roomStatus,
      unit.occupiedTonight ? 1 : 0,
      maintenance.has(unit.id) ? 1 : 0,
    ]),
    sources,
    stays,
    holds: view.holds.flatMap((hold): PackedHold[] => {
      const unit = unitIndex.get(hold.unitId);
      if (unit === undefined) return [];
      return [
        [
          shortId(hold.id),
          unit,
          hold.kind,
          hold.reason,
          dayNumber(hold.fromDate) - start,
          dayNumber(hold.toDate) - dayNumber(hold.fromDate),
        ],
      ];
    }),
  };
}

/** The calendar reply unpacked into the objects the screens draw. */
export function readCalendar(packed: PackedCalendar): CalendarView {
  const units = packed.units.map(
    ([id, name, unitNumber, unitType, roomStatus, occupiedTonight]): CalendarUnit => ({
      id: uuidOf(id),
      name,
      unitNumber,
      unitType,
      roomStatus,
      occupiedTonight: occupiedTonight === 1,
    }),
  );
  const unitId = (index: number) => units[index]?.id ?? '';
  const start = dayNumber(packed.from);
  const day = (offset: number) => isoDay(start + offset);
  return {
    today: packed.today,
    units,
    stays: packed.stays.map(
      ([
        id,
        unit,
        checkIn,
        nights,
        firstGuestName,
        source,
        status,
        deskStep,
        displayStatus,
      ]): CalendarStay => ({
        id: uuidOf(id),
        unitId: unitId(unit),
        checkInDate: day(checkIn),
        checkOutDate: day(checkIn + nights),
        status: CALENDAR_STAY_STATUSES[status] ?? 'confirmed',
        displayStatus: DISPLAY_STATUSES[displayStatus] ?? 'Upcoming',
        source: packed.sources[source] ?? null,
        firstGuestName,
        deskStep: CALENDAR_DESK_STEPS[deskStep] ?? null,
      }),
    ),
    holds: packed.holds.map(
      ([id, unit, kind, reason, from, nights]): CalendarHold => ({
        id: uuidOf(id),
        unitId: unitId(unit),
        kind,
        reason,
        fromDate: day(from),
        toDate: day(from + nights),
      }),
    ),
    maintenanceUnitIds: packed.units.flatMap((unit, index) =>
      unit[6] === 1 ? [unitId(index)] : [],
    ),
  };
}
