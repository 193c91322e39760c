import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { isOneOf } from '@zamalek/domain/type-guards';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import { RangePicker } from '@/features/analytics/range-picker';
import type { Selection } from '@/features/analytics/selection';

export const PERIOD_TABS: Record<AnalyticsPeriod, { tab: string; unit: string }> = {
  week: { tab: 'Week', unit: 'week' },
  month: { tab: 'Month', unit: 'month' },
  quarter: { tab: 'Quarter', unit: 'quarter' },
  year: { tab: 'Year', unit: 'year' },
};

function isPeriod(value: string): value is AnalyticsPeriod {
  return isOneOf(ANALYTICS_PERIODS, value);
}

/** Week, Month, Quarter and Year tabs (each opens the one holding today) and a custom range. */
export function PeriodControls({
  selection,
  onPeriod,
  onCustom,
  today,
}: {
  selection: Selection;
  onPeriod: (period: AnalyticsPeriod) => void;
  onCustom: (range: DateRange) => void;
  /** Where the range picker opens and what it marks as today. */
  today: IsoDate | undefined;
}) {
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <Tabs
        value={selection.kind === 'period' ? selection.period : 'custom'}
        onValueChange={(value) => {
          if (isPeriod(value)) onPeriod(value);
        }}
        className="w-full sm:w-auto"
      >
        <TabsList aria-label="Period" className="grid w-full grid-cols-4 sm:inline-flex sm:w-fit">
          {ANALYTICS_PERIODS.map((period) => (
            <ViewTabsTrigger key={period} value={period} className="px-4">
              {PERIOD_TABS[period].tab}
            </ViewTabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <RangePicker
        id="analytics-range"
        label="Custom date range"
        value={selection.kind === 'custom' ? selection.range : null}
        onChange={onCustom}
        today={today ?? selection.range?.from}
        className="w-full sm:w-auto"
      />
    </div>
  );
}

/** Previous / the period's name / next, and a way back to the period holding today. */
export function PeriodNav({
  period,
  label,
  current,
  ready,
  onStep,
  onCurrent,
}: {
  period: AnalyticsPeriod;
  label: string;
  /** The period shown holds today: the way back has nowhere to go. */
  current: boolean;
  /** False until the period is known (the server has not said what today is yet). */
  ready: boolean;
  onStep: (step: -1 | 1) => void;
  onCurrent: () => void;
}) {
  const unit = PERIOD_TABS[period].unit;
  return (
    <div className="flex items-center gap-1.5">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={() => onStep(-1)}
        disabled={!ready}
        aria-label={`Previous ${unit}`}
        title={`Previous ${unit}`}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <p
        className="min-w-32 text-center font-medium text-foreground text-sm tabular-nums"
        data-testid="analytics-period"
      >
        {label}
      </p>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={() => onStep(1)}
        disabled={!ready}
        aria-label={`Next ${unit}`}
        title={`Next ${unit}`}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        onClick={onCurrent}
        disabled={!ready || current}
      >
        This {unit}
      </Button>
    </div>
  );
}
