import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SourceFilter } from '@zamalek/domain/analytics-sources';
import type { DateRange } from '@zamalek/domain/date-range';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ExportCsvButton } from '@/features/analytics/csv-export';
import { formatRange, lastDay, periodLabel, plural } from '@/features/analytics/format';
import { PeriodControls, PeriodNav } from '@/features/analytics/period-controls';
import { ReportCard } from '@/features/analytics/report-card';
import { RevenueByGuest } from '@/features/analytics/revenue-by-guest';
import { RevenueByRoom } from '@/features/analytics/revenue-by-room';
import { RevenueBySource } from '@/features/analytics/revenue-by-source';
import { analyticsSelection, steppedSearch } from '@/features/analytics/selection';
import { ErrorBlock, LoadingBlock } from '@/features/analytics/states';
import { SummaryCards } from '@/features/analytics/summary-cards';
import { useTRPC } from '@/lib/trpc';
import { useServerToday } from '@/lib/use-property-today';
import { cn } from '@/lib/utils';

// The chart library is the page's heaviest part: load it after the figures, on demand.
const OccupancyRevenueChart = lazy(() => import('@/features/analytics/occupancy-revenue-chart'));

const route = getRouteApi('/_staff/analytics');

/**
 * The /analytics page (admin only): one period, chosen once at the top and carried in the
 * address, for every report on it: the cards, the chart, Revenue by Source, by Room and by
 * Guests. A calendar period waits for the property's today from the server (never the
 * browser's clock) unless the address names a day. Every figure comes aggregated from the
 * server; reservation changes refetch it live (the `analytics` router's queries).
 */
export function AnalyticsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = useServerToday();
  const selection = analyticsSelection(search, today);
  const range = selection.range;
  const nav =
    selection.kind === 'period' ? (
      <PeriodNav
        period={selection.period}
        label={range ? periodLabel(selection.period, range) : 'Loading…'}
        current={selection.current}
        ready={range !== undefined}
        // From the address at the moment of the click, so quick clicks each move a period.
        onStep={(step) =>
          void navigate({ search: (previous) => steppedSearch(previous, today, step) })
        }
        onCurrent={() => void navigate({ search: { period: selection.period } })}
      />
    ) : (
      <p className="font-medium text-foreground text-sm">Custom range</p>
    );

  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="Occupancy, revenue and booking sources"
        actions={
          <PeriodControls
            selection={selection}
            onPeriod={(period) => void navigate({ search: { period } })}
            onCustom={(picked) =>
              void navigate({ search: { from: picked.from, until: lastDay(picked) } })
            }
            today={today}
          />
        }
      />
      <div className="grid gap-4 md:gap-6">
        {range ? (
          <PeriodFigures range={range} nav={nav} />
        ) : (
          <>
            <div className="-mt-2 md:-mt-4">{nav}</div>
            <LoadingBlock label="Loading the period" className="min-h-60" />
          </>
        )}
      </div>
    </>
  );
}

/** Every report of one period, and the line that says which days and rooms it covers. */
function PeriodFigures({ range, nav }: { range: DateRange; nav: ReactNode }) {
  const trpc = useTRPC();
  const [sourceFilter, setSourceFilter] = useState<SourceFilter>('all');
  const overview = useQuery(
    trpc.analytics.overview.queryOptions(range, { placeholderData: keepPreviousData }),
  );
  const data = overview.data;
  const stale = overview.isPlaceholderData;
  const ready = data !== undefined && !stale;

  return (
    <>
      <div className="-mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 md:-mt-4">
        {nav}
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm"
          data-testid="analytics-range"
          aria-live="polite"
        >
          <span>{formatRange(range)}</span>
          {ready && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                {plural(data.days, 'day')}, {plural(data.units, 'room')}
              </span>
            </>
          )}
          {overview.isFetching && <Spinner className="size-3.5" label="Updating figures" />}
        </p>
        <ExportCsvButton
          report="summary"
          title="Summary figures"
          range={range}
          disabled={!ready}
          className="ml-auto"
        />
      </div>

      {overview.isError && (
        <ErrorBlock
          what="the figures"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      )}

      <div className={cn('transition-opacity', stale && 'opacity-60')}>
        <SummaryCards overview={data} pending={overview.isPending} range={range} />
      </div>

      <ReportCard
        title="Occupancy and Revenue"
        description="Occupancy (%) and revenue ($) over the period."
        actions={
          <ExportCsvButton
            report="daily"
            title="Occupancy and Revenue"
            range={range}
            disabled={!ready}
          />
        }
        updating={stale}
      >
        {data ? (
          <Suspense fallback={<LoadingBlock label="Loading the chart" className="h-60 md:h-75" />}>
            <div className={cn(stale && 'opacity-60')}>
              <OccupancyRevenueChart daily={data.daily} />
            </div>
          </Suspense>
        ) : overview.isError ? (
          <p className="text-muted-foreground text-sm">No chart without the figures.</p>
        ) : (
          <LoadingBlock label="Loading the chart" className="h-60 md:h-75" />
        )}
      </ReportCard>

      <ReportCard
        title="Revenue by Source"
        description="Direct sources (expand to see each) and Booking.com, for the period."
        actions={
          <ExportCsvButton
            report="sources"
            title="Revenue by Source"
            range={range}
            params={{ source: sourceFilter }}
            disabled={!ready}
          />
        }
        updating={stale}
      >
        {data ? (
          <div className={cn(stale && 'opacity-60')}>
            <RevenueBySource
              sources={data.bySource}
              filter={sourceFilter}
              onFilterChange={setSourceFilter}
            />
          </div>
        ) : overview.isError ? (
          <p className="text-muted-foreground text-sm">No report without the figures.</p>
        ) : (
          <LoadingBlock label="Loading sources" />
        )}
      </ReportCard>

      <RevenueByRoom range={range} />
      <RevenueByGuest range={range} />
    </>
  );
}
