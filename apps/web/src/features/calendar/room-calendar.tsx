import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import { CalendarNav } from '@/features/calendar/calendar-nav';
import { type CalendarMode, calendarWindow, windowLabel } from '@/features/calendar/occupancy';
import { CalendarLegend, OccupancyGrid } from '@/features/calendar/occupancy-grid';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

/** The /calendar page body: week or month (Monday first) of every room, refreshed live. */
export function RoomCalendar() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const [mode, setMode] = useState<CalendarMode>('week');
  const [offset, setOffset] = useState(0);
  const window = calendarWindow(mode, today, offset, 1);
  const label = windowLabel(mode, window);
  const calendar = useQuery(
    trpc.reservations.calendar.queryOptions(
      { from: window.from, to: window.to },
      { placeholderData: keepPreviousData },
    ),
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
                setMode(value);
                setOffset(0);
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
            onPrevious={() => setOffset((value) => value - 1)}
            onNext={() => setOffset((value) => value + 1)}
            onToday={() => setOffset(0)}
            showToday={offset !== 0}
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
