import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import { CalendarNav } from '@/features/calendar/calendar-nav';
import {
  type CalendarMode,
  calendarQueryRange,
  calendarWindow,
  windowLabel,
} from '@/features/calendar/occupancy';
import { CalendarLegend, OccupancyGrid } from '@/features/calendar/occupancy-grid';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

const route = getRouteApi('/_staff/calendar');

/**
 * The /calendar page body: week or month (Monday first) of every room, refreshed live. The view
 * and the period shown live in the URL, so reload and Back restore them.
 */
export function RoomCalendar() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const mode: CalendarMode = search.view ?? 'week';
  const anchor = search.date ?? today;
  const window = calendarWindow(mode, anchor, 0, 1);
  const label = windowLabel(mode, window);
  const showsToday = window.from === calendarWindow(mode, today, 0, 1).from;
  const go = (offset: number) =>
    void navigate({
      search: (previous) => ({ ...previous, date: calendarWindow(mode, anchor, offset, 1).from }),
    });
  const calendar = useQuery(
    trpc.reservations.calendar.queryOptions(calendarQueryRange(window), {
      placeholderData: keepPreviousData,
    }),
  );
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
        </span>
      ),
    };
  });

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
            showToday={!showsToday}
          />
        </div>
        <OccupancyGrid
          units={units}
          stays={calendar.data?.stays ?? []}
          days={window.days}
          today={today}
          density={mode}
          isLoading={calendar.isPending || calendar.isPlaceholderData}
          caption={`Room occupancy, ${label}`}
        />
        <CalendarLegend />
      </CardContent>
    </Card>
  );
}
