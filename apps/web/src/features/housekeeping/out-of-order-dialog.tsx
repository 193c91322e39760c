import { addDaysIso } from '@zamalek/domain/dates';
import { OUT_OF_ORDER_MESSAGES } from '@zamalek/domain/room-status';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DatePicker } from '@/features/reservations/date-picker';
import { usePropertyToday } from '@/lib/use-property-today';

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
  const today = usePropertyToday();
  const [reason, setReason] = useState(initialReason);
  // Tomorrow until one is picked: read at each render, so it follows the property's today once
  // the server has said it.
  const [picked, setReturnOn] = useState('');
  const returnOn = picked || addDaysIso(today, 1);
  const [error, setError] = useState<string | undefined>();
  const id = 'out-of-order';

  return (
    <Dialog open={room !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(OUT_OF_ORDER_MESSAGES.reason);
              document.getElementById(`${id}-reason`)?.focus();
              return;
            }
            onConfirm({ reason: reason.trim(), returnOn });
          }}
        >
          <DialogHeader>
            <DialogTitle>Take {room?.name} out of order?</DialogTitle>
            <DialogDescription>
              The room is off sale from tonight until it is back: the website, walk-ins, new
              bookings and channels stop offering it.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-reason`} label="What is wrong" required error={error}>
            <Input
              {...fieldAria(`${id}-reason`, error)}
              value={reason}
              maxLength={200}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <FormField id={`${id}-returnOn`} label="Expected back on" required>
            <DatePicker
              id={`${id}-returnOn`}
              value={returnOn}
              today={today}
              minDate={addDaysIso(today, 1)}
              onChange={setReturnOn}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner label="Saving" />}
              Take out of order
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
