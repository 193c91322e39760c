import { type OccupancyBand, occupancyBand } from '@zamalek/domain/analytics';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { formatPercent } from '@/features/analytics/format';
import { cn } from '@/lib/utils';

const BANDS: Record<
  OccupancyBand,
  { label: string; Icon: typeof TrendingUpIcon; className: string; rule: string }
> = {
  high: {
    label: 'High',
    Icon: TrendingUpIcon,
    className: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    rule: '70% or more',
  },
  medium: {
    label: 'Medium',
    Icon: MinusIcon,
    className: 'border-amber-200 bg-amber-50 text-amber-900',
    rule: '40% to 69.9%',
  },
  low: {
    label: 'Low',
    Icon: TrendingDownIcon,
    className: 'border-red-200 bg-red-50 text-red-800',
    rule: 'below 40%',
  },
};

/** The occupancy with its band: green high (≥ 70 %), amber medium (≥ 40 %), red low; never colour alone. */
export function OccupancyBadge({ rate, className }: { rate: number; className?: string }) {
  const band = BANDS[occupancyBand(rate)];
  return (
    <span
      data-band={occupancyBand(rate)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 font-medium text-xs tabular-nums',
        band.className,
        className,
      )}
    >
      <band.Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {formatPercent(rate)}
      <span className="sr-only">({band.label.toLowerCase()} occupancy)</span>
    </span>
  );
}

/** The key to the three bands, under the room table. */
export function OccupancyLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
      {(['high', 'medium', 'low'] as const).map((key) => {
        const band = BANDS[key];
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span
              className={cn(
                'inline-flex size-5 items-center justify-center rounded border',
                band.className,
              )}
            >
              <band.Icon className="size-3.5" aria-hidden="true" />
            </span>
            {band.label}: {band.rule}
          </li>
        );
      })}
    </ul>
  );
}
