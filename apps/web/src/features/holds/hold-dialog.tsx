import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarHold } from '@zamalek/domain/calendar-reply';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { HOLD_KIND_LABELS, HOLD_KINDS, HOLD_REASON_MAX_LENGTH } from '@zamalek/domain/holds';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { GuardedDialog, useDiscardGuard } from '@/components/guarded-dialog';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { holdErrorField } from '@/features/holds/hold-errors';
import {
  checkHoldForm,
  type HoldErrors,
  type HoldFormValues,
  holdDefaults,
  holdErrorsFrom,
} from '@/features/holds/hold-form';
import { DatePicker } from '@/features/reservations/date-picker';
import { appErrorCode, invalidFields, trpcErrorMessage } from '@/lib/errors';
import { sameValues } from '@/lib/same-values';
import { toast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { usePropertyToday } from '@/lib/use-property-today';

const P = 'hold';
const id = (field: string) => `${P}-${field}`;

/**
 * "Block room": a hold for maintenance, owner use or another reason on a room for the nights
 * [first day, day after the last night), or a hold changed. The server decides whether the nights
 * are free (a stay or another hold there is refused with its own words).
 */
export function HoldDialog({
  start = {},
  hold,
  onClose,
}: {
  /** A new hold's room and first night, when known. */
  start?: { unitId?: string; from?: IsoDate };
  /** The hold to change; a new one without it. */
  hold?: CalendarHold;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <HoldForm start={start} hold={hold} onDone={onClose} />
      </DialogContent>
    </GuardedDialog>
  );
}

function HoldForm({
  start,
  hold,
  onDone,
}: {
  start: { unitId?: string; from?: IsoDate };
  hold: CalendarHold | undefined;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = usePropertyToday();
  const [initial] = useState<HoldFormValues>(() =>
    hold
      ? {
          unitId: hold.unitId,
          kind: hold.kind,
          reason: hold.reason,
          from: hold.fromDate,
          to: hold.toDate,
        }
      : holdDefaults(start),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<HoldErrors>({});
  useDiscardGuard(!sameValues(values, initial));
  const rooms = useQuery(trpc.reservations.unitOptions.queryOptions());

  const set = <K extends keyof HoldFormValues>(field: K, value: HoldFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSaved = async (message: string) => {
    toast.success(message);
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
  };
  const onError = (error: unknown) => {
    const fields = invalidFields(error);
    if (fields) {
      setErrors(
        holdErrorsFrom(
          Object.entries(fields).map(([path, message]) => ({ path: path.split('.'), message })),
        ),
      );
    }
    const code = appErrorCode(error);
    const field = holdErrorField(code);
    const message = trpcErrorMessage(error) ?? 'Failed to save the hold. Please try again.';
    if (field) setErrors((current) => ({ ...current, [field]: message }));
    else if (!fields) toast.error(message);
  };
  const create = useMutation(
    trpc.holds.create.mutationOptions({
      onSuccess: () => onSaved('Room blocked'),
      onError,
    }),
  );
  const update = useMutation(
    trpc.holds.update.mutationOptions({
      onSuccess: () => onSaved('Hold saved'),
      onError,
    }),
  );
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkHoldForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    if (hold) update.mutate({ ...check.input, id: hold.id });
    else create.mutate(check.input);
  };

  const roomLabel = (room: { name: string; unitNumber: string | null; unitType: string | null }) =>
    [room.unitNumber ? `${room.unitNumber} · ${room.name}` : room.name, room.unitType]
      .filter(Boolean)
      .join(' — ');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Block room" className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{hold ? 'Edit hold' : 'Block room'}</DialogTitle>
        <DialogDescription>
          The room cannot be booked on these nights, by staff or on the website.
        </DialogDescription>
      </DialogHeader>
      <FormField compact id={id('unitId')} label="Room" required error={errors.unitId}>
        <Select value={values.unitId} onValueChange={(unitId) => set('unitId', unitId)}>
          <SelectTrigger className="w-full" {...fieldAria(id('unitId'), errors.unitId)}>
            <SelectValue placeholder={rooms.isPending ? 'Loading rooms…' : 'Select a room'} />
          </SelectTrigger>
          <SelectContent>
            {(rooms.data ?? []).map((room) => (
              <SelectItem key={room.id} value={room.id}>
                {roomLabel(room)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField compact id={id('kind')} label="Kind" required error={errors.kind}>
          <Select
            value={values.kind}
            onValueChange={(kind) => {
              const chosen = HOLD_KINDS.find((item) => item === kind);
              if (chosen) set('kind', chosen);
            }}
          >
            <SelectTrigger className="w-full" {...fieldAria(id('kind'), errors.kind)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {HOLD_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {HOLD_KIND_LABELS[kind]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField compact id={id('reason')} label="Reason" required error={errors.reason}>
          <Input
            {...fieldAria(id('reason'), errors.reason)}
            autoComplete="off"
            maxLength={HOLD_REASON_MAX_LENGTH}
            placeholder="e.g. leaking tap"
            value={values.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField compact id={id('from')} label="First night" required error={errors.from}>
          <DatePicker
            id={id('from')}
            value={values.from}
            today={today}
            invalid={Boolean(errors.from)}
            describedBy={errors.from ? `${id('from')}-error` : undefined}
            onChange={(from) => {
              setValues((current) => ({
                ...current,
                from,
                to: current.to && current.to > from ? current.to : addDaysIso(from, 1),
              }));
              setErrors((current) => ({ ...current, from: undefined, to: undefined }));
            }}
          />
        </FormField>
        <FormField
          compact
          id={id('to')}
          label="Free again on"
          required
          error={errors.to}
          hint="The day the room can be sold again"
        >
          <DatePicker
            id={id('to')}
            value={values.to}
            today={today}
            minDate={values.from ? addDaysIso(values.from, 1) : undefined}
            defaultMonth={values.from || undefined}
            invalid={Boolean(errors.to)}
            describedBy={errors.to ? `${id('to')}-error` : `${id('to')}-hint`}
            onChange={(to) => set('to', to)}
          />
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner label="Saving" />}
          {pending ? 'Saving...' : hold ? 'Save hold' : 'Block room'}
        </Button>
      </DialogFooter>
    </form>
  );
}
