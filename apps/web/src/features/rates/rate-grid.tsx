import { formatLongDate } from '@zamalek/domain/dates';
import { formatMoney } from '@zamalek/domain/money';
import { monthWeeks, type NightRange } from '@/features/rates/month-grid-layout';
import { seasonTint } from '@/features/rates/season-colours';
import type { RateDayView, RateMonthView } from '@/features/rates/types';
import { cn } from '@/lib/utils';

const HEADINGS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What a day says to a screen reader: date, rate, season and rules in words. */
function dayLabel(day: RateDayView, seasonName: string | null, selected: boolean) {
  const parts = [
    formatLongDate(day.date),
    day.rateCents === null ? 'no rate' : formatMoney(day.rateCents),
    seasonName ?? (day.source === 'base' ? 'base rate' : ''),
    day.weekend ? 'weekend night' : '',
    day.minStay ? `minimum ${day.minStay} nights` : '',
    day.maxStay ? `maximum ${day.maxStay} nights` : '',
    day.closedToArrival ? 'closed to arrival' : '',
    day.closedToDeparture ? 'closed to departure' : '',
    selected ? 'selected' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * The month as weeks (Monday first): each night's rate as the quote engine resolves it, its
 * season (tint and name), weekend and restrictions. Days are buttons: a first click or Enter
 * starts a range, a second (or a shift-click) ends it.
 */
export function RateGrid({
  month,
  selection,
  onPick,
}: {
  month: RateMonthView;
  selection: NightRange | null;
  onPick: (date: string, extend: boolean) => void;
}) {
  const seasonIndex = new Map(month.seasons.map((season, index) => [season.id, index]));
  const seasonName = new Map(month.seasons.map((season) => [season.id, season.name]));
  const inSelection = (date: string) =>
    selection !== null && selection.first <= date && date <= selection.last;

  return (
    <section aria-label="Nightly rates" className="grid gap-1">
      <div className="grid grid-cols-7 gap-1" aria-hidden="true">
        {HEADINGS.map((heading) => (
          <div key={heading} className="px-1 text-center font-medium text-muted-foreground text-xs">
            {heading}
          </div>
        ))}
      </div>
      {monthWeeks(month.days).map((week) => (
        <div key={week.find(Boolean)?.date} className="grid grid-cols-7 gap-1">
          {week.map((day, index) =>
            day === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing else to key on
              <div key={`pad-${index}`} />
            ) : (
              <div key={day.date}>
                <DayButton
                  day={day}
                  seasonName={day.seasonId ? (seasonName.get(day.seasonId) ?? null) : null}
                  tint={day.seasonId ? seasonTint(seasonIndex.get(day.seasonId) ?? 0) : 'bg-card'}
                  selected={inSelection(day.date)}
                  onPick={onPick}
                />
              </div>
            ),
          )}
        </div>
      ))}
    </section>
  );
}

function DayButton({
  day,
  seasonName,
  tint,
  selected,
  onPick,
}: {
  day: RateDayView;
  seasonName: string | null;
  tint: string;
  selected: boolean;
  onPick: (date: string, extend: boolean) => void;
}) {
  const dayNumber = Number(day.date.slice(8));
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-date={day.date}
      onClick={(event) => onPick(day.date, event.shiftKey)}
      className={cn(
        'flex h-full min-h-16 w-full min-w-0 flex-col items-start gap-0.5 overflow-hidden rounded-md border p-0.5 text-left text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-20 sm:p-1.5',
        tint,
        day.source !== 'season' && 'border-border',
        selected && 'ring-2 ring-primary ring-offset-1',
      )}
    >
      {/* Named by its words in full (no aria-label over shorter visible words, which voice
          control could not match); the abbreviated face below is for the eye only. */}
      <span className="sr-only">{dayLabel(day, seasonName, selected)}</span>
      <span className="flex w-full items-center justify-between gap-1" aria-hidden="true">
        <span className="font-medium">{dayNumber}</span>
        {day.weekend && (
          <span className="rounded bg-foreground/10 px-1 text-[10px] leading-4">W</span>
        )}
      </span>
      <span
        className={cn(
          'max-w-full overflow-hidden font-semibold text-[11px] sm:text-sm',
          day.source === 'base' && 'font-normal',
        )}
        aria-hidden="true"
      >
        {day.rateCents === null ? '—' : formatMoney(day.rateCents, 2).replace(/\.00$/, '')}
      </span>
      <span
        className="hidden w-full truncate text-[11px] text-foreground/80 sm:block"
        aria-hidden="true"
      >
        {seasonName ?? (day.source === 'base' ? 'Base' : 'No rate')}
      </span>
      <span className="flex flex-wrap gap-0.5" aria-hidden="true">
        {day.minStay !== null && <Badge>min {day.minStay}</Badge>}
        {day.maxStay !== null && <Badge>max {day.maxStay}</Badge>}
        {day.closedToArrival && <Badge>no arr.</Badge>}
        {day.closedToDeparture && <Badge>no dep.</Badge>}
      </span>
    </button>
  );
}

function Badge({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded border border-foreground/20 bg-card/70 px-1 text-[10px] leading-4">
      {children}
    </span>
  );
}
