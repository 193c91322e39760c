import { useQuery } from '@tanstack/react-query';
import { type IsoDate, isValidIsoDate } from '@zamalek/domain/dates';
import { ROOM_STATUS_LABELS, type RoomStatus, roomReady } from '@zamalek/domain/room-status';
import { type Ref, useEffect, useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { trpcErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

/** Ready rooms (clean or inspected) first, each group in the server's order. */
function readyRoomsFirst<T extends { roomStatus: RoomStatus }>(units: readonly T[]): T[] {
  return [
    ...units.filter((unit) => roomReady(unit.roomStatus)),
    ...units.filter((unit) => !roomReady(unit.roomStatus)),
  ];
}

/**
 * Rooms free for the whole stay (asked of the server). A chosen room that is no longer free for
 * changed dates, or that someone else just booked, is cleared.
 */
export function RoomSelect({
  id,
  checkIn,
  checkOut,
  value,
  onChange,
  error,
  exceptReservationId,
  alwaysOffer,
  readyFirst = false,
  label = 'Room',
  ref,
}: {
  id: string;
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
  value: string;
  onChange: (unitId: string) => void;
  error?: string | undefined;
  exceptReservationId?: string;
  /** Offered even when the server does not list it (the stay's own room, dates unchanged). */
  alwaysOffer?:
    | { id: string; name: string; unitType: string | null; roomStatus?: RoomStatus }
    | undefined;
  /** For guests arriving now: clean and inspected rooms first, the others marked with their state. */
  readyFirst?: boolean;
  label?: string;
  /** The select's button, for a form that focuses its first refused field. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const trpc = useTRPC();
  const hasDates = isValidIsoDate(checkIn) && isValidIsoDate(checkOut) && checkOut > checkIn;
  const free = useQuery(
    trpc.reservations.freeUnits.queryOptions(
      {
        stay: { checkIn, checkOut },
        ...(exceptReservationId ? { exceptReservationId } : {}),
      },
      { enabled: hasDates },
    ),
  );
  const [cleared, setCleared] = useState(false);
  const listed =
    hasDates && free.data && readyFirst
      ? readyRoomsFirst(free.data)
      : hasDates
        ? free.data
        : undefined;
  const units =
    listed && alwaysOffer && !listed.some((unit) => unit.id === alwaysOffer.id)
      ? [alwaysOffer, ...listed]
      : listed;

  useEffect(() => {
    if (!units || !value) return;
    if (!units.some((unit) => unit.id === value)) {
      onChange('');
      setCleared(true);
    }
  }, [units, value, onChange]);

  useEffect(() => {
    if (free.isError) toast.error('Failed to check room availability');
  }, [free.isError]);

  let hint: string | undefined;
  let placeholder = 'Select a room';
  if (!hasDates) {
    placeholder = 'Select dates first';
  } else if (free.isPending) {
    placeholder = 'Checking availability...';
  } else if (free.isError) {
    placeholder = 'No units available for selected dates';
    hint = trpcErrorMessage(free.error) ?? 'Failed to check room availability';
  } else if (units?.length === 0) {
    placeholder = 'No units available for selected dates';
    hint = 'All rooms are booked for these dates';
  } else if (cleared && !value) {
    hint = 'The room you had chosen is booked for these dates; please choose another.';
  }
  const disabled = !hasDates || free.isPending || !units || units.length === 0;

  return (
    <FormField
      compact
      id={id}
      label={label}
      required
      error={error}
      hint={hint}
      hintTone={units?.length === 0 || cleared || free.isError ? 'warning' : 'muted'}
    >
      <Select
        value={value}
        onValueChange={(next) => {
          setCleared(false);
          onChange(next);
        }}
        disabled={disabled}
      >
        <SelectTrigger className="w-full" {...fieldAria(id, error, hint)} ref={ref}>
          {hasDates && free.isFetching && <Spinner label="Checking availability" />}
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {(units ?? []).map((unit) => (
            <SelectItem key={unit.id} value={unit.id}>
              {unit.name}
              {unit.unitType && <span className="text-muted-foreground">· {unit.unitType}</span>}
              {readyFirst && unit.roomStatus && !roomReady(unit.roomStatus) && (
                <span className="text-warning-foreground">
                  · {ROOM_STATUS_LABELS[unit.roomStatus]}
                </span>
              )}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
