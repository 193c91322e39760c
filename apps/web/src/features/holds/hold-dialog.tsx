import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarHold } from '@zamalek/domain/calendar-reply';
import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { HOLD_KIND_LABELS, HOLD_KINDS, HOLD_REASON_MAX_LENGTH } from '@zamalek/domain/holds';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DatePicker } from '@/components/form/date-picker';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { checkResolver } from '@/components/form/schema-resolver';
import { showServerErrors, topLevelFieldIn } from '@/components/form/server-errors';
import { movedCheckOut } from '@/components/form/stay-dates';
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
  HOLD_FIELDS,
  type HoldFormValues,
  holdDefaults,
} from '@/features/holds/hold-form';
import { appErrorCode, trpcErrorMessage } from '@/lib/errors';
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
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <HoldForm start={start} hold={hold} onDone={onClose} />
      </DialogContent>
    </FormDialog>
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
  const form = useForm({ resolver: checkResolver(checkHoldForm), defaultValues: initial });
  useDiscardGuard(form);
  const { errors } = form.formState;
  const from = useWatch({ control: form.control, name: 'from' });
  const rooms = useQuery(trpc.reservations.unitOptions.queryOptions());

  const onSaved = async (message: string) => {
    toast.success(message);
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
  };
  const onError = (error: unknown) => {
    const shown = showServerErrors(form, error, topLevelFieldIn(HOLD_FIELDS));
    const field = holdErrorField(appErrorCode(error));
    const message = trpcErrorMessage(error) ?? 'Failed to save the hold. Please try again.';
    if (field) form.setError(field, { message });
    else if (!shown) toast.error(message);
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

  const roomLabel = (room: { name: string; unitNumber: string | null; unitType: string | null }) =>
    [room.unitNumber ? `${room.unitNumber} · ${room.name}` : room.name, room.unitType]
      .filter(Boolean)
      .join(' — ');

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        hold ? update.mutate({ ...input, id: hold.id }) : create.mutate(input),
      )}
      noValidate
      aria-label="Block room"
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{hold ? 'Edit hold' : 'Block room'}</DialogTitle>
        <DialogDescription>
          The room cannot be booked on these nights, by staff or on the website.
        </DialogDescription>
      </DialogHeader>
      <FormField compact id={id('unitId')} label="Room" required error={errors.unitId?.message}>
        <Controller
          control={form.control}
          name="unitId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                className="w-full"
                {...fieldAria(id('unitId'), errors.unitId?.message)}
                ref={field.ref}
              >
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
          )}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField compact id={id('kind')} label="Kind" required error={errors.kind?.message}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(kind) => {
                  const chosen = HOLD_KINDS.find((item) => item === kind);
                  if (chosen) field.onChange(chosen);
                }}
              >
                <SelectTrigger
                  className="w-full"
                  {...fieldAria(id('kind'), errors.kind?.message)}
                  ref={field.ref}
                >
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
            )}
          />
        </FormField>
        <FormField compact id={id('reason')} label="Reason" required error={errors.reason?.message}>
          <Input
            {...fieldAria(id('reason'), errors.reason?.message)}
            autoComplete="off"
            maxLength={HOLD_REASON_MAX_LENGTH}
            placeholder="e.g. leaking tap"
            {...form.register('reason')}
          />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          compact
          id={id('from')}
          label="First night"
          required
          error={errors.from?.message}
        >
          <Controller
            control={form.control}
            name="from"
            render={({ field }) => (
              <DatePicker
                ref={field.ref}
                id={id('from')}
                value={field.value}
                today={today}
                invalid={Boolean(errors.from)}
                describedBy={errors.from ? `${id('from')}-error` : undefined}
                onChange={(next) => {
                  field.onChange(next);
                  // The day free again follows a first night moved past it.
                  const to = form.getValues('to');
                  const moved = movedCheckOut('next-day', next, to);
                  if (moved !== to) form.setValue('to', moved, { shouldDirty: true });
                  form.clearErrors('to');
                }}
              />
            )}
          />
        </FormField>
        <FormField
          compact
          id={id('to')}
          label="Free again on"
          required
          error={errors.to?.message}
          hint="The day the room can be sold again"
        >
          <Controller
            control={form.control}
            name="to"
            render={({ field }) => (
              <DatePicker
                ref={field.ref}
                id={id('to')}
                value={field.value}
                today={today}
                minDate={from ? addDaysIso(from, 1) : undefined}
                defaultMonth={from || undefined}
                invalid={Boolean(errors.to)}
                describedBy={errors.to ? `${id('to')}-error` : `${id('to')}-hint`}
                onChange={field.onChange}
              />
            )}
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
