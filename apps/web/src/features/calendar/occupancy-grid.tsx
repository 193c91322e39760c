import { Link } from '@tanstack/react-router';
import type { IsoDate } from '@zamalek/domain/dates';
import { format, parseISO } from 'date-fns';
import { LogOutIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { type BlockBarProps, BlockCell } from '@/features/calendar/block-cell';
import { blocksByUnit, type CalendarBlock } from '@/features/calendar/calendar-blocks';
import {
  type CalendarStay,
  type OccupancySegment,
  occupancyRow,
  stayAccessibleName,
  stayGuestLabel,
  staySourceLabel,
  staysByUnit,
} from '@/features/calendar/occupancy';
import { SourceIcon } from '@/features/calendar/source-icon';
import { spokenDate } from '@/features/calendar/spoken-date';
import { CALENDAR_BAR_STATUSES, STAY_STATUS_TONES } from '@/features/calendar/stay-status-tones';
import { cn } from '@/lib/utils';

interface GridUnit {
  id: string;
  /** What the row header says (unit name, or number and type). */
  label: React.ReactNode;
  /** Plain text for accessible names. */
  name: string;
}

/** What a bar is made of, for a screen that draws its own bars (the Room Calendar's menus). */
export interface StayBarProps<S extends CalendarStay> {
  stay: S;
  unitName: string;
  /** The accessible name and tooltip: status, guest, source, room and dates in words. */
  label: string;
  className: string;
  children: React.ReactNode;
  /** The stay's check-out falls inside the window (its end edge shows). */
  endShown: boolean;
}

/**
 * Rows are units, columns are days. A stay's nights merge into one bar (a link to the
 * reservation, unless `renderBar` draws it); free days show "-", with a small marker on a stay's
 * check-out day. With `onFreeDay`, a free day from today on starts a reservation there. Blocked
 * nights (holds, rooms under maintenance) show as hatched, labelled bars.
 */
export function OccupancyGrid<S extends CalendarStay>({
  units,
  stays,
  blocks = [],
  days,
  today,
  density,
  isLoading,
  caption,
  renderBar,
  renderBlock,
  onFreeDay,
}: {
  units: readonly GridUnit[];
  stays: readonly S[];
  blocks?: readonly CalendarBlock[];
  days: readonly IsoDate[];
  today: IsoDate;
  /** Week views get roomy columns; a month needs narrow ones. */
  density: 'week' | 'month';
  isLoading?: boolean;
  caption: string;
  renderBar?: (props: StayBarProps<S>) => React.ReactNode;
  renderBlock?: (props: BlockBarProps) => React.ReactNode;
  onFreeDay?: (unit: GridUnit, day: IsoDate) => void;
}) {
  const byUnit = staysByUnit(stays);
  const blocksOf = blocksByUnit(blocks);
  const month = density === 'month';
  const scroller = useRef<HTMLDivElement>(null);
  const firstDay = days[0];

  // Bring today's column into view when the window first shows it (phones, month view).
  useEffect(() => {
    const container = scroller.current;
    const column = container?.querySelector<HTMLElement>('th[aria-current="date"]');
    const rowHeader = container?.querySelector<HTMLElement>('thead th');
    if (!container || !column || firstDay === undefined) return;
    const rowHeaderWidth = rowHeader?.offsetWidth ?? 0;
    const visibleDays = container.clientWidth - rowHeaderWidth;
    // Today a third of the way in, so the nights ahead show (only when the grid overflows).
    const target = column.offsetLeft - rowHeaderWidth - visibleDays / 3;
    container.scrollLeft = Math.max(0, Math.min(target, container.scrollWidth));
  }, [firstDay]);

  return (
    <div
      ref={scroller}
      className="relative overflow-x-auto rounded-lg border bg-card"
      data-occupancy-grid
    >
      <table
        className={cn(
          'w-full table-fixed border-collapse text-sm',
          month ? 'min-w-[1100px] lg:min-w-[880px]' : 'min-w-[620px]',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className={month ? 'w-24 md:w-32' : 'w-20 md:w-36'} />
          {days.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-muted/60">
            <th
              scope="col"
              className="sticky left-0 z-20 bg-muted px-2 py-2 text-left font-medium text-muted-foreground text-xs md:px-3"
            >
              Room
            </th>
            {days.map((day) => (
              <DayHeader key={day} day={day} isToday={day === today} month={month} />
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.id} className="border-b last:border-0" data-unit-id={unit.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-r bg-card px-2 py-1.5 text-left align-middle font-normal md:px-3"
              >
                {unit.label}
              </th>
              {occupancyRow(byUnit.get(unit.id) ?? [], days, blocksOf.get(unit.id)).map(
                (segment) =>
                  segment.kind === 'block' ? (
                    <BlockCell
                      key={`${unit.id}-${segment.start}`}
                      block={segment.block}
                      span={segment.span}
                      continuesBefore={segment.continuesBefore}
                      continuesAfter={segment.continuesAfter}
                      unitName={unit.name}
                      narrow={month && segment.span < 3}
                      coversToday={days
                        .slice(segment.start, segment.start + segment.span)
                        .includes(today)}
                      renderBlock={renderBlock}
                    />
                  ) : (
                    <SegmentCell
                      key={`${unit.id}-${segment.start}`}
                      segment={segment}
                      days={days}
                      today={today}
                      unitName={unit.name}
                      month={month}
                      renderBar={renderBar}
                      onFreeDay={
                        onFreeDay && segment.kind === 'free' && segment.date >= today
                          ? () => onFreeDay(unit, segment.date)
                          : undefined
                      }
                    />
                  ),
              )}
            </tr>
          ))}
          {units.length === 0 && !isLoading && (
            <tr>
              <td colSpan={days.length + 1} className="py-10 text-center text-muted-foreground">
                No rooms yet
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {isLoading && (
        <div className="absolute inset-0 flex items-center justify-center bg-card/60">
          <Spinner className="size-6 text-brand" label="Loading calendar" />
        </div>
      )}
    </div>
  );
}

function DayHeader({ day, isToday, month }: { day: IsoDate; isToday: boolean; month: boolean }) {
  const date = parseISO(day);
  return (
    <th
      scope="col"
      data-day={day}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'px-0.5 py-1.5 text-center font-medium text-xs',
        isToday ? 'bg-brand text-brand-foreground' : 'text-muted-foreground',
      )}
    >
      <span className="block leading-tight">{format(date, month ? 'EEEEE' : 'EEE')}</span>
      <span className={cn('block leading-tight', !month && 'md:text-sm')}>
        {format(date, month ? 'd' : 'MMM d')}
      </span>
    </th>
  );
}

function SegmentCell<S extends CalendarStay>({
  segment,
  days,
  today,
  unitName,
  month,
  renderBar,
  onFreeDay,
}: {
  segment: Exclude<OccupancySegment<S>, { kind: 'block' }>;
  days: readonly IsoDate[];
  today: IsoDate;
  unitName: string;
  month: boolean;
  renderBar?: ((props: StayBarProps<S>) => React.ReactNode) | undefined;
  onFreeDay?: (() => void) | undefined;
}) {
  if (segment.kind === 'free') {
    const isToday = segment.date === today;
    const departure = segment.departure;
    return (
      <td
        className={cn(
          'relative h-12 border-l text-center align-middle text-muted-foreground',
          isToday && 'bg-brand/10',
        )}
      >
        {onFreeDay ? (
          <button
            type="button"
            // Pointer and touch only: keyboard users start a reservation from its own button.
            tabIndex={-1}
            onClick={onFreeDay}
            title={`New reservation: ${unitName}, ${spokenDate(segment.date)}`}
            className="absolute inset-0 size-full cursor-pointer hover:bg-brand/10"
          >
            <span aria-hidden="true">-</span>
            <span className="sr-only">{`Available, ${unitName}, ${spokenDate(segment.date)}`}</span>
          </button>
        ) : (
          <>
            <span aria-hidden="true">-</span>
            <span className="sr-only">Available</span>
          </>
        )}
        {departure && (
          <span
            className="absolute top-1 right-1 text-muted-foreground/80"
            title={`Departure: ${stayGuestLabel(departure)}`}
          >
            <LogOutIcon className="size-3" aria-hidden="true" />
            <span className="sr-only">{`Departure: ${stayGuestLabel(departure)}`}</span>
          </span>
        )}
      </td>
    );
  }

  const { stay } = segment;
  const guest = stayGuestLabel(stay);
  const shown = days.slice(segment.start, segment.start + segment.span);
  const coversToday = shown.includes(today);
  const narrow = month && segment.span < 3;
  const label = stayAccessibleName(stay, unitName);
  const className = cn(
    'flex h-full min-w-0 flex-col justify-center overflow-hidden px-1.5 text-left leading-tight outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60',
    STAY_STATUS_TONES[stay.displayStatus],
    segment.continuesBefore ? 'rounded-l-none' : 'rounded-l-md',
    segment.continuesAfter ? 'rounded-r-none' : 'rounded-r-md',
  );
  // The spaces between the lines keep their words apart for tools that read the text whole
  // (axe's label-content check); a flex column does not render them.
  const content = (
    <>
      <span className={cn('truncate font-semibold text-[11px]', narrow && 'sr-only')}>
        {stay.displayStatus}
      </span>{' '}
      <span className="truncate text-[11px] md:text-xs">{guest}</span>{' '}
      <span
        className={cn(
          'flex min-w-0 items-center gap-1 text-[10px] md:text-[11px]',
          narrow && 'sr-only',
        )}
        data-testid="calendar-stay-source"
      >
        <SourceIcon source={stay.source} className="size-3 shrink-0" />
        <span className="truncate">{staySourceLabel(stay.source)}</span>
      </span>
    </>
  );
  return (
    <td colSpan={segment.span} className={cn('h-12 border-l p-0.5', coversToday && 'bg-brand/10')}>
      {renderBar ? (
        renderBar({
          stay,
          unitName,
          label,
          className,
          children: content,
          endShown: !segment.continuesAfter,
        })
      ) : (
        <Link
          to="/reservation/$id"
          params={{ id: stay.id }}
          title={label}
          aria-label={label}
          data-testid="calendar-stay"
          className={className}
        >
          {content}
        </Link>
      )}
    </td>
  );
}

/** The colour key of both calendars: a bar's colour is its status (its word is on it too). */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs', className)}>
      {CALENDAR_BAR_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={cn('size-3 rounded-sm', STAY_STATUS_TONES[status])} aria-hidden="true" />
          {status}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          className="size-3 rounded-sm border border-amber-500 bg-[repeating-linear-gradient(135deg,var(--color-amber-300)_0_2px,var(--color-amber-100)_2px_4px)]"
          aria-hidden="true"
        />
        Blocked (hatched: maintenance, owner use, other)
      </li>
      <li className="flex items-center gap-1.5">
        <span className="w-3 text-center font-semibold text-muted-foreground" aria-hidden="true">
          -
        </span>
        Available
      </li>
    </ul>
  );
}
