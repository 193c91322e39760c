import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LANDLORD_PERCENT_DEFAULT, periodRange } from '@zamalek/domain/analytics';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatRange, plural } from '@/features/analytics/format';
import { PERIOD_TABS, PeriodControls, type Selection } from '@/features/analytics/period-controls';
import { ReportCard } from '@/features/analytics/report-card';
import { RevenueByGuest } from '@/features/analytics/revenue-by-guest';
import { RevenueByRoom } from '@/features/analytics/revenue-by-room';
import { RevenueBySource } from '@/features/analytics/revenue-by-source';
import { ErrorBlock, LoadingBlock } from '@/features/analytics/states';
import { SummaryCards } from '@/features/analytics/summary-cards';
import { PageHeader } from '@/features/staff/page-header';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';
import { cn } from '@/lib/utils';

// The chart library is the page's heaviest part: load it after the figures, on demand.
const OccupancyRevenueChart = lazy(() => import('@/features/analytics/occupancy-revenue-chart'));

/**
 * The /analytics page (admin only): the period's cards, chart and Revenue by Source, then the
 * Revenue by Room and by Guests reports with their own dates. Every figure comes aggregated
 * from the server; reservation changes refetch it live (the `analytics` router's queries).
 */
export function AnalyticsPage() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const [selection, setSelection] = useState<Selection>({ kind: 'period', period: 'month' });
  const [landlordPercent, setLandlordPercent] = useState(LANDLORD_PERCENT_DEFAULT);
  const range =
    selection.kind === 'period' ? periodRange(selection.period, today) : selection.range;
  const overview = useQuery(
    trpc.analytics.overview.queryOptions(range, { placeholderData: keepPreviousData }),
  );
  const data = overview.data;
  const stale = overview.isPlaceholderData;
  const periodName =
    selection.kind === 'period' ? PERIOD_TABS[selection.period].description : 'Custom range';

  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="Occupancy, revenue and booking sources"
        actions={<PeriodControls selection={selection} onChange={setSelection} today={today} />}
      />
      <div className="grid gap-4 md:gap-6">
        <p
          className="-mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm md:-mt-4"
          data-testid="analytics-range"
          aria-live="polite"
        >
          <span className="font-medium text-foreground">{periodName}</span>{' '}
          <span aria-hidden="true">·</span> <span>{formatRange(range)}</span>
          {data && !stale && (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
              <span>
                {plural(data.days, 'day')}, {plural(data.units, 'room')}
              </span>
            </>
          )}
          {overview.isFetching && <Spinner className="size-3.5" label="Updating figures" />}
        </p>

        {overview.isError && (
          <ErrorBlock
            what="the figures"
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        )}

        <div className={cn('transition-opacity', stale && 'opacity-60')}>
          <SummaryCards
            overview={data}
            pending={overview.isPending}
            landlordPercent={landlordPercent}
            onLandlordPercentChange={setLandlordPercent}
          />
        </div>

        <ReportCard
          title="Occupancy and Revenue"
          description={`Occupancy (%) and revenue ($) over ${periodName.toLowerCase()}.`}
          updating={stale}
        >
          {data ? (
            <Suspense
              fallback={<LoadingBlock label="Loading the chart" className="h-60 md:h-75" />}
            >
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
          description="Direct sources (expand to see each) and Booking.com, for the period above."
          updating={stale}
        >
          {data ? (
            <div className={cn(stale && 'opacity-60')}>
              <RevenueBySource sources={data.bySource} />
            </div>
          ) : overview.isError ? (
            <p className="text-muted-foreground text-sm">No report without the figures.</p>
          ) : (
            <LoadingBlock label="Loading sources" />
          )}
        </ReportCard>

        <RevenueByRoom today={today} />
        <RevenueByGuest today={today} />
      </div>
    </>
  );
}
