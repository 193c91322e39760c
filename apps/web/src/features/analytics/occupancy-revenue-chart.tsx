import { formatMoney } from '@zamalek/domain/money';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPercent } from '@/features/analytics/format';
import {
  type ChartPoint,
  chartSeries,
  type DailyPoint,
  seriesSummary,
} from '@/features/analytics/series';
import { useMediaQuery } from '@/lib/use-media-query';

// recharts is large: only this file imports it, and the page loads this file on demand.

const REVENUE_COLOUR = 'var(--color-chart-3)';
const OCCUPANCY_COLOUR = 'var(--color-chart-1)';

const UNIT_NAMES = { day: 'Daily', week: 'Weekly', month: 'Monthly' } as const;

/** "$1.2k", "$850": short dollar amounts for the revenue axis. */
function axisDollars(dollars: number): string {
  if (Math.abs(dollars) >= 1000) {
    const thousands = dollars / 1000;
    return `$${thousands.toLocaleString('en-US', { maximumFractionDigits: thousands >= 10 ? 0 : 1 })}k`;
  }
  return `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

function ChartTooltip({
  active,
  activeIndex,
  points,
}: Pick<TooltipContentProps, 'active' | 'activeIndex'> & { points: readonly ChartPoint[] }) {
  const point = active && activeIndex !== undefined ? points[Number(activeIndex)] : undefined;
  if (!point) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md">
      <p className="font-medium">{point.title}</p>
      <p className="flex items-center gap-2">
        <span className="size-2.5 rounded-full" style={{ background: OCCUPANCY_COLOUR }} />
        Occupancy{' '}
        <span className="ml-auto font-medium tabular-nums">
          {formatPercent(point.occupancyRate)}
        </span>
      </p>
      <p className="flex items-center gap-2">
        <span className="size-2.5 rounded-sm" style={{ background: REVENUE_COLOUR }} />
        Revenue{' '}
        <span className="ml-auto font-medium tabular-nums">{formatMoney(point.revenueCents)}</span>
      </p>
    </div>
  );
}

/**
 * Occupancy (%, line, left axis) and revenue ($, bars, right axis) over the period: per day up
 * to about two months, per week up to a year, per month beyond. Screen readers get a summary
 * (the figure's role="img" label) and the figures as a visually hidden table.
 */
export default function OccupancyRevenueChart({ daily }: { daily: readonly DailyPoint[] }) {
  const { granularity, points } = chartSeries(daily);
  const wide = useMediaQuery('(min-width: 768px)');
  const data = points.map((point) => ({
    label: point.label,
    occupancy: point.occupancyRate,
    revenue: point.revenueCents / 100,
  }));

  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <span>{UNIT_NAMES[granularity]} figures</span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded" style={{ background: OCCUPANCY_COLOUR }} />
          Occupancy (%)
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: REVENUE_COLOUR }} />
          Revenue ($)
        </span>
      </figcaption>
      <div role="img" aria-label={seriesSummary(points, granularity)}>
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={data}
          style={{ width: '100%', height: wide ? 300 : 240 }}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            minTickGap={16}
            fontSize={12}
          />
          <YAxis
            yAxisId="occupancy"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(value: number) => `${value}%`}
            tickLine={false}
            axisLine={false}
            width={44}
            fontSize={12}
          />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tickFormatter={axisDollars}
            tickLine={false}
            axisLine={false}
            width={wide ? 56 : 44}
            fontSize={12}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            content={(props) => (
              <ChartTooltip active={props.active} activeIndex={props.activeIndex} points={points} />
            )}
          />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={REVENUE_COLOUR}
            radius={[3, 3, 0, 0]}
            maxBarSize={40}
            isAnimationActive={false}
          />
          <Line
            yAxisId="occupancy"
            dataKey="occupancy"
            name="Occupancy"
            type="linear"
            stroke={OCCUPANCY_COLOUR}
            strokeWidth={2}
            dot={points.length <= 31 ? { r: 2.5 } : false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
      <table className="sr-only">
        <caption>Occupancy and revenue, {UNIT_NAMES[granularity].toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">
              {granularity === 'day' ? 'Day' : granularity === 'week' ? 'Week' : 'Month'}
            </th>
            <th scope="col">Occupancy</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start}>
              <th scope="row">{point.title}</th>
              <td>{formatPercent(point.occupancyRate)}</td>
              <td>{formatMoney(point.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
