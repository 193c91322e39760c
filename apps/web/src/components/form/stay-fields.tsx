import { addDaysIso, type IsoDate, isValidIsoDate } from '@zamalek/domain/dates';
import type { RoomStatus } from '@zamalek/domain/room-status';
import { useCallback } from 'react';
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
  useWatch,
} from 'react-hook-form';
import { DatePicker } from '@/components/form/date-picker';
import { FormField, fieldId } from '@/components/form/form-field';
import { RoomSelect } from '@/components/form/room-select';
import { type CheckOutRule, movedCheckOut } from '@/components/form/stay-dates';

/** A stay's date as the form holds it: a real day, or "" while none is picked. */
export function stayDate(value: unknown): IsoDate | '' {
  return typeof value === 'string' && isValidIsoDate(value) ? value : '';
}

/**
 * The stay's Check-in and Check-out pickers, for any form holding them at `checkIn` and
 * `checkOut`. With `today`, check-in starts there (a new stay); without it any day can be picked
 * (a stay being edited). The form lays them out: they render side by side in its grid.
 */
export function StayDateFields<T extends FieldValues, V>({
  control,
  checkIn,
  checkOut,
  idPrefix,
  today,
  required = false,
  checkOutRule,
}: {
  control: Control<T, unknown, V>;
  checkIn: FieldPathByValue<T, IsoDate | ''>;
  checkOut: FieldPathByValue<T, IsoDate | ''>;
  idPrefix: string;
  today?: IsoDate | undefined;
  required?: boolean;
  checkOutRule: CheckOutRule;
}) {
  const arrival = useController({ control, name: checkIn });
  const departure = useController({ control, name: checkOut });
  const from = stayDate(arrival.field.value);
  const to = stayDate(departure.field.value);
  const inId = fieldId(idPrefix, checkIn);
  const outId = fieldId(idPrefix, checkOut);
  const inError = arrival.fieldState.error?.message;
  const outError = departure.fieldState.error?.message;

  const pickCheckIn = (next: IsoDate) => {
    arrival.field.onChange(next);
    const moved = movedCheckOut(checkOutRule, next, to);
    if (moved !== to) departure.field.onChange(moved);
  };

  return (
    <>
      <FormField compact id={inId} label="Check-in" required={required} error={inError}>
        <DatePicker
          ref={arrival.field.ref}
          id={inId}
          value={from}
          today={today}
          minDate={today}
          invalid={Boolean(inError)}
          describedBy={inError ? `${inId}-error` : undefined}
          onChange={pickCheckIn}
        />
      </FormField>
      <FormField compact id={outId} label="Check-out" required={required} error={outError}>
        <DatePicker
          ref={departure.field.ref}
          id={outId}
          value={to}
          today={today}
          minDate={from ? addDaysIso(from, 1) : today && addDaysIso(today, 1)}
          defaultMonth={from || undefined}
          invalid={Boolean(outError)}
          describedBy={outError ? `${outId}-error` : undefined}
          onChange={departure.field.onChange}
        />
      </FormField>
    </>
  );
}

/**
 * The stay's room: the rooms free for the whole stay the form holds at `checkIn`/`checkOut`
 * (`RoomSelect`). `none` is what the form holds for no room ("" or null).
 */
export function StayRoomField<T extends FieldValues, V>({
  control,
  name,
  checkIn,
  checkOut,
  idPrefix,
  none = '',
  label,
  readyFirst,
  exceptReservationId,
  alwaysOffer,
}: {
  control: Control<T, unknown, V>;
  name: FieldPathByValue<T, string | null>;
  checkIn: FieldPathByValue<T, IsoDate | ''>;
  checkOut: FieldPathByValue<T, IsoDate | ''>;
  idPrefix: string;
  none?: '' | null;
  label?: string;
  readyFirst?: boolean;
  exceptReservationId?: string;
  alwaysOffer?:
    | { id: string; name: string; unitType: string | null; roomStatus?: RoomStatus }
    | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  const [from, to] = useWatch({ control, name: [checkIn, checkOut] });
  const { onChange } = field;
  // Stable: the select clears a room the new dates no longer leave free from an effect.
  const choose = useCallback((unitId: string) => onChange(unitId || none), [onChange, none]);
  return (
    <RoomSelect
      id={fieldId(idPrefix, name)}
      label={label}
      checkIn={stayDate(from)}
      checkOut={stayDate(to)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={choose}
      ref={field.ref}
      error={fieldState.error?.message}
      readyFirst={readyFirst}
      exceptReservationId={exceptReservationId}
      alwaysOffer={alwaysOffer}
    />
  );
}
