import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type CalendarHold, readCalendar } from '@zamalek/domain/calendar-reply';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { can } from '@zamalek/domain/roles';
import type { MoveTarget } from '@zamalek/domain/stay-move';
import { useState } from 'react';
import { CalendarNav } from '@/components/page/calendar-nav';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import { calendarBlocks } from '@/features/calendar/calendar-blocks';
import { CalendarRoomState } from '@/features/calendar/calendar-room-state';
import { HoldBar } from '@/features/calendar/hold-bar';
import { MoveConfirmDialog } from '@/features/calendar/move-confirm-dialog';
import { MoveStayDialog } from '@/features/calendar/move-stay-dialog';
import {
  type CalendarMode,
  calendarQueryRange,
  calendarWindow,
  windowLabel,
} from '@/features/calendar/occupancy';
import { CalendarLegend, OccupancyGrid } from '@/features/calendar/occupancy-grid';
import { StayBar } from '@/features/calendar/stay-bar';
import type { RoomCalendarStay } from '@/features/calendar/types';
import { useStayDrag } from '@/features/calendar/use-stay-drag';
import { CreateReservationDialog } from '@/features/create-reservation/create-reservation-dialog';
import { useDeskSteps } from '@/features/front-desk/use-desk-steps';
import { BlockRoomButton } from '@/features/holds/block-room-button';
import { HoldDialog } from '@/features/holds/hold-dialog';
import { useAuth } from '@/lib/auth';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday, useServerToday } from '@/lib/use-property-today';

/** The dialog open over the calendar, if any. */
type Opened =
  | { kind: 'confirm'; stay: RoomCalendarStay; target: MoveTarget }
  | { kind: 'move'; stay: RoomCalendarStay }
  | { kind: 'create'; unitId: string; checkIn: IsoDate }
  | { kind: 'hold'; hold: CalendarHold };

const route = getRouteApi('/_staff/calendar');

/**
 * The /calendar page body: week or month (Monday first) of every room, refreshed live. The view
 * and the period shown live in the URL, so reload and Back restore them. Each bar opens its
 * stay's menu; those who may move stays drag bars and their end edges (confirmed in a dialog), and
 * those who may create reservations start one from an empty day. Holds and rooms under
 * maintenance show as hatched bars; those who may place holds block a room ("Block room…") and
 * edit or remove a hold from its bar.
 */
export function RoomCalendar() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const serverToday = useServerToday();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const mode: CalendarMode = search.view ?? 'week';
  const anchor = search.date ?? today;
  const window = calendarWindow(mode, anchor, 0, 1);
  const label = windowLabel(mode, window);
  const showsToday = window.from === calendarWindow(mode, today, 0, 1).from;
  const go = (offset: number) =>
    void navigate({
      // From the date in the URL at the moment of the click, so quick clicks each move a period.
      search: (previous) => ({
        ...previous,
        date: calendarWindow(mode, previous.date ?? today, offset, 1).from,
      }),
    });
  const calendar = useQuery(
    trpc.reservations.calendar.queryOptions(calendarQueryRange(window), {
      placeholderData: keepPreviousData,
      select: readCalendar,
    }),
  );
  const auth = useAuth();
  const canMove = can(auth, 'reservations.move');
  const canCreate = can(auth, 'reservations.create');
  const canHold = can(auth, 'rooms.holds');
  const desk = useDeskSteps();
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const drag = useStayDrag((stay, target) => setOpened({ kind: 'confirm', stay, target }));
  const units = (calendar.data?.units ?? []).map((unit) => {
    const number = unit.unitNumber ?? unit.name;
    return {
      id: unit.id,
      name: `Room ${number}`,
      label: (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-xs md:text-sm">{number}</span>
          <span className="block truncate text-[11px] text-muted-foreground md:text-xs">
            {unit.unitType ?? '—'}
          </span>
          <CalendarRoomState roomStatus={unit.roomStatus} occupiedTonight={unit.occupiedTonight} />
        </span>
      ),
    };
  });

  const blocks = calendarBlocks(
    calendar.data?.holds ?? [],
    calendar.data?.maintenanceUnitIds ?? [],
    window,
  );

  // With the room type: a move to another type is priced at that type's rates.
  const roomName = (unitId: string | null) => {
    const unit = calendar.data?.units.find((item) => item.id === unitId);
    if (!unit) return 'No room';
    const name = `Room ${unit.unitNumber ?? unit.name}`;
    return unit.unitType ? `${name} (${unit.unitType})` : name;
  };

  return (
    <Card className="gap-4 py-4 md:py-6">
      <CardContent className="grid gap-4 px-3 md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Tabs
            value={mode}
            onValueChange={(value) => {
              if (value === 'week' || value === 'month') {
                void navigate({
                  search: (previous) => ({
                    ...previous,
                    view: value === 'month' ? 'month' : undefined,
                    date: undefined,
                  }),
                });
              }
            }}
          >
            <TabsList aria-label="Calendar view">
              <ViewTabsTrigger value="week" className="px-4">
                Week
              </ViewTabsTrigger>
              <ViewTabsTrigger value="month" className="px-4">
                Month
              </ViewTabsTrigger>
            </TabsList>
          </Tabs>
          <CalendarNav
            label={label}
            unit={mode}
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            onToday={() =>
              void navigate({ search: (previous) => ({ ...previous, date: undefined }) })
            }
            atToday={showsToday}
            ready={search.date !== undefined || serverToday !== undefined}
          />
          {/* A new hold starts on the first shown day from today on. */}
          <BlockRoomButton start={{ from: window.days.find((shown) => shown >= today) ?? today }} />
        </div>
        {drag.wrap(
          <OccupancyGrid
            units={units}
            stays={calendar.data?.stays ?? []}
            blocks={blocks}
            days={window.days}
            today={today}
            density={mode}
            isLoading={calendar.isPending || calendar.isPlaceholderData}
            caption={`Room occupancy, ${label}`}
            renderBar={(bar) => (
              <StayBar
                bar={bar}
                canMove={canMove}
                desk={desk}
                onMoveDialog={(stay) => setOpened({ kind: 'move', stay })}
                justDragged={drag.justDragged}
              />
            )}
            renderBlock={
              canHold
                ? (bar) => (
                    <HoldBar bar={bar} onEdit={(hold) => setOpened({ kind: 'hold', hold })} />
                  )
                : undefined
            }
            onFreeDay={
              canCreate
                ? (unit, day) => setOpened({ kind: 'create', unitId: unit.id, checkIn: day })
                : undefined
            }
          />,
        )}
        <CalendarLegend />
        {desk.dialogs}
        {opened?.kind === 'confirm' && (
          <MoveConfirmDialog
            stay={opened.stay}
            target={opened.target}
            roomName={roomName}
            onClose={close}
          />
        )}
        {opened?.kind === 'move' && (
          <MoveStayDialog stay={opened.stay} today={today} roomName={roomName} onClose={close} />
        )}
        {opened?.kind === 'hold' && <HoldDialog hold={opened.hold} onClose={close} />}
        {opened?.kind === 'create' && (
          <CreateReservationDialog
            start={{
              values: {
                unitId: opened.unitId,
                checkIn: opened.checkIn,
                checkOut: addDaysIso(opened.checkIn, 1),
              },
              onClose: close,
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
