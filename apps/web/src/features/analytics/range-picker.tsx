import { customRange } from '@zamalek/domain/analytics';
import type { DateRange } from '@zamalek/domain/date-range';
import type { IsoDate } from '@zamalek/domain/dates';
import { format, parseISO } from 'date-fns';
import { CalendarRangeIcon } from 'lucide-react';
import { useState } from 'react';
import type { DateRange as PickerRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatRange, lastDay } from '@/features/analytics/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

/** The server takes ranges of at most about three years. */
const MAX_NIGHTS = 1094;

const iso = (date: Date): IsoDate => format(date, 'yyyy-MM-dd');

/**
 * A date-range button: opens two months (one on a phone); the first click picks the first day,
 * the second the last (before the first swaps them, the same day twice is a one-day range), then
 * it closes and reports the half-open range. Both picked days are included.
 */
export function RangePicker({
  id,
  value,
  onChange,
  today,
  placeholder = 'Custom range',
  label,
  className,
}: {
  id: string;
  /** The applied range, or null when none is picked (a period tab is active instead). */
  value: DateRange | null;
  onChange: (range: DateRange) => void;
  /** The property's today, once the server has said it. */
  today: IsoDate | undefined;
  placeholder?: string;
  /** Accessible name of the button, before the range it shows. */
  label: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const twoMonths = useMediaQuery('(min-width: 768px)');
  const applied: PickerRange | undefined = value
    ? { from: parseISO(value.from), to: parseISO(lastDay(value)) }
    : undefined;
  const [draft, setDraft] = useState<PickerRange | undefined>(applied);
  const shown = value ? formatRange(value) : placeholder;

  return (
    <Popover
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (isOpen) setDraft(applied);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          aria-label={`${label}: ${shown}`}
          className={cn(
            'justify-start bg-card font-normal',
            !value && 'text-muted-foreground',
            className,
          )}
        >
          <CalendarRangeIcon aria-hidden="true" />
          <span className="truncate">{shown}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="end">
        <Calendar
          mode="range"
          resetOnSelect
          max={MAX_NIGHTS}
          selected={draft}
          defaultMonth={draft?.from ?? (today === undefined ? undefined : parseISO(today))}
          numberOfMonths={twoMonths ? 2 : 1}
          {...(today === undefined ? {} : { today: parseISO(today) })}
          onSelect={(range) => {
            setDraft(range);
            // With resetOnSelect the first click gives { from } only; the second completes it.
            if (range?.from && range.to) {
              onChange(customRange(iso(range.from), iso(range.to)));
              setOpen(false);
            }
          }}
        />
        <p className="border-t px-3 py-2 text-muted-foreground text-xs">
          {draft?.from && !draft.to
            ? 'Now pick the last day (the same day again for one day).'
            : 'Pick the first day, then the last. Up to three years.'}
        </p>
      </PopoverContent>
    </Popover>
  );
}
