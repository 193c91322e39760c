import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CalendarNav } from '@/features/calendar/calendar-nav';
import { calendarWindow, windowLabel } from '@/features/calendar/occupancy';
import { CalendarLegend, OccupancyGrid } from '@/features/calendar/occupancy-grid';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

/** The dashboard's week (Sunday first) of every unit; refreshed live with the reservations. */
export function WeeklyCalendarCard() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const [offset, setOffset] = useState(0);
  const window = calendarWindow('week', today, offset, 0);
  const calendar = useQuery(
    trpc.reservations.calendar.queryOptions(
      { from: window.from, to: window.to },
      { placeholderData: keepPreviousData },
    ),
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
            onPrevious={() => setOffset((value) => value - 1)}
            onNext={() => setOffset((value) => value + 1)}
            onToday={() => setOffset(0)}
            showToday={offset !== 0}
          />
        </CardHeader>
        <CardContent className="grid gap-3 px-3 md:px-6">
          <OccupancyGrid
            units={units}
            stays={calendar.data?.stays ?? []}
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
