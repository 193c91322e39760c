import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { readCalendar } from '@zamalek/domain/calendar-reply';
import { CalendarNav } from '@/components/page/calendar-nav';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { calendarBlocks } from '@/features/calendar/calendar-blocks';
import { CalendarRoomState } from '@/features/calendar/calendar-room-state';
import { calendarQueryRange, calendarWindow, windowLabel } from '@/features/calendar/occupancy';
import { CalendarLegend, OccupancyGrid } from '@/features/calendar/occupancy-grid';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday, useServerToday } from '@/lib/use-property-today';

const route = getRouteApi('/_staff/admin');

/**
 * The dashboard's week (Sunday first) of every unit, holds and rooms under maintenance hatched;
 * refreshed live with the reservations and holds. The
 * week shown lives in the URL (`week`), so reload and Back restore it.
 */
export function WeeklyCalendarCard() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const serverToday = useServerToday();
  const { week } = route.useSearch();
  const navigate = route.useNavigate();
  const anchor = week ?? today;
  const window = calendarWindow('week', anchor, 0, 0);
  const showsToday = window.from === calendarWindow('week', today, 0, 0).from;
  const go = (offset: number) =>
    void navigate({
      // From the week in the URL at the moment of the click, so quick clicks each move a week.
      search: (previous) => ({
        ...previous,
        week: calendarWindow('week', previous.week ?? today, offset, 0).from,
      }),
    });
  const calendar = useQuery(
    trpc.reservations.calendar.queryOptions(calendarQueryRange(window), {
      placeholderData: keepPreviousData,
      select: readCalendar,
    }),
  );
  const units = (calendar.data?.units ?? []).map((unit) => ({
    id: unit.id,
    name: unit.name,
    label: (
      <span className="block min-w-0">
        <span className="block truncate font-medium text-xs md:text-sm">{unit.name}</span>
        {unit.unitType && (
          <span className="hidden truncate text-muted-foreground text-xs md:block">
            {unit.unitType}
          </span>
        )}
        <CalendarRoomState roomStatus={unit.roomStatus} occupiedTonight={unit.occupiedTonight} />
      </span>
    ),
  }));

  return (
    <section aria-labelledby="weekly-calendar-title">
      <Card className="gap-4 py-4 md:gap-6 md:py-6">
        <CardHeader className="flex flex-wrap items-center justify-between gap-3 px-3 md:px-6">
          <h2 id="weekly-calendar-title" className="font-semibold text-lg max-md:sr-only">
            Weekly Calendar
          </h2>
          <CalendarNav
            label={windowLabel('week', window)}
            unit="week"
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            onToday={() =>
              void navigate({ search: (previous) => ({ ...previous, week: undefined }) })
            }
            atToday={showsToday}
            ready={week !== undefined || serverToday !== undefined}
          />
        </CardHeader>
        <CardContent className="grid gap-3 px-3 md:px-6">
          <OccupancyGrid
            units={units}
            stays={calendar.data?.stays ?? []}
            blocks={calendarBlocks(
              calendar.data?.holds ?? [],
              calendar.data?.maintenanceUnitIds ?? [],
              window,
            )}
            days={window.days}
            today={today}
            density="week"
            isLoading={calendar.isPending || calendar.isPlaceholderData}
            caption={`Occupancy ${windowLabel('week', window)}`}
          />
          <CalendarLegend />
        </CardContent>
      </Card>
    </section>
  );
}
