import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Previous / period label / next, and Today (always there; it works while away from today). */
export function CalendarNav({
  label,
  unit,
  onPrevious,
  onNext,
  onToday,
  atToday,
  ready = true,
}: {
  label: string;
  /** "week" or "month", for the buttons' accessible names. */
  unit: 'week' | 'month';
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** The current period is shown: Today has nowhere to go. */
  atToday: boolean;
  /** False until the property's today is known: a step from a guessed today would be a week off. */
  ready?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={onPrevious}
        disabled={!ready}
        aria-label={`Previous ${unit}`}
        title={`Previous ${unit}`}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <p
        className="min-w-36 text-center font-medium text-sm tabular-nums"
        aria-live="polite"
        data-testid="calendar-range"
      >
        {label}
      </p>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={onNext}
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
        onClick={onToday}
        disabled={!ready || atToday}
      >
        Today
      </Button>
    </div>
  );
}
