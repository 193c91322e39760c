import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { useCallback } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { DatePicker } from '@/components/form/date-picker';
import { FormField, fieldId } from '@/components/form/form-field';
import { RoomSelect } from '@/components/form/room-select';
import type { CreateFormValues, FieldErrors } from '@/features/create-reservation/create-form';

const P = 'create';

/** Check-in, check-out (past days disabled) and a room free for the whole stay. */
export function StaySection({
  form,
  errors,
  today,
}: {
  form: UseFormReturn<CreateFormValues>;
  errors: FieldErrors;
  today: IsoDate;
}) {
  const [checkIn, checkOut, unitId] = useWatch({
    control: form.control,
    name: ['checkIn', 'checkOut', 'unitId'],
  });
  const setUnit = useCallback(
    (value: string) => form.setValue('unitId', value, { shouldDirty: true }),
    [form],
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField
        compact
        id={fieldId(P, 'checkIn')}
        label="Check-in"
        required
        error={errors.checkIn}
      >
        <Controller
          control={form.control}
          name="checkIn"
          render={({ field }) => (
            <DatePicker
              id={fieldId(P, 'checkIn')}
              value={field.value}
              today={today}
              minDate={today}
              invalid={Boolean(errors.checkIn)}
              describedBy={errors.checkIn ? `${fieldId(P, 'checkIn')}-error` : undefined}
              onChange={(value) => {
                field.onChange(value);
                // A check-out no longer after the new check-in is cleared.
                const out = form.getValues('checkOut');
                if (out && out <= value) form.setValue('checkOut', '');
              }}
            />
          )}
        />
      </FormField>
      <FormField
        compact
        id={fieldId(P, 'checkOut')}
        label="Check-out"
        required
        error={errors.checkOut}
      >
        <Controller
          control={form.control}
          name="checkOut"
          render={({ field }) => (
            <DatePicker
              id={fieldId(P, 'checkOut')}
              value={field.value}
              today={today}
              minDate={checkIn ? addDaysIso(checkIn, 1) : addDaysIso(today, 1)}
              defaultMonth={checkIn || undefined}
              invalid={Boolean(errors.checkOut)}
              describedBy={errors.checkOut ? `${fieldId(P, 'checkOut')}-error` : undefined}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      <RoomSelect
        id={fieldId(P, 'unitId')}
        checkIn={checkIn}
        checkOut={checkOut}
        value={unitId}
        onChange={setUnit}
        error={errors.unitId}
      />
    </div>
  );
}
