import { WEEKDAY_LABELS } from '@zamalek/domain/pricing/rate-forms';
import type { Weekday } from '@zamalek/domain/pricing/types';
import { Checkbox } from '@/components/ui/checkbox';

/** Monday-first days of the week (stored 0 Sunday … 6 Saturday). */
const MONDAY_FIRST: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** A row of day checkboxes in a fieldset: closed to arrival, departure, weekend nights. */
export function WeekdayPicker({
  id,
  legend,
  hint,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  hint?: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-2">
        {MONDAY_FIRST.map((day) => (
          <label key={day} htmlFor={`${id}-${day}`} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              id={`${id}-${day}`}
              checked={value.includes(day)}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...value, day].sort((a, b) => a - b)
                    : value.filter((d) => d !== day),
                )
              }
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
