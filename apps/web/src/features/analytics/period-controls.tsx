import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { Tabs, TabsList, ViewTabsTrigger } from '@/components/ui/tabs';
import { RangePicker } from '@/features/analytics/range-picker';

/** What the page's figures cover: a period tab (ending today) or a picked range. */
export type Selection =
  | { kind: 'period'; period: AnalyticsPeriod }
  | { kind: 'custom'; range: DateRange };

export const PERIOD_TABS: Record<AnalyticsPeriod, { tab: string; description: string }> = {
  week: { tab: 'Week', description: 'Last 7 days' },
  month: { tab: 'Month', description: 'Last 30 days' },
  quarter: { tab: 'Quarter', description: 'Last 90 days' },
  ytd: { tab: 'YTD', description: 'Year to date' },
};

function isPeriod(value: string): value is AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(value);
}

/** Week, Month, Quarter and YTD tabs, and a custom date range beside them. */
export function PeriodControls({
  selection,
  onChange,
  today,
}: {
  selection: Selection;
  onChange: (selection: Selection) => void;
  today: IsoDate;
}) {
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <Tabs
        value={selection.kind === 'period' ? selection.period : 'custom'}
        onValueChange={(value) => {
          if (isPeriod(value)) onChange({ kind: 'period', period: value });
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
        onChange={(range) => onChange({ kind: 'custom', range })}
        today={today}
        className="w-full sm:w-auto"
      />
    </div>
  );
}
