import { formatLongDate, type IsoDate } from '@zamalek/domain/dates';
import { format, parseISO } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

/**
 * A date field: a button showing dd MMM yyyy that opens two months (one on a phone). Picking the
 * chosen day again keeps it (clearing is ignored); days before `minDate` are disabled.
 */
export function DatePicker({
  id,
  value,
  onChange,
  minDate,
  today,
  placeholder = 'Pick a date',
  invalid,
  describedBy,
  defaultMonth,
  ref,
}: {
  id: string;
  value: IsoDate | '';
  onChange: (value: IsoDate) => void;
  minDate?: IsoDate | undefined;
  today?: IsoDate | undefined;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  defaultMonth?: IsoDate | undefined;
  /** The button, for a form that focuses its first refused field. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const twoMonths = useMediaQuery('(min-width: 768px)');
  const selected = value ? parseISO(value) : undefined;
  const monthShown = selected ?? (defaultMonth ? parseISO(defaultMonth) : undefined);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          id={id}
          type="button"
          variant="outline"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'w-full justify-start bg-card font-normal',
            !value && 'text-muted-foreground',
          )}
        >
          <CalendarIcon aria-hidden="true" />
          {value ? formatLongDate(value) : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          required
          selected={selected}
          defaultMonth={monthShown}
          numberOfMonths={twoMonths ? 2 : 1}
          disabled={minDate ? { before: parseISO(minDate) } : undefined}
          today={today ? parseISO(today) : undefined}
          onSelect={(date) => {
            if (!date) return;
            onChange(format(date, 'yyyy-MM-dd'));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
