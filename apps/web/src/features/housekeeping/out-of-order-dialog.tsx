import { addDaysIso, type IsoDate } from '@zamalek/domain/dates';
import { setRoomStatusSchema } from '@zamalek/domain/room-status';
import { Controller, useForm } from 'react-hook-form';
import { DatePicker } from '@/components/form/date-picker';
import { FormDialog, useDiscardGuard } from '@/components/form/form-dialog';
import { FormField, fieldAria } from '@/components/form/form-field';
import { schemaResolver } from '@/components/form/schema-resolver';
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
import { Spinner } from '@/components/ui/spinner';
import { usePropertyToday } from '@/lib/use-property-today';

const id = 'out-of-order';

/**
 * Out of order takes the room off sale until it is back: the supervisor says what is wrong and
 * the day it is expected back (the first night sold again), then confirms. The server refuses it
 * while a guest is in the room or over nights already sold, in words.
 */
export function OutOfOrderDialog({
  room,
  initialReason = '',
  busy,
  onConfirm,
  onClose,
}: {
  room: { id: string; name: string } | null;
  /** A reported problem's words, to start from. */
  initialReason?: string;
  busy: boolean;
  onConfirm: (input: { reason: string; returnOn: string }) => void;
  onClose: () => void;
}) {
  return (
    <FormDialog open={room !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        {room && (
          <OutOfOrderForm
            room={room}
            initialReason={initialReason}
            busy={busy}
            onConfirm={onConfirm}
          />
        )}
      </DialogContent>
    </FormDialog>
  );
}

function OutOfOrderForm({
  room,
  initialReason,
  busy,
  onConfirm,
}: {
  room: { id: string; name: string };
  initialReason: string;
  busy: boolean;
  onConfirm: (input: { reason: string; returnOn: string }) => void;
}) {
  const today = usePropertyToday();
  // Tomorrow until a day is picked: read at each check, so it follows the property's today once
  // the server has said it.
  const tomorrow = addDaysIso(today, 1);
  const form = useForm({
    resolver: schemaResolver(
      setRoomStatusSchema,
      (values: { reason: string; returnOn: IsoDate | '' }) => ({
        unitId: room.id,
        status: 'out_of_order' as const,
        reason: values.reason,
        returnOn: values.returnOn || tomorrow,
      }),
    ),
    defaultValues: { reason: initialReason, returnOn: '' },
  });
  useDiscardGuard(form);
  const error = form.formState.errors.reason?.message;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ reason = '', returnOn = tomorrow }) =>
        onConfirm({ reason, returnOn }),
      )}
    >
      <DialogHeader>
        <DialogTitle>Take {room.name} out of order?</DialogTitle>
        <DialogDescription>
          The room is off sale from tonight until it is back: the website, walk-ins, new bookings
          and channels stop offering it.
        </DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-reason`} label="What is wrong" required error={error}>
        <Input {...fieldAria(`${id}-reason`, error)} maxLength={200} {...form.register('reason')} />
      </FormField>
      <FormField id={`${id}-returnOn`} label="Expected back on" required>
        <Controller
          control={form.control}
          name="returnOn"
          render={({ field }) => (
            <DatePicker
              id={`${id}-returnOn`}
              value={field.value || tomorrow}
              today={today}
              minDate={tomorrow}
              onChange={field.onChange}
            />
          )}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner label="Saving" />}
          Take out of order
        </Button>
      </DialogFooter>
    </form>
  );
}
