import { useQuery } from '@tanstack/react-query';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import type { PortalNight } from '@zamalek/domain/owners/portal';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { trpcErrorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { monthName } from '../landlords/statement-view';

const NIGHT_LABELS: Record<PortalNight, string> = {
  booked: 'Booked',
  owner_use: 'Kept for you',
  blocked: 'Blocked',
  requested: 'You asked',
};

const NIGHT_STYLES: Record<PortalNight, string> = {
  booked: 'bg-primary',
  owner_use: 'bg-amber-500',
  blocked: 'bg-slate-400',
  requested: 'border-2 border-amber-600 border-dashed bg-amber-100',
};

/** What a night shows when several things touch it (a request beside a hold, say). */
const PRECEDENCE: readonly PortalNight[] = ['booked', 'owner_use', 'blocked', 'requested'];

export function shiftMonth(month: string, by: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const zeroBased = year * 12 + index - 1 + by;
  return `${Math.floor(zeroBased / 12)}-${String((zeroBased % 12) + 1).padStart(2, '0')}`;
}

function daysOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day < to; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/**
 * A month of the landlord's rooms, night by night: booked, blocked, kept for them or asked for.
 * Who stays is never sent here. On a phone the month scrolls sideways beside the rooms' names.
 */
export function PortalCalendar({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const trpc = useTRPC();
  const calendar = useQuery(trpc.landlordPortal.calendar.queryOptions({ month }));
  const data = calendar.data;
  return (
    <section aria-labelledby="portal-calendar" className="grid gap-3 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="portal-calendar" className="font-serif text-2xl text-primary">
          {monthName(month)}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onMonthChange(shiftMonth(month, -1))}
            aria-label="Previous month"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onMonthChange(shiftMonth(month, 1))}
            aria-label="Next month"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="What the colours mean">
        {PRECEDENCE.map((night) => (
          <li key={night} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-3.5 rounded-sm', NIGHT_STYLES[night])} />
            {NIGHT_LABELS[night]}
          </li>
        ))}
      </ul>
      {calendar.error ? (
        <p role="alert" className="text-destructive">
          {trpcErrorMessage(calendar.error) ??
            'Could not load the calendar. Please reload the page.'}
        </p>
      ) : !data ? (
        <Spinner label="Loading the calendar" />
      ) : (
        <NightsTable
          days={daysOf(data.from, data.to)}
          rooms={data.rooms}
          segments={data.segments}
        />
      )}
    </section>
  );
}

function NightsTable({
  days,
  rooms,
  segments,
}: {
  days: IsoDate[];
  rooms: readonly { unitId: string; name: string }[];
  segments: readonly { unitId: string; from: IsoDate; to: IsoDate; state: PortalNight }[];
}) {
  const nightOf = (unitId: string, day: IsoDate): PortalNight | null => {
    const states = segments
      .filter((segment) => segment.unitId === unitId && segment.from <= day && day < segment.to)
      .map((segment) => segment.state);
    return PRECEDENCE.find((night) => states.includes(night)) ?? null;
  };
  if (rooms.length === 0) return <p className="text-muted-foreground">No rooms are yours yet.</p>;
  return (
    <div className="rounded-md border bg-card">
      <Table
        className="w-max border-collapse text-xs"
        scrollLabel="Nights of your rooms, scrollable"
      >
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-card px-2 py-1 text-left">
              Room
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="w-7 px-0.5 py-1 text-center font-normal">
                {Number(day.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.unitId} className="border-t">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card px-2 py-1 text-left font-medium"
              >
                {room.name}
              </th>
              {days.map((day) => {
                const night = nightOf(room.unitId, day);
                return (
                  <td key={day} className="h-8 px-0.5" data-night={night ?? 'free'}>
                    <span className={cn('block h-6 rounded-sm', night ? NIGHT_STYLES[night] : '')}>
                      <span className="sr-only">{night ? NIGHT_LABELS[night] : 'Free'}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
